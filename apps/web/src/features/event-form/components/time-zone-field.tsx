import type { EventFormValues } from '@volunteering/shared/event-schemas';
import { zoneLabel } from '@volunteering/shared/event-time-format';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';

/** Every zone this browser knows, each with its label today; the chosen one is kept even if unlisted. */
function zoneChoices(chosen: string): { value: string; label: string }[] {
  const now = new Date();
  const names = Intl.supportedValuesOf('timeZone');
  if (chosen && !names.includes(chosen)) names.unshift(chosen);
  return names.map((name) => ({ value: name, label: eventFormTexts.timeZoneOption(name, zoneLabel(now, name)) }));
}

/** Where the event happens: its times are read, and shown to everyone, in this zone. */
export function TimeZoneField({ id, className }: { id: string; className?: string }) {
  const { register, formState } = useFormContext<EventFormValues>();
  const initial = formState.defaultValues?.timeZone ?? '';
  const choices = useMemo(() => zoneChoices(initial), [initial]);
  return (
    <FormField
      id={id}
      label={eventFormTexts.timeZone}
      hint={eventFormTexts.timeZoneHint}
      error={formState.errors.timeZone?.message}
      className={className}
    >
      {(field) => (
        <select {...field} {...register('timeZone')} className={`select w-full ${field['aria-invalid'] ? 'select-error' : ''}`}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
