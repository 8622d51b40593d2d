export function EventAbout({ description }: { description: string }) {
  return (
    <section aria-labelledby="about-heading" className="space-y-3">
      <h2 id="about-heading" className="text-2xl font-bold">
        About The Event
      </h2>
      <p className="whitespace-pre-line leading-relaxed text-base-content/80">{description}</p>
    </section>
  );
}
