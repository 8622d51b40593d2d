import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import type { AttendanceShift, Attendee } from '@volunteering/shared/impact-schemas';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { useId, useState, type FormEvent } from 'react';
import { ShiftTime } from '../../../components/events/shift-time.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useAttendance } from '../api/get-attendance.ts';
import { useUpdateAttendance } from '../api/update-attendance.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';

type AttendanceDialogProps = {
  event: VolunteerEvent | null;
  onClose: () => void;
};

/** After an event has ended, its organizer unticks the no-shows; everyone else keeps their hours. */
export function AttendanceDialog({ event, onClose }: AttendanceDialogProps) {
  const text = useTexts(attendanceTexts);
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      title={text.title(event?.title ?? '')}
      className="sm:max-w-xl"
      actions={
        <button type="button" className="btn" data-autofocus onClick={onClose}>
          {text.close}
        </button>
      }
    >
      {event && <AttendanceBody eventId={event._id} timeZone={event.timeZone} />}
    </Dialog>
  );
}

function AttendanceBody({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const text = useTexts(attendanceTexts);
  const query = useAttendance(eventId);
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-4">
        <Spinner />
        {text.loading}
      </div>
    );
  }
  if (query.error) {
    return <ErrorState title={text.loadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const { shifts } = query.data;
  if (shifts && shifts.length > 0) return <ShiftAttendanceList eventId={eventId} timeZone={timeZone} shifts={shifts} />;
  if (query.data.participants.length === 0) return <p>{text.empty}</p>;
  return <AttendanceForm eventId={eventId} participants={query.data.participants} />;
}

/** Issue 38: each shift with its time and its own sheet, to be marked once that shift has ended. */
function ShiftAttendanceList({ eventId, timeZone, shifts }: { eventId: string; timeZone: string; shifts: AttendanceShift[] }) {
  const text = useTexts(attendanceTexts).shifts;
  const nobody = useTexts(manageEventsTexts).shifts.nobody;
  const { locale } = useLanguage();
  return (
    <div className="space-y-4">
      <p>{text.intro}</p>
      <ul className="space-y-3">
        {shifts.map((shift) => (
          <li key={shift.id}>
            <section aria-labelledby={`attendance-${shift.id}`} className="space-y-3 rounded-box border border-base-300 p-3 text-left sm:p-4">
              <div className="space-y-1">
                <h3 id={`attendance-${shift.id}`} className="font-semibold break-words text-base-content">
                  {shift.title}
                </h3>
                <p className="text-sm">
                  <ShiftTime shift={shift} timeZone={timeZone} />
                </p>
              </div>
              {shift.people.length === 0 ? (
                <p className="text-sm">{nobody}</p>
              ) : shift.ended ? (
                <AttendanceForm eventId={eventId} participants={shift.people} shift={shift} />
              ) : (
                <>
                  <p className="text-sm">{text.notEnded(formatEventDateTime(shift.end, timeZone, locale))}</p>
                  <ul className="divide-y divide-base-300 rounded-box border border-base-300">
                    {shift.people.map((person) => (
                      <li key={person.email} className="px-3 py-2 font-medium text-base-content">
                        {person.name}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          </li>
        ))}
      </ul>
    </div>
  );
}

type AttendanceFormProps = {
  eventId: string;
  participants: Attendee[];
  /** An event with shifts: the shift these marks are for, saved on their own. */
  shift?: Pick<AttendanceShift, 'id' | 'title'>;
};

function AttendanceForm({ eventId, participants, shift }: AttendanceFormProps) {
  const text = useTexts(attendanceTexts);
  const [present, setPresent] = useState<Record<string, boolean>>(() => Object.fromEntries(participants.map((p) => [p.email, p.attended])));
  const update = useUpdateAttendance(eventId);
  const introId = useId();
  const count = participants.filter((p) => present[p.email]).length;

  const save = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const shiftId = shift ? { shiftId: shift.id } : {};
    update.mutate({ attendance: participants.map((p) => ({ email: p.email, attended: present[p.email] ?? true, ...shiftId })) });
  };

  return (
    <form className="space-y-4" onSubmit={save} aria-describedby={shift ? undefined : introId}>
      {!shift && <p id={introId}>{text.intro}</p>}
      <fieldset>
        <legend className="sr-only">{text.present}</legend>
        <ul className="max-h-80 divide-y divide-base-300 overflow-y-auto rounded-box border border-base-300">
          {participants.map((participant) => {
            const checked = present[participant.email] ?? true;
            return (
              <li key={participant.email} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-left">
                <div className="min-w-0">
                  <p className="font-medium text-base-content">{participant.name}</p>
                  <p className="text-sm break-all">{participant.email}</p>
                </div>
                <div className="flex items-center gap-3">
                  {!checked && <span className="badge badge-outline">{text.noShow}</span>}
                  <label className="flex cursor-pointer items-center gap-2">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-primary"
                      checked={checked}
                      aria-label={text.presentFor(participant.name)}
                      onChange={(changeEvent) => {
                        update.reset();
                        setPresent((current) => ({ ...current, [participant.email]: changeEvent.target.checked }));
                      }}
                    />
                    <span aria-hidden="true">{text.present}</span>
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{text.summary(count, participants.length)}</p>
        <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
          {update.isPending && <Spinner size="xs" />}
          {update.isPending ? text.saving : text.save}
          {shift && <span className="sr-only">{text.shifts.saveFor(shift.title)}</span>}
        </button>
      </div>
      <div aria-live="polite">
        {update.isSuccess && (
          <p role="status" className="rounded-box border border-success bg-success/10 px-3 py-2 font-medium text-base-content">
            {shift ? text.shifts.saved : text.saved}
          </p>
        )}
      </div>
      {update.error && (
        <p role="alert" className="text-error">
          {text.saveFailed} <Message text={update.error} />
        </p>
      )}
    </form>
  );
}
