import { Dialog } from '../../../components/ui/dialog.tsx';
import { Message } from '../../../components/ui/message.tsx';
import type { Shown } from '../../../lib/message-text.ts';

/** What a join or waitlist action ended in, when it did not work. */
export type Failure = 'error' | { refused: Shown };

type FailureDialogsProps = {
  /** The panel's dialog on show, whatever its kind: these two open for a failure only. */
  dialog: string | Failure | null;
  onClose: () => void;
  text: { refusedTitle: string; errorTitle: string; errorBody: string };
  okLabel: string;
};

/** The server's refusal ("Oops!" with its reason) and the failed request ("Error"), for the event page's actions. */
export function FailureDialogs({ dialog, onClose, text, okLabel }: FailureDialogsProps) {
  const refused = typeof dialog === 'object' && dialog !== null ? dialog.refused : null;
  return (
    <>
      <Dialog open={refused !== null} onClose={onClose} icon="error" title={text.refusedTitle} okLabel={okLabel}>
        <p>{refused !== null && <Message text={refused} />}</p>
      </Dialog>
      <Dialog open={dialog === 'error'} onClose={onClose} icon="error" title={text.errorTitle} okLabel={okLabel}>
        <p>{text.errorBody}</p>
      </Dialog>
    </>
  );
}
