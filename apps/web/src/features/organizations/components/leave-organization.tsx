import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { failureMessage } from '../../../lib/api-client.ts';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { useLeaveOrganization } from '../api/organizations.ts';

/** "Leave", confirmed in a dialog; the server's refusal (the last owner) shows in it, where the person acted. */
export function LeaveOrganization({
  slug,
  name,
  onLeft,
  className = 'btn btn-outline',
}: {
  slug: string;
  name: string;
  onLeft: () => void;
  className?: string;
}) {
  const t = useTexts(organizationsTexts);
  const [open, setOpen] = useState(false);
  const leave = useLeaveOrganization(slug);
  const close = () => {
    setOpen(false);
    leave.reset();
  };
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {t.leave}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={t.leaveTitle(name)}
        actions={
          <>
            <button type="button" className="btn" data-autofocus onClick={close} disabled={leave.isPending}>
              {t.cancel}
            </button>
            <button type="button" className="btn btn-error" disabled={leave.isPending} onClick={() => leave.mutate(undefined, { onSuccess: onLeft })}>
              {leave.isPending && <Spinner />}
              {leave.isPending ? t.leaving : t.leave}
            </button>
          </>
        }
      >
        <p>{t.leaveBody}</p>
        {leave.error && (
          <p role="alert" className="alert alert-error alert-soft mt-3 text-left">
            <Message text={failureMessage(leave.error)} />
          </p>
        )}
      </Dialog>
    </>
  );
}
