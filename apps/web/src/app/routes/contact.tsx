export function ContactRoute() {
  return (
    <>
      <title>Contact · Volunteer Hub</title>
      <h1 className="text-3xl font-bold">Contact</h1>
    </>
  );
}
