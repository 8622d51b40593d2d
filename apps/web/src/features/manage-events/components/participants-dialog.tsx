import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useDownloadParticipantsCsv } from '../api/download-participants-csv.ts';
import { useAttendance } from '../api/get-attendance.ts';
import { useParticipants } from '../api/get-participants.ts';
import { useWaitingPeople } from '../api/get-waiting-people.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { ShiftPeople } from './shift-people.tsx';

type ParticipantsDialogProps = {
  event: VolunteerEvent | null;
  onClose: () => void;
};

/**
 * Who joined an event (name and e-mail), with the same list as a CSV file, and who waits for a place;
 * for an event with shifts, its people shift by shift (issue 38).
 */
export function ParticipantsDialog({ event, onClose }: ParticipantsDialogProps) {
  const text = useTexts(manageEventsTexts);
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      title={text.participantsTitle(event?.title ?? '')}
      className="sm:max-w-xl"
      actions={
        <button type="button" className="btn" data-autofocus onClick={onClose}>
          {text.close}
        </button>
      }
    >
      {event && (
        <div className="space-y-6">
          <ParticipantsBody eventId={event._id} listed={event.shifts.length === 0} />
          {/* An event with shifts has a waitlist per shift, counted on each shift's row. */}
          {event.shifts.length > 0 ? <ShiftsBody event={event} /> : <WaitlistBody eventId={event._id} />}
        </div>
      )}
    </Dialog>
  );
}

/** The count and the CSV, and (`listed`) everyone in one list; an event with shifts lists them per shift instead. */
function ParticipantsBody({ eventId, listed }: { eventId: string; listed: boolean }) {
  const text = useTexts(manageEventsTexts);
  const query = useParticipants(eventId);
  const download = useDownloadParticipantsCsv();

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-4">
        <Spinner />
        {text.participantsLoading}
      </div>
    );
  }
  if (query.error) {
    return <ErrorState title={text.participantsLoadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const participants = query.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{participants.length === 0 ? text.participantsEmpty : text.participantsCount(participants.length)}</p>
        <button type="button" className="btn btn-primary btn-sm" disabled={download.isPending} onClick={() => download.mutate(eventId)}>
          {download.isPending && <Spinner size="xs" />}
          {download.isPending ? text.downloading : text.downloadCsv}
        </button>
      </div>
      {download.error && (
        <p role="alert" className="text-error">
          {text.downloadFailed} <Message text={download.error} />
        </p>
      )}
      {listed && participants.length > 0 && (
        <ul className="max-h-80 divide-y divide-base-300 overflow-y-auto rounded-box border border-base-300">
          {participants.map((participant) => (
            <li key={participant.email} className="px-4 py-3 text-left">
              <p className="font-medium text-base-content">{participant.name}</p>
              <p className="break-all text-sm">
                <a className="link" href={`mailto:${participant.email}`}>
                  {participant.email}
                </a>
              </p>
              <p className="text-xs">
                {text.joinedOn} <TimeAgo iso={participant.joinedAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The people of each shift, as the attendance sheet names them: by shift, with their e-mails. */
function ShiftsBody({ event }: { event: VolunteerEvent }) {
  const text = useTexts(manageEventsTexts).shifts;
  const query = useAttendance(event._id);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner />
        {text.loading}
      </p>
    );
  }
  if (query.error) return <ErrorState title={text.loadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <ShiftPeople event={event} shifts={query.data.shifts ?? []} />;
}

/** Who waits for a place, first in line first: the next freed place goes to the first. */
function WaitlistBody({ eventId }: { eventId: string }) {
  const text = useTexts(manageEventsTexts);
  const query = useWaitingPeople(eventId);
  let content;
  if (query.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2">
        <Spinner />
        {text.waitlistLoading}
      </p>
    );
  } else if (query.error) {
    content = <ErrorState title={text.waitlistLoadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    const people = query.data;
    content = (
      <>
        <p>{people.length === 0 ? text.waitlistEmpty : text.waitlistCount(people.length)}</p>
        {people.length > 0 && (
          <ol className="max-h-60 divide-y divide-base-300 overflow-y-auto rounded-box border border-base-300">
            {people.map((person) => (
              <li key={person.email} className="flex gap-3 px-4 py-3 text-left">
                <span className="badge badge-ghost shrink-0 tabular-nums">#{person.position}</span>
                <div className="min-w-0">
                  <p className="font-medium text-base-content">{person.name}</p>
                  <p className="text-sm">
                    <a className="link" href={`mailto:${person.email}`}>
                      {person.email}
                    </a>
                  </p>
                  <p className="text-xs">
                    {text.joinedWaitlist} <TimeAgo iso={person.since} />
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={`waitlist-${eventId}`} className="space-y-3">
      <h3 id={`waitlist-${eventId}`} className="text-lg font-semibold">
        {text.waitlistHeading}
      </h3>
      {content}
    </section>
  );
}
