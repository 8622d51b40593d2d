import type { EventFormValues } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { lazy, Suspense } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

// react-datepicker and its stylesheet are fetched only when a form with a date is shown.
export const EventDatePicker = lazy(async () => ({ default: (await import('./date-picker.tsx')).EventDatePicker }));

export function DateTimeField({ id, className }: { id: string; className?: string }) {
  const t = useTexts(eventFormTexts);
  const { control } = useFormContext<EventFormValues>();
  const timeZone = useWatch({ control, name: 'timeZone' });
  return (
    <Controller
      control={control}
      name="date"
      render={({ field, fieldState }) => (
        <FormField id={id} label={t.date} hint={t.dateHint} error={fieldState.error?.message} className={className}>
          {(control) => (
            <Suspense fallback={<input {...control} className="input w-full" placeholder={t.datePlaceholder} disabled />}>
              <EventDatePicker
                id={id}
                name={field.name}
                value={field.value}
                timeZone={timeZone}
                onChange={field.onChange}
                onBlur={field.onBlur}
                pickerRef={field.ref}
                placeholder={t.datePlaceholder}
                invalid={Boolean(control['aria-invalid'])}
                describedBy={control['aria-describedby']}
              />
            </Suspense>
          )}
        </FormField>
      )}
    />
  );
}
