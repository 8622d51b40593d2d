// @vitest-environment happy-dom
import { Suspense, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import bnUi from '../../../../packages/shared/src/texts/bn/ui.json' with { type: 'json' };

let i18n: typeof import('./i18n.tsx');
let uiTexts: typeof import('@volunteering/shared/texts/ui').uiTexts;
// Each test starts on a page that has loaded no catalog (and texts are known only to the module that defined them).
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./i18n.tsx');
  ({ uiTexts } = await import('@volunteering/shared/texts/ui'));
});

/** A screen as the event page is: its texts first, then hooks of its own. */
function Screen() {
  const ui = i18n.useTexts(uiTexts);
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return <p data-shown={shown}>{ui.retry}</p>;
}

/** Draws the screen in Bangla as a page is first drawn: what it shows, and what React recovered from. */
async function renderInBangla() {
  const recovered: string[] = [];
  const container = document.createElement('div');
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(String(error)) });
  startTransition(() =>
    root.render(
      <i18n.LanguageProvider initial="bn">
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </i18n.LanguageProvider>,
    ),
  );
  await vi.waitFor(() => expect(container.querySelector('p[data-shown="true"]')).not.toBeNull(), { timeout: 10_000 });
  const text = container.textContent;
  root.unmount();
  return { text, recovered };
}

describe('a screen whose catalog is not loaded yet', () => {
  it('waits for it, then shows its words in Bangla, with no error React had to recover from', async () => {
    expect(await renderInBangla()).toEqual({ text: bnUi.retry, recovered: [] });
  });
  // Its module already fetched, the catalog comes between React's first try and its replay.
  it("that comes at once, as from the browser's cache, is shown with no error React had to recover from either", async () => {
    await renderInBangla();
    vi.resetModules();
    i18n = await import('./i18n.tsx');
    ({ uiTexts } = await import('@volunteering/shared/texts/ui'));
    expect(await renderInBangla()).toEqual({ text: bnUi.retry, recovered: [] });
  });
});
