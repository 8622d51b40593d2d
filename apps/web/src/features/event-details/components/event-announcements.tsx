import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { AnnouncementsLoading } from './announcements-frame.tsx';

// Only the organizer and the participants see it, so visitors never load it.
const AnnouncementsSection = lazy(async () => ({ default: (await import('./announcements-section.tsx')).AnnouncementsSection }));

type EventAnnouncementsProps = {
  event: VolunteerEvent;
  /** A way to report an announcement's author (issue 16), given by the page; never shown on one's own. */
  reportAuthor?: (authorId: string) => ReactNode;
};

/** The organizer's announcements, for the organizer and the participants only (the API refuses others). */
export function EventAnnouncements({ event, reportAuthor }: EventAnnouncementsProps) {
  const { user } = useAuth();
  if (!user) return null;
  const participant = event.joinedUsers.includes(user.email);
  const owner = event.canManage === true;
  if (!participant && !owner) return null;
  return (
    <Suspense fallback={<AnnouncementsLoading />}>
      <AnnouncementsSection
        eventId={event._id}
        viewerEmail={user.email}
        participant={participant}
        owner={owner}
        reportAuthor={reportAuthor && ((authorId) => (authorId === user.id ? null : reportAuthor(authorId)))}
      />
    </Suspense>
  );
}
