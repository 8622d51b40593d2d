/** Shown when a page throws while rendering or its chunk fails to load; the frame stays usable. */
export function RouteErrorBoundary() {
  return (
    <div role="alert" className="py-16 text-center">
      <title>Something went wrong · Volunteer Hub</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-base-content/70">This page could not be shown. Try again, or go back to the home page.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Try again
        </button>
        <a href="/" className="btn btn-primary">
          Go to the home page
        </a>
      </div>
    </div>
  );
}
