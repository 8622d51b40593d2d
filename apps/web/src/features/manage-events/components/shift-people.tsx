import type { EventShift, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { ShiftPersonSchema } from '@volunteering/shared/shift-schemas';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { useId, useState, type FormEvent } from 'react';
import { ShiftTime } from '../../../components/events/shift-time.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import type { Shown } from '../../../lib/message-text.ts';
import type { AttendanceShift } from '@volunteering/shared/impact-schemas';
import { usePutShiftPerson } from '../api/put-shift-person.ts';

type ShiftPeopleProps = { event: Pick<VolunteerEvent, '_id' | 'timeZone' | 'shifts'>; shifts: AttendanceShift[] };

/** An event's people shift by shift (issue 38): each shift's role, time and places, who is in it, and a form to add a person. */
export function ShiftPeople({ event, shifts }: ShiftPeopleProps) {
  const text = useTexts(manageEventsTexts).shifts;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {text.heading}
      </h3>
      <ul className="space-y-3">
        {shifts.map((shift) => (
          <li key={shift.id}>
            <ShiftPeopleRow eventId={event._id} timeZone={event.timeZone} shift={shift} about={event.shifts.find((s) => s.id === shift.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `about`: the shift as the event answers it, for whether it is restricted and how many wait for it. */
type RowProps = { eventId: string; timeZone: string; shift: AttendanceShift; about: EventShift | undefined };

function ShiftPeopleRow({ eventId, timeZone, shift, about }: RowProps) {
  const text = useTexts(manageEventsTexts).shifts;
  // Said as the event's page says it.
  const said = useTexts(eventShiftsTexts);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="space-y-2 rounded-box border border-base-300 p-3 text-left sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={titleId} className="font-semibold break-words text-base-content">
          {shift.title}
        </h4>
        <p className="text-sm font-medium">{said.places(shift.people.length, shift.capacity)}</p>
      </div>
      <p className="text-sm">
        <ShiftTime shift={shift} timeZone={timeZone} />
      </p>
      {(about?.restricted || (about?.waitlisted ?? 0) > 0) && (
        <p className="flex flex-wrap gap-2">
          {about?.restricted && <span className="badge badge-outline badge-sm">{said.restricted}</span>}
          {(about?.waitlisted ?? 0) > 0 && <span className="badge badge-outline badge-sm">{said.waiting(about!.waitlisted)}</span>}
        </p>
      )}
      {shift.people.length === 0 ? (
        <p className="text-sm">{text.nobody}</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {shift.people.map((person) => (
            <li key={person.email} className="px-3 py-2">
              <p className="font-medium text-base-content">{person.name}</p>
              <p className="text-sm break-all">
                <a className="link" href={`mailto:${person.email}`}>
                  {person.email}
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      {/* An ended shift takes nobody (the server refuses it too). */}
      {!shift.ended && <AddPersonForm eventId={eventId} shift={shift} />}
    </article>
  );
}

/** An e-mail address and Add: the answer, good or not, shows under it on the shift's row. */
function AddPersonForm({ eventId, shift }: { eventId: string; shift: AttendanceShift }) {
  const text = useTexts(manageEventsTexts).shifts;
  const id = useId();
  const ids = { input: `${id}-email`, hint: `${id}-hint`, error: `${id}-error` };
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<Shown | null>(null);
  const put = usePutShiftPerson(eventId, shift.id);

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (put.isPending) return;
    const parsed = ShiftPersonSchema.safeParse({ email });
    put.reset();
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? '');
      document.getElementById(ids.input)?.focus();
      return;
    }
    setFieldError(null);
    put.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  // A refusal about the address itself names it; any other (not found, full, overlapping) is the answer's.
  const refusal = put.error instanceof ApiError ? (put.error.errors.find((error) => error.field === 'email') ?? put.error) : put.error;
  return (
    <form noValidate onSubmit={submit} aria-busy={put.isPending} className="space-y-1 pt-1">
      <label htmlFor={ids.input} className="text-sm font-medium text-base-content">
        {text.addPerson}
        <span className="sr-only">{text.addFor(shift.title)}</span>
      </label>
      <p id={ids.hint} className="text-xs">
        {text.addHint}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id={ids.input}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${ids.hint} ${ids.error}` : ids.hint}
          className={`input input-sm min-w-0 flex-1 basis-48 ${fieldError ? 'input-error' : ''}`}
          onChange={(changeEvent) => {
            setEmail(changeEvent.currentTarget.value);
            if (fieldError) setFieldError(null);
          }}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={put.isPending}>
          {put.isPending && <Spinner size="xs" />}
          {put.isPending ? text.adding : text.add}
          <span className="sr-only">{text.addFor(shift.title)}</span>
        </button>
      </div>
      {fieldError && (
        <p id={ids.error} className="text-sm text-base-content">
          <Message text={fieldError} />
        </p>
      )}
      <div aria-live="polite">
        {put.isSuccess && (
          <p role="status" className="rounded-box border border-success bg-success/10 px-3 py-2 text-sm font-medium text-base-content">
            <Message text={put.data} />
          </p>
        )}
      </div>
      {refusal && (
        <p role="alert" className="rounded-box border border-error bg-error/10 px-3 py-2 text-sm text-base-content">
          <strong>{text.addFailed}</strong> <Message text={refusal} />
        </p>
      )}
    </form>
  );
}
