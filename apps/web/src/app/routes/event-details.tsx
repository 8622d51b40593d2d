export function EventDetailsRoute() {
  return (
    <>
      <title>Event Details · Volunteer Hub</title>
      <h1 className="text-3xl font-bold">Event Details</h1>
    </>
  );
}
