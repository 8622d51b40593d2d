import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { calendarTexts } from '@volunteering/shared/texts/calendar';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useServerRender } from '../../../lib/server-render.tsx';
import { googleCalendarUrl } from './google-calendar-url.ts';
import { pagePath } from '@volunteering/shared/pages';
import { useTexts } from '../../../lib/i18n.tsx';

/** The event into the visitor's own calendar: an .ics file most apps open, or Google Calendar's form. */
export function AddToCalendar({ event }: { event: VolunteerEvent }) {
  const text = useTexts(calendarTexts);
  const origin = useServerRender()?.origin ?? window.location.origin;
  const pageUrl = `${origin}${pagePath('eventDetails', { id: event._id })}`;
  return (
    <section aria-labelledby="calendar-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h2 id="calendar-heading" className="card-title text-lg">
          {text.addHeading}
        </h2>
        <a className="btn btn-outline h-auto min-h-10 w-full py-2" href={`/api/events/${encodeURIComponent(event._id)}/calendar.ics`} download>
          <StrokeIcon className="size-5 shrink-0" d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
          <span className="flex flex-col">
            <span>{text.downloadIcs}</span>
            <span className="text-xs font-normal text-base-content/80">{text.downloadIcsHint}</span>
          </span>
        </a>
        <a className="btn btn-outline w-full" href={googleCalendarUrl(event, pageUrl)} target="_blank" rel="noopener noreferrer">
          <StrokeIcon className="size-5 shrink-0" d="M8 3v4m8-4v4M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
          {text.google}
          <span className="sr-only"> {text.newTab}</span>
        </a>
      </div>
    </section>
  );
}
