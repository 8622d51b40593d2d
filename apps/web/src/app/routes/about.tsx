export function AboutRoute() {
  return <h1 className="text-3xl font-bold">About</h1>;
}
