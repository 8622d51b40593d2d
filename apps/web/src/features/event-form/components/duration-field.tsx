import { DURATION_MINUTES } from '@volunteering/shared/constants';
import type { EventFormValues } from '@volunteering/shared/event-schemas';
import { durationMessages } from '@volunteering/shared/texts/duration';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useFormContext, useWatch } from 'react-hook-form';
import { instantOf, isTimeZone, readingOf } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { FormField } from '../../../components/ui/form-field.tsx';
import { registerDrawn } from '../../../lib/drawn-field.ts';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';

const STEP_MINUTES = 30;
const CHOICES = Array.from({ length: (DURATION_MINUTES.max - DURATION_MINUTES.min) / STEP_MINUTES + 1 }, (_, i) => DURATION_MINUTES.min + i * STEP_MINUTES);

/** How long the event lasts, in 30-minute steps; the hint tells when it ends once a start is chosen. */
export function DurationField({ id, className }: { id: string; className?: string }) {
  const t = useTexts(eventFormTexts);
  const durations = useTexts(durationMessages);
  const { locale } = useLanguage();
  const form = useFormContext<EventFormValues>();
  const { control, formState } = form;
  const [date, duration, timeZone] = useWatch({ control, name: ['date', 'durationMinutes', 'timeZone'] });
  // An event saved before durations existed keeps "not set" until the organizer picks one.
  const offersNone = formState.defaultValues?.durationMinutes === '';
  const start = date instanceof Date && !Number.isNaN(date.getTime()) && isTimeZone(timeZone) ? instantOf(readingOf(date), timeZone).getTime() : null;
  const end = start !== null && duration ? new Date(start + Number(duration) * 60_000).toISOString() : null;
  return (
    <FormField
      id={id}
      label={t.duration}
      hint={end ? t.endsAt(formatEventDateTime(end, timeZone, locale)) : undefined}
      error={formState.errors.durationMinutes?.message}
      className={className}
    >
      {(field) => (
        <select {...field} {...registerDrawn(form, 'durationMinutes')} className={`select w-full ${field['aria-invalid'] ? 'select-error' : ''}`}>
          {offersNone && <option value="">{t.durationNone}</option>}
          {CHOICES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {durations.label(minutes)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
