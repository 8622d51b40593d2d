export function UpcomingEventsRoute() {
  return (
    <>
      <title>Upcoming Events · Volunteer Hub</title>
      <h1 className="text-3xl font-bold">Upcoming Events</h1>
    </>
  );
}
