import { announcementsTexts as text } from '@volunteering/shared/texts/announcements';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The section with its heading, and `children` below it. */
export function AnnouncementsFrame({ children }: { children: ReactNode }) {
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
  return (
    <AnnouncementsFrame>
      <p role="status" className="flex items-center gap-2">
        <Spinner />
        {text.loading}
      </p>
    </AnnouncementsFrame>
  );
}
