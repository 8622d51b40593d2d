import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { Shown } from '../../../lib/message-text.ts';

export type DeleteStep =
  { step: 'confirm'; event: VolunteerEvent } | { step: 'deleted'; event: VolunteerEvent } | { step: 'failed'; event: VolunteerEvent; reason: Shown };

type DeleteEventDialogsProps = {
  state: DeleteStep | null;
  onConfirm: (event: VolunteerEvent) => void;
  onClose: () => void;
};

/** 'Are you sure?', then "Event Deleted!" or, when the server refused, why the card is back. */
export function DeleteEventDialogs({ state, onConfirm, onClose }: DeleteEventDialogsProps) {
  const text = useTexts(manageEventsTexts);
  const title = state?.event.title ?? '';
  return (
    <>
      <Dialog
        open={state?.step === 'confirm'}
        onClose={onClose}
        title={text.confirmTitle}
        icon="question"
        actions={
          <>
            <button type="button" className="btn" data-autofocus onClick={onClose}>
              {text.cancel}
            </button>
            <button type="button" className="btn btn-error" onClick={() => state && onConfirm(state.event)}>
              {text.delete}
            </button>
          </>
        }
      >
        <p>{text.confirmBody(title)}</p>
        {/* Those who joined are told before it goes (issue 37); the server cancels it first. */}
        {state?.step === 'confirm' && state.event.status !== 'cancelled' && state.event.volunteersJoined > 0 && (
          <p className="mt-2 font-semibold">{text.deleteTells(state.event.volunteersJoined)}</p>
        )}
      </Dialog>
      <Dialog open={state?.step === 'deleted'} onClose={onClose} title={text.deletedTitle} icon="success" okLabel={text.ok}>
        <p>{text.deletedBody(title)}</p>
      </Dialog>
      <Dialog open={state?.step === 'failed'} onClose={onClose} title={text.deleteFailedTitle} icon="error" okLabel={text.ok}>
        <p>{text.deleteFailedBody(title)}</p>
        {state?.step === 'failed' && (
          <p className="mt-2">
            <Message text={state.reason} />
          </p>
        )}
      </Dialog>
    </>
  );
}
