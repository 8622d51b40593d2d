import { mapTexts } from '@volunteering/shared/texts/maps';
import { embedTexts } from '@volunteering/shared/texts/embed';
import { useId, useRef, useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { useHydrated } from '../../../lib/server-render.tsx';

/** The one line an organization pastes into its own site (issue 42): the widget the server draws at /embed/orgs/{slug}. */
export function embedSnippet(origin: string, slug: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${origin}/embed/orgs/${encodeURIComponent(slug)}" title="${escaped}" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
}

/** "Embed on your site": the snippet to read or select, and a button that copies it. */
export function EmbedSection({ slug, name }: { slug: string; name: string }) {
  const t = useTexts(mapTexts);
  const embed = useTexts(embedTexts);
  const headingId = useId();
  const codeId = useId();
  const code = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState('');
  // The address this page was served from is the widget's (the server's PUBLIC_URL).
  const origin = useHydrated() ? window.location.origin : '';
  const snippet = embedSnippet(origin, slug, embed.title(name));

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus(t.copied);
    } catch {
      code.current?.select();
      setStatus(t.notCopied);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6 print:hidden">
      <h2 id={headingId} className="mb-2 text-xl font-semibold">
        {t.embedHeading}
      </h2>
      <p className="mb-4 max-w-prose text-base-content/80">{t.embedIntro}</p>
      <label htmlFor={codeId} className="mb-1 block text-sm font-medium">
        {t.embedCode}
      </label>
      <textarea
        ref={code}
        id={codeId}
        // HTML to paste as it is, in no language.
        translate="no"
        readOnly
        rows={4}
        value={snippet}
        spellCheck={false}
        className="textarea w-full bg-base-200 font-mono text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          {t.copy}
        </button>
        <p role="status" className="text-sm">
          {status}
        </p>
      </div>
    </section>
  );
}
