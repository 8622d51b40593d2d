// "Repeats" (issue 40): Never, weekly, every 2 weeks or monthly, an end, and the first dates the
// server's rule gives, in the event's zone, before anything is saved.
import type { EventFormValues } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { instantOf, readingOf, type WallTime } from '@volunteering/shared/event-time';
import { SERIES_LIMITS, WEEKDAYS, type SeriesRecurrence } from '@volunteering/shared/series-schemas';
import { seriesScreensTexts } from '@volunteering/shared/texts/series-screens';
import { seriesTexts } from '@volunteering/shared/texts/series';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Shown } from '../../../lib/message-text.ts';
import { useMessageText } from '../../../lib/message-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useSeriesPreview } from '../api/create-series.ts';
import { StillOnField } from './still-on-field.tsx';
import { kindFor, placeInMonth, readyToPreview, recurrenceOf, weekdayName, weekdayOf, type RepeatChoice, type RepeatKind } from './repeats.ts';

const PLACES = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth' } as const;

const PREVIEW_SHOWN = 5;

/** The first start as the form holds it: the date, or with shifts the earliest shift's. */
function useFirstStart(): Date | null {
  const { control } = useFormContext<EventFormValues>();
  const [date, shifts] = useWatch({ control, name: ['date', 'shifts'] });
  const starts = shifts.map((shift) => shift.start).filter((start): start is Date => start instanceof Date);
  if (shifts.length) return starts.length ? new Date(Math.min(...starts.map((start) => start.getTime()))) : null;
  return date instanceof Date ? date : null;
}

function Said({ message }: { message: Shown }) {
  return <li>{useMessageText(message)}</li>;
}

export function RepeatsField({ idPrefix, value, onChange }: { idPrefix: string; value: RepeatChoice; onChange: (next: RepeatChoice) => void }) {
  const t = useTexts(seriesScreensTexts).form;
  // The rule's refusals and its words ("Monthly on the first Sunday"), in the page's language.
  const words = useTexts(seriesTexts).summary;
  const { locale } = useLanguage();
  const { control } = useFormContext<EventFormValues>();
  const timeZone = useWatch({ control, name: 'timeZone' });
  const first = useFirstStart();
  const reading: WallTime | null = first ? readingOf(first) : null;
  const startDay = reading ? weekdayOf(reading) : null;
  const rule = reading ? recurrenceOf(value, reading) : null;
  const set = (change: Partial<RepeatChoice>) => onChange({ ...value, ...change });
  const day = startDay && weekdayName(startDay, locale);
  const kinds: [RepeatKind, string][] = [
    ['never', t.never],
    ['weekly', day ? t.weekly(day) : t.weeklyPlain],
    ['twoWeeks', day ? t.everyTwoWeeks(day) : t.everyTwoWeeksPlain],
    ['monthly', reading ? t.monthly(reading.day) : t.monthlyPlain],
  ];
  // "On the second Tuesday" and "on the last Friday", from the start's own place in its month.
  const place = reading && placeInMonth(reading);
  if (place?.nth && day) kinds.push(['monthlyNth', words.monthlyOnThe(words.positions[PLACES[place.nth]], day)]);
  if (place?.last && day) kinds.push(['monthlyLast', words.monthlyOnThe(words.positions.last, day)]);
  // A place the new start no longer offers (a fifth Tuesday is no "second") is shown as the one it now gives.
  const shownKind = reading ? kindFor(value.kind, reading) : value.kind;
  const id = (name: string) => `${idPrefix}-repeats-${name}`;
  const weekly = value.kind === 'weekly' || value.kind === 'twoWeeks';

  return (
    <fieldset className="flex flex-col gap-4 rounded-box border border-base-300 p-4" aria-labelledby={id('legend')} data-series-repeats>
      <legend id={id('legend')} className="px-1 font-semibold">
        {t.repeats}
      </legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('kind')} className="sr-only">
          {t.repeats}
        </label>
        <select id={id('kind')} className="select w-full sm:w-auto" value={shownKind} onChange={(e) => set({ kind: e.target.value as RepeatKind })}>
          {kinds.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {value.kind !== 'never' && (
        <>
          {weekly && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t.days}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {WEEKDAYS.map((weekday) => {
                  const checked = value.days.length ? value.days.includes(weekday) : weekday === startDay;
                  const chosen = value.days.length ? value.days : startDay ? [startDay] : [];
                  return (
                    <label key={weekday} className="flex min-h-6 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="checkbox checkbox-sm"
                        checked={checked}
                        onChange={(e) => set({ days: e.target.checked ? [...chosen, weekday] : chosen.filter((d) => d !== weekday) })}
                      />
                      {weekdayName(weekday, locale)}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t.ends}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <label className="flex items-center gap-2 text-sm">
                  <input type="radio" className="radio radio-sm" name={id('end')} checked={value.end === 'count'} onChange={() => set({ end: 'count' })} />
                  {t.afterCount}
                </label>
                <label htmlFor={id('count')} className="sr-only">
                  {t.count}
                </label>
                <input
                  id={id('count')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={SERIES_LIMITS.maxCount}
                  className="input w-full"
                  disabled={value.end !== 'count'}
                  value={value.count}
                  aria-describedby={id('count-hint')}
                  onChange={(e) => set({ count: e.target.value })}
                />
                <p id={id('count-hint')} className="text-xs text-base-content/70">
                  {t.countHint(SERIES_LIMITS.maxCount)}
                </p>
              </div>
              <div className="flex flex-col gap-1">
                <label className="flex items-center gap-2 text-sm">
                  <input type="radio" className="radio radio-sm" name={id('end')} checked={value.end === 'until'} onChange={() => set({ end: 'until' })} />
                  {t.onDate}
                </label>
                <label htmlFor={id('until')} className="sr-only">
                  {t.until}
                </label>
                <input
                  id={id('until')}
                  type="date"
                  className="input w-full"
                  disabled={value.end !== 'until'}
                  value={value.until}
                  aria-describedby={id('until-hint')}
                  onChange={(e) => set({ until: e.target.value })}
                />
                <p id={id('until-hint')} className="text-xs text-base-content/70">
                  {t.untilHint}
                </p>
              </div>
            </div>
          </fieldset>
          <StillOnField idPrefix={idPrefix} days={value.confirmDays} onChange={(confirmDays) => set({ confirmDays })} />
          <SeriesPreview first={first} timeZone={timeZone} rule={readyToPreview(rule) ? rule : null} headingId={id('preview')} />
        </>
      )}
    </fieldset>
  );
}

function SeriesPreview({ first, timeZone, rule, headingId }: { first: Date | null; timeZone: string; rule: SeriesRecurrence | null; headingId: string }) {
  const t = useTexts(seriesScreensTexts).form;
  const { locale } = useLanguage();
  const start = first && rule ? toInstant(first, timeZone) : null;
  const preview = useSeriesPreview(start, timeZone, rule);
  const body = (() => {
    if (!first) return <p className="text-sm text-base-content/80">{t.previewNeedsDate}</p>;
    if (!rule) return null;
    if (preview.isError) {
      const error = preview.error;
      const messages: Shown[] = error instanceof ApiError && error.errors.length ? error.errors : [error instanceof ApiError ? error : error.message];
      return (
        <div role="alert" className="alert alert-error alert-soft flex-col items-start gap-1">
          <strong>{t.previewFailed}</strong>
          <ul className="list-disc ps-5">
            {messages.map((message, i) => (
              <Said key={i} message={message} />
            ))}
          </ul>
        </div>
      );
    }
    if (!preview.data) return <p className="text-sm text-base-content/80">{t.previewLoading}</p>;
    const dates = preview.data;
    return (
      <>
        <ol className="flex flex-col gap-1 text-sm" aria-busy={preview.isFetching}>
          {dates.slice(0, PREVIEW_SHOWN).map((date) => (
            <li key={date}>{formatEventDateTime(date, timeZone, locale)}</li>
          ))}
        </ol>
        <p className="text-sm text-base-content/80">
          {dates.length > PREVIEW_SHOWN && `${t.previewMore(dates.length - PREVIEW_SHOWN)} · `}
          {t.previewTotal(dates.length)}
        </p>
      </>
    );
  })();
  return (
    <section aria-labelledby={headingId} aria-live="polite" className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t.preview}
      </h3>
      {body}
    </section>
  );
}

/** The picker's reading as the instant it names in the event's zone. */
const toInstant = (reading: Date, timeZone: string): string => instantOf(readingOf(reading), timeZone).toISOString();
