import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { Attendee } from '@volunteering/shared/impact-schemas';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useAttendance } from '../api/get-attendance.ts';
import { useUpdateAttendance } from '../api/update-attendance.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

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
      {event && <AttendanceBody eventId={event._id} />}
    </Dialog>
  );
}

function AttendanceBody({ eventId }: { eventId: string }) {
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
  if (query.data.participants.length === 0) return <p>{text.empty}</p>;
  return <AttendanceForm eventId={eventId} participants={query.data.participants} />;
}

function AttendanceForm({ eventId, participants }: { eventId: string; participants: Attendee[] }) {
  const text = useTexts(attendanceTexts);
  const [present, setPresent] = useState<Record<string, boolean>>(() => Object.fromEntries(participants.map((p) => [p.email, p.attended])));
  const update = useUpdateAttendance(eventId);
  const introId = useId();
  const count = participants.filter((p) => present[p.email]).length;

  const save = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    update.mutate({ attendance: participants.map((p) => ({ email: p.email, attended: present[p.email] ?? true })) });
  };

  return (
    <form className="space-y-4" onSubmit={save} aria-describedby={introId}>
      <p id={introId}>{text.intro}</p>
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
        </button>
      </div>
      <div aria-live="polite">
        {update.isSuccess && (
          <p role="status" className="rounded-box border border-success bg-success/10 px-3 py-2 font-medium text-base-content">
            {text.saved}
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
