export function TermsRoute() {
  return <h1 className="text-3xl font-bold">Terms of Service</h1>;
}
