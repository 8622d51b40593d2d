import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useTexts } from '../../../lib/i18n.tsx';
import { useNavigate } from '../../../lib/router.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PAGES, pagePath } from '@volunteering/shared/pages';

type LoginPromptDialogProps = {
  open: boolean;
  onClose: () => void;
  eventId: string;
  /** What signing in is for: joining the event or its waitlist. */
  body: string;
};

/** "Please Log In" (spec section 8): the login page brings the user back to this event. */
export function LoginPromptDialog({ open, onClose, eventId, body }: LoginPromptDialogProps) {
  const text = useTexts(eventDetailsMessages);
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      icon="info"
      title={text.loginTitle}
      actions={
        <>
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            onClick={() => navigate(PAGES.login.path, { state: { from: pagePath('eventDetails', { id: eventId }) } })}
          >
            {text.loginConfirm}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {text.loginCancel}
          </button>
        </>
      }
    >
      <p>{body}</p>
    </Dialog>
  );
}
