// @vitest-environment happy-dom
// A message of ours reaches a screen as a code and values (decision 049): the page writes it from
// its own catalogs in the language on view, whatever words came with it.
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import bnApi from '../../../../packages/shared/src/texts/bn/api.json' with { type: 'json' };
import bnValidation from '../../../../packages/shared/src/texts/bn/validation.json' with { type: 'json' };

let i18n: typeof import('./i18n.tsx');
let messageText: typeof import('./message-text.ts');
let messages: typeof import('@volunteering/shared/i18n/messages');
let validationMessages: typeof import('@volunteering/shared/texts/validation').validationMessages;
// Each test starts on a page that has loaded no catalog.
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./i18n.tsx');
  messageText = await import('./message-text.ts');
  messages = await import('@volunteering/shared/i18n/messages');
  ({ validationMessages } = await import('@volunteering/shared/texts/validation'));
  await import('@volunteering/shared/texts/api');
});

function Shows({ shown }: { shown: import('./message-text.ts').Shown }) {
  return <p>{messageText.useMessageText(shown)}</p>;
}

/** What the message reads on a page in `language` once its catalog is there. */
async function shownIn(language: 'en' | 'bn', shown: import('./message-text.ts').Shown, expected: string) {
  const container = document.createElement('div');
  const root = createRoot(container);
  root.render(
    <i18n.LanguageProvider initial={language}>
      <Shows shown={shown} />
    </i18n.LanguageProvider>,
  );
  await vi.waitFor(() => expect(container.textContent).toBe(expected));
  root.unmount();
}

describe('a message on a Bangla page', () => {
  it('is a schema’s code written from the Bangla catalog, its value in Bangla digits', async () => {
    const code = messages.schemaMessage(validationMessages, 'tooLong', 120);
    await shownIn('bn', code, bnValidation.tooLong.replace('{0, number}', '১২০'));
  });

  it('is the page’s own text for a code it knows, not the words the server sent', async () => {
    await shownIn('bn', { code: 'api.eventFull', message: 'This event is full.' }, bnApi.eventFull);
  });

  it('is the server’s words for a code the page does not know, and words as they are', async () => {
    await shownIn('bn', { code: 'elsewhere.refused', message: 'সার্ভারের কথা' }, 'সার্ভারের কথা');
    await shownIn('bn', 'River cleanup at Hatirjheel', 'River cleanup at Hatirjheel');
  });
});

describe('a message on an English page', () => {
  it('is the English text, as the spec writes it', async () => {
    await shownIn('en', messages.schemaMessage(validationMessages, 'tooLong', 5000), 'Keep this under 5000 characters.');
    await shownIn('en', { code: 'api.eventFull', message: bnApi.eventFull }, 'This event is full.');
  });
});
