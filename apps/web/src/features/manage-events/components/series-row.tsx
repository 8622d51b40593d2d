// A series on Manage (issue 40): one row with its title, rule, next date and how many dates, that
// opens to its dates with their usual actions; its calendar file and "End the series…".
import type { Layout } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { seriesScreensTexts } from '@volunteering/shared/texts/series-screens';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DASHBOARD_LAYOUT_CLASSES } from '../../../components/events/dashboard-list-state.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useEndSeries, useSeriesCalendar } from '../api/series.ts';

type SeriesDateEvent = VolunteerEvent & { series: { id: string; summary: string } };

/** The dates still to come and not cancelled, soonest first. */
const comingOf = (dates: VolunteerEvent[], now: number) => dates.filter((date) => date.status !== 'cancelled' && Date.parse(date.endDate) > now);

export function SeriesRow({ dates, layout, renderDate }: { dates: SeriesDateEvent[]; layout: Layout; renderDate: (date: VolunteerEvent) => ReactNode }) {
  const t = useTexts(seriesScreensTexts).manage;
  const manage = useTexts(manageEventsTexts);
  const { locale } = useLanguage();
  const now = useNow();
  const [open, setOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  const id = useId();
  const first = dates[0]!;
  const { series } = first;
  const coming = comingOf(dates, now);
  const next = coming[0];
  const title = (next ?? first).title;
  const calendar = useSeriesCalendar(series.id);
  const forSeries = <span className="sr-only">{manage.forEvent(title)}</span>;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5" data-testid="series-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <span className="badge badge-outline badge-sm">{t.seriesBadge}</span>
          <h2 id={`${id}-title`} className="text-lg leading-snug font-semibold break-words">
            {title}
          </h2>
          <p className="text-sm">
            {series.summary} · {t.dateCount(dates.length)}
          </p>
          <p className="text-sm text-base-content/80">{next ? t.next(formatEventDateTime(next.date, next.timeZone, locale)) : t.noNext}</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <button type="button" className="btn btn-sm btn-primary" aria-expanded={open} aria-controls={`${id}-dates`} onClick={() => setOpen(!open)}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
            {open ? t.hideDates : t.showDates}
            {forSeries}
          </button>
          <button type="button" className="btn btn-sm" disabled={calendar.isPending} onClick={() => calendar.mutate()}>
            {calendar.isPending && <Spinner size="xs" />}
            {t.calendar}
            {forSeries}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setEnding(true)}>
            {t.endSeries}
            {forSeries}
          </button>
        </div>
      </div>
      {calendar.isError && (
        <p role="alert" className="mt-3 text-sm">
          {t.calendarFailed}
        </p>
      )}
      <ul id={`${id}-dates`} hidden={!open} aria-labelledby={`${id}-title`} className={`mt-4 ${DASHBOARD_LAYOUT_CLASSES[layout]}`}>
        {open && dates.map((date) => <li key={date._id}>{renderDate(date)}</li>)}
      </ul>
      <Dialog open={ending} onClose={() => setEnding(false)} title={t.endTitle(title)} className="sm:max-w-xl">
        {ending && <EndSeriesForm seriesId={series.id} dates={coming} onClose={() => setEnding(false)} />}
      </Dialog>
    </section>
  );
}

/** Choose the last date it keeps, see how many later dates go, confirm; then the server's answer. */
function EndSeriesForm({ seriesId, dates, onClose }: { seriesId: string; dates: VolunteerEvent[]; onClose: () => void }) {
  const t = useTexts(seriesScreensTexts).manage;
  const manage = useTexts(manageEventsTexts);
  const { locale } = useLanguage();
  const id = useId();
  const [after, setAfter] = useState(dates[0]?._id ?? '');
  const mutation = useEndSeries(seriesId);
  const closeRef = useRef<HTMLButtonElement>(null);
  const done = mutation.isSuccess;
  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div className="space-y-4">
        <div role="status" className="alert alert-success">
          <span>
            <strong>{t.endedTitle}</strong> <Message text={mutation.data} />
          </span>
        </div>
        <div className="modal-action">
          <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
            {manage.close}
          </button>
        </div>
      </div>
    );
  }
  const later = dates.length - 1 - dates.findIndex((date) => date._id === after);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mutation.isPending && after) mutation.mutate(after);
  };
  if (dates.length === 0)
    return (
      <div className="space-y-4">
        <p>{t.noDateToEnd}</p>
        <div className="modal-action">
          <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
            {manage.close}
          </button>
        </div>
      </div>
    );
  return (
    <form noValidate onSubmit={submit} aria-busy={mutation.isPending} className="space-y-4 text-left">
      <p>{t.endBody}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-after`} className="text-sm font-medium">
          {t.endAfter}
        </label>
        <select
          id={`${id}-after`}
          className="select w-full"
          value={after}
          data-autofocus
          aria-describedby={`${id}-tells`}
          onChange={(e) => setAfter(e.target.value)}
        >
          {dates.map((date) => (
            <option key={date._id} value={date._id}>
              {formatEventDateTime(date.date, date.timeZone, locale)}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-tells`} className="font-semibold" aria-live="polite">
        {t.endTells(later)}
      </p>
      {mutation.isError && (
        <div role="alert" className="alert alert-error alert-soft text-base-content">
          <span>
            <strong>{t.endFailed}</strong> <Message text={mutation.error} />
          </span>
        </div>
      )}
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" onClick={onClose}>
          {t.keepSeries}
        </button>
        <button type="submit" className="btn btn-error" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner size="xs" />}
          {mutation.isPending ? t.ending : t.endConfirm}
        </button>
      </div>
    </form>
  );
}
