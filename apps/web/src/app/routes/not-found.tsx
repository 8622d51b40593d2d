import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <div className="py-16 text-center">
      <title>Page not found · Volunteer Hub</title>
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page not found</h1>
      <p className="mt-2 text-base-content/70">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary mt-6">
        Go to the home page
      </Link>
    </div>
  );
}
