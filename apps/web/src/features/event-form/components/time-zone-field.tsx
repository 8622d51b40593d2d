import type { EventFormValues } from '@volunteering/shared/event-schemas';
import { zoneLabel } from '@volunteering/shared/event-time-format';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useServerRender } from '../../../lib/server-render.tsx';

type Texts = typeof eventFormTexts;
type Choice = { value: string; label: string };

/** A zone in the list: "Asia/Dhaka (GMT+6)", its label in the page's locale; a zone whose label is its name shows the name alone. */
function choiceOf(name: string, now: Date, t: Texts, locale: string): Choice {
  const label = zoneLabel(now, name, locale);
  return { value: name, label: name === label ? name : t.timeZoneOption(name.replaceAll('_', ' '), label) };
}

/** Every zone this browser knows, each with its label today; the chosen one is kept even if unlisted. */
function zoneChoices(chosen: string, t: Texts, locale: string): Choice[] {
  const now = new Date();
  const names = Intl.supportedValuesOf('timeZone');
  if (chosen && !names.includes(chosen)) names.unshift(chosen);
  return names.map((name) => choiceOf(name, now, t, locale));
}

/** Where the event happens: its times are read, and shown to everyone, in this zone. */
export function TimeZoneField({ id, className }: { id: string; className?: string }) {
  const t = useTexts(eventFormTexts);
  const { locale } = useLanguage();
  const { formState } = useFormContext<EventFormValues>();
  // Held by the form, not the element: the list of zones changes right after hydration.
  const { field: zone } = useController<EventFormValues, 'timeZone'>({ name: 'timeZone' });
  const initial = formState.defaultValues?.timeZone ?? '';
  // The server knows other zones than the browser: until hydrated, only the chosen one, at the server's time.
  const server = useServerRender();
  const choices = useMemo(
    () => (server ? [choiceOf(initial, new Date(server.now), t, locale)] : zoneChoices(initial, t, locale)),
    [server, initial, t, locale],
  );
  return (
    <FormField id={id} label={t.timeZone} hint={t.timeZoneHint} error={formState.errors.timeZone?.message} className={className}>
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
