import { useMessageText, type Shown } from '../../lib/message-text.ts';

/**
 * A message from a schema or the server (a check, an answer, a refusal) in the page's language:
 * `useMessageText` where a hook cannot be called, inside a condition.
 */
export function Message({ text }: { text: Shown }) {
  return useMessageText(text);
}
