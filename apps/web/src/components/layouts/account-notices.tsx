import { useState, type ReactNode } from 'react';
import { verificationTexts } from '@volunteering/shared/texts/verification';
import { apiMessages } from '@volunteering/shared/texts/api';
import { ApiError, apiRequest, failureMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { useLocation } from '../../lib/router.tsx';
import { Message } from '../ui/message.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { StrokeIcon } from '../ui/stroke-icon.tsx';
import { answerOf, messageOf } from '@volunteering/shared/i18n/messages';
import type { Shown } from '../../lib/message-text.ts';

/** What a register sends Home with: the address the link went to. */
export type CheckInboxState = { checkInbox?: string } | null;

const TONES = {
  info: 'border-info bg-info/10',
  success: 'border-success bg-success/10',
  warning: 'border-warning bg-warning/10',
} as const;

function Strip({ tone, children, onClose, closeLabel }: { tone: keyof typeof TONES; children: ReactNode; onClose?: () => void; closeLabel: string }) {
  return (
    <div className={`mb-6 flex items-start gap-3 rounded-box border p-4 ${TONES[tone]}`}>
      <div className="min-w-0 flex-1">{children}</div>
      {onClose && (
        <button type="button" className="btn btn-ghost btn-sm btn-square -my-1" aria-label={closeLabel} onClick={onClose}>
          <StrokeIcon className="size-4" d="M6 6l12 12M18 6L6 18" />
        </button>
      )}
    </div>
  );
}

/**
 * At the top of the page: "check your inbox" after a sign-up, the result of a followed link, and until
 * the address is confirmed a banner with "Send the link again" (issue 16).
 */
export function AccountNotices() {
  const t = useTexts(verificationTexts);
  const { user } = useAuth();
  const { search, state } = useLocation();
  const params = new URLSearchParams(search);
  const followed = params.has('verified') ? (params.has('error') ? 'expired' : 'confirmed') : null;
  const checkInbox = (state as CheckInboxState)?.checkInbox;
  const [closed, setClosed] = useState<string[]>([]);
  const close = (key: string) => () => setClosed((keys) => [...keys, key]);
  const open = (key: string) => !closed.includes(key);

  return (
    <div>
      {checkInbox && open('inbox') && (
        <Strip tone="info" onClose={close('inbox')} closeLabel={t.close}>
          <p role="status">
            <strong className="block">{t.checkInboxTitle}</strong>
            {t.checkInboxBody(checkInbox)}
          </p>
        </Strip>
      )}
      {followed && open('followed') && (
        <Strip tone={followed === 'confirmed' ? 'success' : 'warning'} onClose={close('followed')} closeLabel={t.close}>
          <p role="status">{followed === 'confirmed' ? t.verified : t.linkExpired}</p>
        </Strip>
      )}
      {user?.emailVerified === false && <ConfirmBanner email={user.email} />}
    </div>
  );
}

function ConfirmBanner({ email }: { email: string }) {
  const t = useTexts(verificationTexts);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Shown | null>(null);

  async function sendAgain() {
    setSending(true);
    setAnswer(null);
    try {
      await apiRequest('/auth/send-verification-email', { method: 'POST', body: { email } });
      setAnswer(t.sent);
    } catch (error) {
      setAnswer(error instanceof ApiError && error.status === 429 ? answerOf(messageOf(apiMessages, 'tooManyRequests')) : failureMessage(error as Error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Strip tone="warning" closeLabel={t.close}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>{t.banner(email)}</p>
        <button type="button" className="btn btn-sm btn-outline shrink-0 self-start sm:self-center" disabled={sending} onClick={sendAgain}>
          {sending && <Spinner />}
          {sending ? t.sending : t.sendAgain}
        </button>
      </div>
      <p role="status" className="empty:hidden mt-1 font-medium">
        {answer && <Message text={answer} />}
      </p>
    </Strip>
  );
}
