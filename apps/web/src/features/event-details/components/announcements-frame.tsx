import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

/** The section with its heading, and `children` below it. */
export function AnnouncementsFrame({ children }: { children: ReactNode }) {
  const text = useTexts(announcementsTexts);
  return (
    <section aria-labelledby="announcements-heading" className="space-y-3">
      <h2 id="announcements-heading" className="text-2xl font-bold">
        {text.heading}
      </h2>
      {children}
    </section>
  );
}

/** The section while its code or its list loads: the same height as a list of none, so nothing below moves. */
export function AnnouncementsLoading() {
  const text = useTexts(announcementsTexts);
  return (
    <AnnouncementsFrame>
      <p role="status" className="flex items-center gap-2">
        <Spinner />
        {text.loading}
      </p>
    </AnnouncementsFrame>
  );
}
