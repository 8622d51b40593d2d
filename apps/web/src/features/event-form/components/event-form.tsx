import { EVENT_TYPES } from '@volunteering/shared/constants';
import type { EventFormValues, EventShift } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { apiMessages } from '@volunteering/shared/texts/api';
import { eventTypeTexts } from '@volunteering/shared/texts/event-types';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { organizationEventsTexts } from '@volunteering/shared/texts/organization-events';
import { shiftTexts } from '@volunteering/shared/texts/shifts';
import { useId, type ReactNode } from 'react';
import { FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import { DateTimeField } from './date-time-field.tsx';
import { DurationField } from './duration-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ImageUrlField } from './image-url-field.tsx';
import { PinField } from './pin-field.tsx';
import { RichContentRows } from './rich-content-rows.tsx';
import { ShiftRows } from './shift-rows.tsx';
import { ShiftSummary } from './shift-summary.tsx';
import { TimeZoneField } from './time-zone-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { registerDrawn } from '../../../lib/drawn-field.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { useHydrated } from '../../../lib/server-render.tsx';

type EventFormProps<Output> = {
  form: UseFormReturn<EventFormValues, unknown, Output>;
  onSubmit: (values: Output) => void;
  busy: boolean;
  /** Create Event, or Save Changes in the edit dialog. */
  purpose: 'create' | 'edit';
  /** The inline message after a failed submission. */
  error?: ReactNode;
  /** A button next to submit, such as Cancel in the edit dialog. */
  secondaryAction?: ReactNode;
  /** Publish as (issue 18), right above the organizer's name; kept beside the form's values. */
  publishAs?: ReactNode;
  /** An edit's saved shifts (issue 38), and whether people joined the event as a whole, which closes it to shifts. */
  shifts?: { saved: readonly EventShift[]; closed: boolean };
  /** A series (issue 40): "Repeats" on the create page, or which dates an edit changes; after the event's own fields. */
  series?: (idPrefix: string) => ReactNode;
};

/** The fields of an event, shared by the create page and the edit dialog; each parent brings its rules. */
export function EventForm<Output>({ form, onSubmit, busy, purpose, error, secondaryAction, publishAs, shifts, series }: EventFormProps<Output>) {
  const t = useTexts(eventFormTexts);
  const typeNames = useTexts(eventTypeTexts);
  // The schemas' and the server's messages are read in the page's language from these texts: their
  // catalogs load with the form (and with the server's page), not when the first message shows, which
  // would hide the form while they load and lose the focus on the first wrong field.
  useTexts(validationMessages);
  useTexts(apiMessages);
  // Publish as shows once the person's organizations are known: its words are there by then.
  useTexts(organizationEventsTexts);
  useTexts(shiftTexts);
  const submitLabels = {
    create: { label: t.submit, busyLabel: t.submitting },
    edit: { label: t.save, busyLabel: t.saving },
  }[purpose];
  const idPrefix = useId();
  const errors = form.formState.errors;
  // Drawn by the server for a signed-in organizer (decision 025): nothing can be typed before the
  // script that keeps it has run, as the form library would reset it then.
  const hydrated = useHydrated();
  // With shifts, the event's start, duration and places are theirs: a summary stands in for their fields.
  const withShifts = useWatch({ control: form.control, name: 'shifts' }).length > 0;
  const text = (name: 'title' | 'location' | 'organizer', label: string, options: { placeholder?: string; autoComplete?: string } = {}) => (
    <FormField id={`${idPrefix}-${name}`} label={label} error={errors[name]?.message}>
      {(control) => (
        <input
          {...control}
          {...registerDrawn(form, name)}
          placeholder={options.placeholder}
          autoComplete={options.autoComplete ?? 'off'}
          className={`input w-full ${control['aria-invalid'] ? 'input-error' : ''}`}
        />
      )}
    </FormField>
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={busy} inert={!hydrated} className="@container flex flex-col gap-6">
        <div className="grid gap-4 @xl:grid-cols-2">
          <div className="@xl:col-span-2">{text('title', t.title, { placeholder: t.titlePlaceholder })}</div>
          <FormField id={`${idPrefix}-description`} label={t.description} error={errors.description?.message} className="@xl:col-span-2">
            {(control) => (
              <textarea
                {...control}
                {...registerDrawn(form, 'description')}
                rows={5}
                placeholder={t.descriptionPlaceholder}
                className={`textarea w-full ${control['aria-invalid'] ? 'textarea-error' : ''}`}
              />
            )}
          </FormField>
          <FormField id={`${idPrefix}-type`} label={t.type} error={errors.type?.message}>
            {(control) => (
              <select {...control} {...registerDrawn(form, 'type')} className={`select w-full ${control['aria-invalid'] ? 'select-error' : ''}`}>
                <option value="">{t.typePlaceholder}</option>
                {EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeNames[type]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {!withShifts && <DateTimeField id={`${idPrefix}-date`} />}
          <TimeZoneField id={`${idPrefix}-timeZone`} />
          {withShifts ? <ShiftSummary className="@xl:col-span-2" /> : <DurationField id={`${idPrefix}-durationMinutes`} />}
          <div className="@xl:col-span-2">{text('location', t.location, { placeholder: t.locationPlaceholder })}</div>
          <PinField idPrefix={idPrefix} className="@xl:col-span-2" />
          <div className="@xl:col-span-2">
            <label className="flex items-start gap-3" htmlFor={`${idPrefix}-creditScheduledHours`}>
              <input
                id={`${idPrefix}-creditScheduledHours`}
                type="checkbox"
                className="checkbox checkbox-sm mt-0.5"
                aria-describedby={`${idPrefix}-creditScheduledHours-hint`}
                {...form.register('creditScheduledHours')}
                defaultChecked={Boolean(form.formState.defaultValues?.creditScheduledHours)}
              />
              <span className="text-sm">{t.creditScheduledHours}</span>
            </label>
            <p id={`${idPrefix}-creditScheduledHours-hint`} className="text-base-content/70 mt-1 ms-8 text-sm">
              {t.creditScheduledHoursHint}
            </p>
          </div>
          {publishAs}
          {text('organizer', t.organizer, { autoComplete: 'name' })}
          {!withShifts && (
            <FormField id={`${idPrefix}-volunteersNeeded`} label={t.volunteersNeeded} error={errors.volunteersNeeded?.message}>
              {(control) => (
                <input
                  {...control}
                  {...registerDrawn(form, 'volunteersNeeded')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  className={`input w-full ${control['aria-invalid'] ? 'input-error' : ''}`}
                />
              )}
            </FormField>
          )}
          <ImageUrlField id={`${idPrefix}-imageUrl`} className="@xl:col-span-2" />
        </div>
        <ShiftRows idPrefix={idPrefix} saved={shifts?.saved} closed={shifts?.closed} />
        {series?.(idPrefix)}
        <RichContentRows idPrefix={idPrefix} suggested={purpose === 'create'} />
        {error && (
          <div role="alert" className="alert alert-error alert-soft">
            {error}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          {secondaryAction}
          <SubmitButton busy={busy} {...submitLabels} />
        </div>
      </form>
    </FormProvider>
  );
}
