import { DURATION_MINUTES, SHIFT_LIMITS } from '@volunteering/shared/constants';
import type { EventFormValues, EventShift, ShiftRowValues } from '@volunteering/shared/event-schemas';
import { instantOf, isTimeZone, readingOf, wallTimeOf } from '@volunteering/shared/event-time';
import { formatEventEnd, zoneLabel } from '@volunteering/shared/event-time-format';
import { durationMessages } from '@volunteering/shared/texts/duration';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { shiftTexts } from '@volunteering/shared/texts/shifts';
import { Suspense, useRef } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useMessageText } from '../../../lib/message-text.ts';
import { EventDatePicker } from './date-time-field.tsx';
import { PLUS_ICON, RemoveButton } from './rich-content-rows.tsx';
import { zoneChoiceLabel } from './time-zone-choices.ts';

const COPY_ICON = 'M8 8h11v11H8zM5 16V5h11';
const STEP_MINUTES = 30;
/** The ends a shift may have: every 30 minutes from its shortest to its longest length. */
const LENGTHS = Array.from({ length: (DURATION_MINUTES.max - DURATION_MINUTES.min) / STEP_MINUTES + 1 }, (_, i) => DURATION_MINUTES.min + i * STEP_MINUTES);

const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** A new row: the first takes the event's own start, duration and places, as far as they are filled in. */
export function newShiftRow(values: EventFormValues): ShiftRowValues {
  const first = values.shifts.length === 0;
  return {
    title: '',
    description: '',
    start: first && isValidDate(values.date) ? values.date : null,
    durationMinutes: first && values.durationMinutes ? values.durationMinutes : String(DURATION_MINUTES.default),
    capacity: first ? values.volunteersNeeded : '',
    restricted: false,
  };
}

type ShiftRowsProps = {
  idPrefix: string;
  /** The event's saved shifts (an edit): how many people each holds. */
  saved?: readonly EventShift[];
  /** People joined the event as a whole: it cannot be split into shifts now. */
  closed?: boolean;
};

/** The event's shifts (issue 38): optional rows of role, time and places, added, copied and removed. */
export function ShiftRows({ idPrefix, saved = [], closed = false }: ShiftRowsProps) {
  const texts = useTexts(eventFormTexts);
  const t = texts.shifts;
  const fieldTexts = useTexts(shiftTexts).fields;
  const form = useFormContext<EventFormValues>();
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'shifts' });
  const timeZone = useWatch({ control, name: 'timeZone' });
  const { locale } = useLanguage();
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = `${idPrefix}-shifts`;
  const zoneId = `${idPrefix}-shifts-zone`;
  const full = fields.length >= SHIFT_LIMITS.max;
  const listError = formState.errors.shifts?.root?.message ?? formState.errors.shifts?.message;
  const joinedIn = new Map(saved.map((shift) => [shift.id, shift.joined]));

  function copyLast() {
    const last = form.getValues(`shifts.${fields.length - 1}`);
    append({ ...last, shiftId: undefined }, { focusName: `shifts.${fields.length}.title` });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-base-300 pt-6">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t.heading}
        </h2>
        <p className="text-sm text-base-content/70">{t.intro}</p>
        {fields.length > 0 && isTimeZone(timeZone) && (
          <p id={zoneId} className="mt-1 text-sm text-base-content/70">
            {t.zone(zoneChoiceLabel(timeZone, new Date(), locale, texts.timeZoneOption))}
          </p>
        )}
      </div>
      {listError && <ListError message={listError} />}
      {fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {fields.map((row, index) => (
            <ShiftRow
              key={row.id}
              id={`${idPrefix}-shift-${index}`}
              index={index}
              zoneId={zoneId}
              joined={joinedIn.get(form.getValues(`shifts.${index}.shiftId`) ?? '') ?? 0}
              onRemove={() => {
                remove(index);
                addRef.current?.focus();
              }}
            />
          ))}
        </ol>
      )}
      {closed ? (
        <p className="text-sm">{fieldTexts.joinedAsWhole}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            ref={addRef}
            type="button"
            className="btn btn-outline btn-sm"
            disabled={full}
            onClick={() => append(newShiftRow(form.getValues()), { focusName: `shifts.${fields.length}.title` })}
          >
            <StrokeIcon className="size-4" d={PLUS_ICON} />
            {t.add}
          </button>
          {fields.length > 0 && (
            <button type="button" className="btn btn-outline btn-sm" disabled={full} onClick={copyLast}>
              <StrokeIcon className="size-4" d={COPY_ICON} />
              {t.copyLast}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** A refusal of the shifts as a whole (too many; people joined the event as a whole), in the page's language. */
function ListError({ message }: { message: string }) {
  const shown = useMessageText(message);
  return (
    <p role="alert" className="alert alert-error alert-soft text-sm">
      {shown}
    </p>
  );
}

type ShiftRowProps = { id: string; index: number; zoneId: string; joined: number; onRemove: () => void };

function ShiftRow({ id, index, zoneId, joined, onRemove }: ShiftRowProps) {
  const t = useTexts(eventFormTexts).shifts;
  const form = useFormContext<EventFormValues>();
  const { register, formState } = form;
  const errors = formState.errors.shifts?.[index];
  return (
    <li>
      <fieldset className="flex items-start gap-2 rounded-box border border-base-300 p-3">
        <legend className="px-1 font-medium">{t.shift(index + 1)}</legend>
        <div className="grid grow gap-3 @xl:grid-cols-2">
          <FormField id={`${id}-title`} label={t.role} error={errors?.title?.message}>
            {(field) => (
              <input
                {...field}
                {...register(`shifts.${index}.title`)}
                placeholder={t.rolePlaceholder}
                autoComplete="off"
                className={`input w-full ${field['aria-invalid'] ? 'input-error' : ''}`}
              />
            )}
          </FormField>
          <FormField id={`${id}-capacity`} label={t.places} hint={joined > 0 ? t.joined(joined) : undefined} error={errors?.capacity?.message}>
            {(field) => (
              <input
                {...field}
                {...register(`shifts.${index}.capacity`)}
                type="number"
                inputMode="numeric"
                min={Math.max(1, joined)}
                max={SHIFT_LIMITS.capacityMax}
                step={1}
                className={`input w-full ${field['aria-invalid'] ? 'input-error' : ''}`}
              />
            )}
          </FormField>
          <ShiftStart id={`${id}-start`} index={index} zoneId={zoneId} />
          <ShiftEnd id={`${id}-end`} index={index} />
          <FormField id={`${id}-description`} label={t.description} error={errors?.description?.message} className="@xl:col-span-2">
            {(field) => <textarea {...field} {...register(`shifts.${index}.description`)} rows={1} className="textarea field-sizing-content min-h-10 w-full" />}
          </FormField>
          <label className="flex cursor-pointer items-center gap-2 text-sm @xl:col-span-2">
            <input type="checkbox" className="checkbox checkbox-sm" {...register(`shifts.${index}.restricted`)} />
            {t.restricted}
          </label>
        </div>
        <RemoveButton label={t.remove(index + 1)} onClick={onRemove} />
      </fieldset>
    </li>
  );
}

/** The shift's start: the event form's own picker (its days and 30-minute slots), on the event's clock. */
function ShiftStart({ id, index, zoneId }: { id: string; index: number; zoneId: string }) {
  const t = useTexts(eventFormTexts).shifts;
  const texts = useTexts(eventFormTexts);
  const { control } = useFormContext<EventFormValues>();
  const timeZone = useWatch({ control, name: 'timeZone' });
  return (
    <Controller
      control={control}
      name={`shifts.${index}.start`}
      render={({ field, fieldState }) => (
        <FormField id={id} label={t.start} error={fieldState.error?.message}>
          {(control) => {
            const describedBy = [zoneId, control['aria-describedby']].filter(Boolean).join(' ');
            return (
              <Suspense fallback={<input {...control} className="input w-full" placeholder={texts.datePlaceholder} disabled />}>
                <EventDatePicker
                  id={id}
                  name={field.name}
                  value={field.value}
                  timeZone={timeZone}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  pickerRef={field.ref}
                  placeholder={texts.datePlaceholder}
                  invalid={Boolean(control['aria-invalid'])}
                  describedBy={describedBy}
                />
              </Suspense>
            );
          }}
        </FormField>
      )}
    />
  );
}

/**
 * A time on the event's clock as the event's times read ("4:00 PM", "বিকাল ৪:০০"), without the zone's
 * label, which the rows' zone line gives once: the shared formatters' own, so Home loads nothing more.
 */
function clockOf(instant: Date, timeZone: string, locale: string): string {
  const iso = instant.toISOString();
  const time = formatEventEnd(iso, iso, timeZone, locale);
  const label = zoneLabel(instant, timeZone, locale);
  return time.endsWith(label) ? time.slice(0, -label.length).trim() : time;
}

/** The shift's end: a time after its start on the event's clock (every 30 minutes, with the length), kept as the minutes after it so it moves with the start. */
function ShiftEnd({ id, index }: { id: string; index: number }) {
  const t = useTexts(eventFormTexts).shifts;
  const durations = useTexts(durationMessages);
  const { locale } = useLanguage();
  const { control, register, formState } = useFormContext<EventFormValues>();
  const [start, minutes, timeZone] = useWatch({ control, name: [`shifts.${index}.start`, `shifts.${index}.durationMinutes`, 'timeZone'] });
  const from = isValidDate(start) && isTimeZone(timeZone) ? instantOf(readingOf(start), timeZone) : null;
  // A saved shift's length off the 30-minute grid stays offered, so it shows as it is.
  const saved = Number(minutes);
  const lengths = Number.isInteger(saved) && saved > 0 && !LENGTHS.includes(saved) ? [...LENGTHS, saved].sort((a, b) => a - b) : LENGTHS;
  const label = (length: number) => {
    if (!from) return durations.label(length);
    const end = new Date(from.getTime() + length * 60_000);
    const sameDay = wallTimeOf(end, timeZone).day === wallTimeOf(from, timeZone).day;
    return (sameDay ? t.endOption : t.endNextDay)(clockOf(end, timeZone, locale), durations.label(length));
  };
  return (
    <FormField id={id} label={t.end} error={formState.errors.shifts?.[index]?.durationMinutes?.message}>
      {(field) => (
        <select {...field} {...register(`shifts.${index}.durationMinutes`)} className={`select w-full ${field['aria-invalid'] ? 'select-error' : ''}`}>
          {lengths.map((length) => (
            <option key={length} value={String(length)}>
              {label(length)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
