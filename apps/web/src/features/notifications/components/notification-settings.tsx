import { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '@volunteering/shared/notification-schemas';
import { notificationsTexts } from '@volunteering/shared/texts/notifications';
import { useId, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';
import type { Shown } from '../../../lib/message-text.ts';

const HINTS = { reminders: 'remindersHint', announcements: 'announcementsHint', waitlist: 'waitlistHint', digest: 'digestHint' } as const satisfies Record<
  NotificationKind,
  keyof typeof notificationsTexts
>;

/** The profile's Notifications: one switch per kind of mail, each saved as soon as it is flipped (decision 035). */
export function NotificationSettingsSection() {
  const t = useTexts(notificationsTexts);
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  // What the last flip came to: said once it is saved, or that it was not.
  const [outcome, setOutcome] = useState<{ saved: true } | { saved: false; message: Shown } | null>(null);

  function flip(current: NotificationSettings, kind: NotificationKind, on: boolean) {
    setOutcome(null);
    save.mutate(
      { ...current, [kind]: on },
      {
        onSuccess: () => setOutcome({ saved: true }),
        onError: (error) => setOutcome({ saved: false, message: error }),
      },
    );
  }

  let content;
  if (settings.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2 text-base-content/80">
        <Spinner />
        {t.loading}
      </p>
    );
  } else if (settings.error) {
    content = <ErrorState title={t.loadError} error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  } else {
    const current = settings.data;
    content = (
      <>
        <ul className="space-y-4">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <Switch label={t[kind]} hint={t[HINTS[kind]]} on={current[kind]} onChange={(on) => flip(current, kind, on)} />
            </li>
          ))}
        </ul>
        <p role="status" className="mt-4 flex min-h-6 items-center gap-2 text-sm font-medium">
          {save.isPending ? (
            <>
              <Spinner size="xs" />
              {t.saving}
            </>
          ) : outcome?.saved ? (
            t.saved
          ) : null}
        </p>
        {outcome && !outcome.saved && !save.isPending && (
          <p role="alert" className="mt-4 rounded-box border border-error bg-error/10 p-3">
            {t.saveError} <Message text={outcome.message} />
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <p className="mb-4 text-base-content/80">{t.intro}</p>
      {content}
    </>
  );
}

/** A checkbox that reads as a switch: its label names it, its hint describes it, Space flips it. */
function Switch({ label, hint, on, onChange }: { label: string; hint: string; on: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="cursor-pointer font-medium">
          {label}
        </label>
        <p id={hintId} className="text-sm text-base-content/80">
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="toggle toggle-primary mt-0.5 shrink-0"
        checked={on}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
