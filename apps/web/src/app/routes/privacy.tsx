export function PrivacyRoute() {
  return <h1 className="text-3xl font-bold">Privacy Policy</h1>;
}
