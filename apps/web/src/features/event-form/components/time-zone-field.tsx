import type { EventFormValues } from '@volunteering/shared/event-schemas';
import { zoneLabel } from '@volunteering/shared/event-time-format';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useServerRender } from '../../../lib/server-render.tsx';

const choiceOf = (name: string, now: Date) => ({ value: name, label: eventFormTexts.timeZoneOption(name, zoneLabel(now, name)) });

/** Every zone this browser knows, each with its label today; the chosen one is kept even if unlisted. */
function zoneChoices(chosen: string): { value: string; label: string }[] {
  const now = new Date();
  const names = Intl.supportedValuesOf('timeZone');
  if (chosen && !names.includes(chosen)) names.unshift(chosen);
  return names.map((name) => choiceOf(name, now));
}

/** Where the event happens: its times are read, and shown to everyone, in this zone. */
export function TimeZoneField({ id, className }: { id: string; className?: string }) {
  const { formState } = useFormContext<EventFormValues>();
  // Held by the form, not the element: the list of zones changes right after hydration.
  const { field: zone } = useController<EventFormValues, 'timeZone'>({ name: 'timeZone' });
  const initial = formState.defaultValues?.timeZone ?? '';
  // The server knows other zones than the browser: until hydrated, only the chosen one, at the server's time.
  const server = useServerRender();
  const choices = useMemo(() => (server ? [choiceOf(initial, new Date(server.now))] : zoneChoices(initial)), [server, initial]);
  return (
    <FormField
      id={id}
      label={eventFormTexts.timeZone}
      hint={eventFormTexts.timeZoneHint}
      error={formState.errors.timeZone?.message}
      className={className}
    >
      {(field) => (
        <select {...field} {...zone} className={`select w-full ${field['aria-invalid'] ? 'select-error' : ''}`}>
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
