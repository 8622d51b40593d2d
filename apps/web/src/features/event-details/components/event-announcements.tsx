import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { AnnouncementsLoading } from './announcements-frame.tsx';

// Only the organizer and the participants see it, so visitors never load it.
const AnnouncementsSection = lazy(async () => ({ default: (await import('./announcements-section.tsx')).AnnouncementsSection }));

/** The organizer's announcements, for the organizer and the participants only (the API refuses others). */
export function EventAnnouncements({ event }: { event: VolunteerEvent }) {
  const { user } = useAuth();
  if (!user) return null;
  const participant = event.joinedUsers.includes(user.email);
  const owner = event.addedBy === user.email;
  if (!participant && !owner) return null;
  return (
    <Suspense fallback={<AnnouncementsLoading />}>
      <AnnouncementsSection eventId={event._id} timeZone={event.timeZone} viewerEmail={user.email} participant={participant} owner={owner} />
    </Suspense>
  );
}
