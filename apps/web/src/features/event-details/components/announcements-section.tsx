import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { useMarkAnnouncementsRead } from '../api/mark-announcements-read.ts';
import { AnnouncementsFrame, AnnouncementsLoading } from './announcements-frame.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

const ICON_MEGAPHONE = 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm12.5-3.5a6 6 0 0 1 0 9M18.5 5a9.5 9.5 0 0 1 0 14';

type SectionProps = {
  eventId: string;
  viewerEmail: string;
  participant: boolean;
  owner: boolean;
  /** "Report" beside an announcement, by its author (null: none, as on one's own). */
  reportAuthor?: (authorId: string) => ReactNode;
};

export function AnnouncementsSection({ eventId, viewerEmail, participant, owner, reportAuthor }: SectionProps) {
  const text = useTexts(announcementsTexts);
  const query = useAnnouncements(eventId, viewerEmail);
  const { mutate: markRead } = useMarkAnnouncementsRead(eventId);
  const marked = useRef(false);

  // Shown to a participant is read: once per visit, after the list has loaded.
  useEffect(() => {
    if (!participant || !query.isSuccess || marked.current) return;
    marked.current = true;
    markRead();
  }, [participant, query.isSuccess, markRead]);

  if (query.isPending) return <AnnouncementsLoading />;
  return (
    <AnnouncementsFrame>
      {query.isError ? (
        <ErrorState title={text.loadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <p className="text-base-content/80">{owner ? text.emptyOwner(text.announce) : text.empty}</p>
      ) : (
        <ol className="space-y-3">
          {query.data.map((announcement) => {
            const report = announcement.authorId && reportAuthor ? reportAuthor(announcement.authorId) : null;
            return (
              <li key={announcement.id} className="flex flex-wrap gap-3 rounded-box border border-base-300 bg-base-100 p-4">
                <StrokeIcon className="mt-0.5 size-5 shrink-0 text-primary" d={ICON_MEGAPHONE} />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="text-sm text-base-content/80">
                    {text.postedAt} <TimeAgo iso={announcement.createdAt} />
                  </p>
                  <p className="whitespace-pre-line break-words leading-relaxed">{announcement.message}</p>
                </div>
                {report && (
                  // Its words may still be loading in another language: the rest of the list does not wait.
                  // Beside the message on a wide screen, below it on a phone.
                  <Suspense fallback={null}>
                    <div className="-my-1 -mr-2 flex w-full shrink-0 justify-end self-start sm:w-auto">{report}</div>
                  </Suspense>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </AnnouncementsFrame>
  );
}
