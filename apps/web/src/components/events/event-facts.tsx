import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { eventCardTexts } from '@volunteering/shared/texts/event-card';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';
import { StrokeIcon } from '../ui/stroke-icon.tsx';

const ICON_PATHS = {
  date: 'M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  location: 'M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
} as const;

function FactIcon({ path }: { path: string }) {
  return (
    <StrokeIcon className="mt-0.5 size-4 shrink-0" d={path} />
  );
}

/** When and where, for both card forms. */
export function EventFacts({ event }: { event: Pick<VolunteerEvent, 'date' | 'timeZone' | 'location'> }) {
  const t = useTexts(eventCardTexts);
  const { locale } = useLanguage();
  return (
    <dl className="space-y-1 text-sm text-base-content/80">
      <div className="flex gap-2">
        <FactIcon path={ICON_PATHS.date} />
        <dt className="sr-only">{t.dateAndTime}</dt>
        <dd>
          <time dateTime={event.date}>{formatEventDateTime(event.date, event.timeZone, locale)}</time>
        </dd>
      </div>
      <div className="flex gap-2">
        <FactIcon path={ICON_PATHS.location} />
        <dt className="sr-only">{t.location}</dt>
        <dd>{event.location}</dd>
      </div>
    </dl>
  );
}
