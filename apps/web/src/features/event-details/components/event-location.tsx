import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useTexts } from '../../../lib/i18n.tsx';

export function EventLocation({ location }: { location: string }) {
  const t = useTexts(eventDetailsMessages);
  const query = encodeURIComponent(location);
  return (
    <section aria-labelledby="location-heading" className="space-y-4">
      <h2 id="location-heading" className="text-2xl font-bold">
        {t.location}
      </h2>
      <iframe
        src={`https://www.google.com/maps?q=${query}&output=embed`}
        title={t.mapOf(location)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-96 w-full rounded-box border border-base-300 bg-base-200"
      />
      <p>
        <a href={`https://www.google.com/maps/search/?api=1&query=${query}`} target="_blank" rel="noopener noreferrer" className="link link-primary">
          {t.openInMaps(location)}
          <span className="sr-only"> {t.newTab}</span>
        </a>
      </p>
    </section>
  );
}
