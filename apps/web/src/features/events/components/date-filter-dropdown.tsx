import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { DATE_PRESETS, presetDays, presetOf } from '@volunteering/shared/day-presets';
import { formatter } from '@volunteering/shared/event-time-format';
import type { DayRange } from '@volunteering/shared/upcoming-list';
import { useId, useState, type FormEvent } from 'react';
import { useDisplayTimeZone } from '../../../lib/server-render.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { ChoiceButton, ToolbarDropdown } from './toolbar-dropdown.tsx';

type DateFilterDropdownProps = {
  value: DayRange | null;
  onChange: (days: DayRange | null) => void;
};

/** Today in the viewer's calendar, YYYY-MM-DD (the server's choice of zone until hydrated). */
function useToday(): string {
  const now = useNow();
  const timeZone = useDisplayTimeZone();
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);
}

/** A day as "Nov 24", in the page's locale ("২৪ নভে"). */
const dayLabel = (day: string, locale: string) => formatter({ month: 'short', day: 'numeric' }, 'UTC', locale).format(new Date(`${day}T00:00:00Z`));

/** What the button shows for the chosen days: a preset's name, or the days themselves (one day once). */
function rangeLabel(days: DayRange, today: string, text: typeof upcomingEventsTexts, locale: string): string {
  const preset = presetOf(days, today);
  if (preset) return text.datePresets[preset];
  const from = dayLabel(days.from, locale);
  return days.from === days.to ? from : text.dayRange(from, dayLabel(days.to, locale));
}

/**
 * The Dates button beside Filters: any time, a preset (today, this weekend, the next 7 days, this
 * month, the next 30 days) or days of one's own. Each event's day is read on its own calendar (decision 023).
 */
export function DateFilterDropdown({ value, onChange }: DateFilterDropdownProps) {
  const text = useTexts(upcomingEventsTexts);
  const { locale } = useLanguage();
  const today = useToday();
  const chosen = value ? presetOf(value, today) : null;
  return (
    <ToolbarDropdown
      icon="M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z"
      label={text.dates}
      active={value ? rangeLabel(value, today, text, locale) : null}
      panelLabel={text.filterByDate}
      panelClassName="w-72 max-w-[calc(100vw-2rem)] space-y-3"
    >
      {(close) => {
        const pick = (days: DayRange | null) => {
          close();
          if (days?.from !== value?.from || days?.to !== value?.to) onChange(days);
        };
        return (
          <>
            <div className="grid grid-cols-2 gap-2">
              <ChoiceButton pressed={value === null} onClick={() => pick(null)}>
                {text.datePresets.any}
              </ChoiceButton>
              {DATE_PRESETS.map((preset) => (
                <ChoiceButton key={preset} pressed={chosen === preset} onClick={() => pick(presetDays(preset, today))}>
                  {text.datePresets[preset]}
                </ChoiceButton>
              ))}
            </div>
            <OwnDays initial={value} today={today} onPick={pick} />
          </>
        );
      }}
    </ToolbarDropdown>
  );
}

/** Two days of one's own, checked before they are asked for. */
function OwnDays({ initial, today, onPick }: { initial: DayRange | null; today: string; onPick: (days: DayRange) => void }) {
  const text = useTexts(upcomingEventsTexts);
  const id = useId();
  const [from, setFrom] = useState(initial?.from ?? today);
  const [to, setTo] = useState(initial?.to ?? today);
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || from > to) {
      setError(true);
      return;
    }
    onPick({ from, to });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2 border-t border-base-300 pt-3">
      <p className="text-sm font-medium">{text.customDates}</p>
      <div className="grid grid-cols-2 gap-2">
        <DayInput label={text.fromDay} value={from} min={today} errorId={error ? `${id}-error` : undefined} onChange={setFrom} />
        <DayInput label={text.toDay} value={to} min={from || today} errorId={error ? `${id}-error` : undefined} onChange={setTo} />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {text.dayOrder}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-sm w-full">
        {text.showDates}
      </button>
    </form>
  );
}

type DayInputProps = { label: string; value: string; min: string; errorId: string | undefined; onChange: (day: string) => void };

/** One day, with the browser's own date control; marked invalid while the range has an error. */
function DayInput({ label, value, min, errorId, onChange }: DayInputProps) {
  return (
    <label className="text-sm">
      {label}
      <input
        type="date"
        className="input input-sm mt-1 w-full"
        value={value}
        min={min}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
