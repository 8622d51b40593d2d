import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useTexts } from '../../../lib/i18n.tsx';

export function EventAbout({ description }: { description: string }) {
  const t = useTexts(eventDetailsMessages);
  return (
    <section aria-labelledby="about-heading" className="space-y-3">
      <h2 id="about-heading" className="text-2xl font-bold">
        {t.about}
      </h2>
      <p className="whitespace-pre-line leading-relaxed text-base-content/80">{description}</p>
    </section>
  );
}
