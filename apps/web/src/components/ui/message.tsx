import { useMessage } from '../../lib/use-message.ts';
import { EnglishUntilLoaded } from './english-until-loaded.tsx';

/**
 * A message that arrives as English text (a schema's check, the server's answer or refusal) in the
 * page's language: `useMessage` where a hook cannot be called, inside a condition.
 */
export function Message({ text }: { text: string }) {
  return (
    <EnglishUntilLoaded english={text}>
      <Translated text={text} />
    </EnglishUntilLoaded>
  );
}

function Translated({ text }: { text: string }) {
  return useMessage(text);
}
