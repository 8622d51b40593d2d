import { Link } from '../../lib/router.tsx';
import { PAGES } from '@volunteering/shared/pages';

export function NotFoundRoute() {
  return (
    <div className="py-16 text-center">
      <title>Page not found · Volunteer Hub</title>
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Page not found</h1>
      <p className="mx-auto mt-2 max-w-prose text-base-content/80">
        The page you are looking for does not exist or has moved. Check the address, or start again from one of these pages.
      </p>
      <Link to="/" className="btn btn-primary mt-6">
        Go to the home page
      </Link>
      <p className="mt-6">
        <Link to={PAGES.upcomingEvents.path} className="link">
          Browse upcoming events
        </Link>
      </p>
    </div>
  );
}
