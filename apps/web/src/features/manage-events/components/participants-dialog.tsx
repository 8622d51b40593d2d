import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { useDownloadParticipantsCsv } from '../api/download-participants-csv.ts';
import { useParticipants } from '../api/get-participants.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

type ParticipantsDialogProps = {
  event: VolunteerEvent | null;
  onClose: () => void;
};

/** Who joined an event (name and e-mail), with the same list as a CSV file. */
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
      {event && <ParticipantsBody eventId={event._id} timeZone={event.timeZone} />}
    </Dialog>
  );
}

function ParticipantsBody({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const text = useTexts(manageEventsTexts);
  const { locale } = useLanguage();
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
      {participants.length > 0 && (
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
                {text.joinedOn} <time dateTime={participant.joinedAt}>{formatEventDateTime(participant.joinedAt, timeZone, locale)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
