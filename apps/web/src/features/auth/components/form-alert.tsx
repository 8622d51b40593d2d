import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useMessageText, type Shown } from '../../../lib/message-text.ts';

/** A whole-form failure (wrong password, rate limit, no network), read out as soon as it appears. */
export function FormAlert({ message }: { message: Shown | null }) {
  const shown = useMessageText(message);
  // The live region stays in the page so a message that appears in it is announced.
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <div className="alert alert-error alert-soft items-start">
          <StrokeIcon className="size-5 shrink-0" d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <span>{shown}</span>
        </div>
      )}
    </div>
  );
}
