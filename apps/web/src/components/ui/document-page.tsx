import { uiTexts } from '@volunteering/shared/texts/ui';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/i18n.tsx';

type DocumentPageProps = {
  title: string;
  /** Shown as "Last updated …" under the heading, for policies. */
  lastUpdated?: string;
  intro: ReactNode;
  children: ReactNode;
};

/** A page of reading text (About, Privacy Policy, Terms of Service): one column, comfortable line length. */
export function DocumentPage({ title, lastUpdated, intro, children }: DocumentPageProps) {
  const t = useTexts(uiTexts);
  return (
    <article className="mx-auto max-w-3xl">
      <title>{t.documentTitle(title)}</title>
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {lastUpdated && <p className="mt-2 text-sm text-base-content/80">{t.lastUpdated(lastUpdated)}</p>}
      <div className="mt-6 text-lg text-base-content/90">{intro}</div>
      <div className="mt-2">{children}</div>
    </article>
  );
}

export function DocumentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-base-content/90 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">{children}</div>
    </section>
  );
}
