import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useState } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

/** The system share sheet where the browser has one; otherwise the link goes to the clipboard. */
export function ShareEventButton({ title }: { title: string }) {
  const t = useTexts(eventDetailsMessages);
  const [status, setStatus] = useState('');

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet rejects too; there is nothing to tell the user.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t.linkCopied);
    } catch {
      setStatus(t.linkNotCopied);
    }
  }

  return (
    <div>
      <button type="button" className="btn btn-outline w-full" onClick={share}>
        <StrokeIcon
          className="size-5"
          d="M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4"
        />
        {t.share}
      </button>
      {/* Always present so the message is announced; takes no room until there is one. */}
      <p role="status" className="mt-2 text-center text-sm text-base-content/80 empty:mt-0">
        {status}
      </p>
    </div>
  );
}
