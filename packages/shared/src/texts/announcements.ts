import { defineTexts } from '../i18n/define-texts.ts';

/** Announcements from an organizer to an event's participants (issue 6). */
export const announcementsTexts = defineTexts('announcements', {
  messageRequired: 'Write a message to send.',
  messageTooLong: (max: number) => `Keep the announcement to ${max} characters or fewer.`,
  forbiddenPost: 'Only the organizer of this event can post announcements.',
  forbiddenRead: 'Announcements are for the participants of this event.',
  tooMany: (max: number) => `At most ${max} announcements per event in an hour. Please try again later.`,
  sent: (count: number) => `Announcement sent to ${count} ${count === 1 ? 'participant' : 'participants'}.`,
  // Manage my events: the dialog.
  announce: 'Announce',
  dialogTitle: (title: string) => `Announce to the participants of "${title}"`,
  messageLabel: 'Message',
  messageHint: 'Participants see it on the event page and get it by e-mail.',
  characterCount: (used: number, max: number) => (used > max ? `${used} / ${max} characters: ${used - max} too many` : `${used} / ${max} characters`),
  send: 'Send',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  notSent: 'The announcement was not sent.',
  noParticipants: 'Nobody has joined this event yet, so there is nobody to announce to. You can post once volunteers join.',
  // The event page.
  heading: 'Announcements',
  loading: 'Loading announcements…',
  loadError: "We couldn't load the announcements.",
  empty: 'No announcements yet. The organizer will post updates here.',
  /** On one's own event page, whose Organize part has the Announce button (issue 37). */
  emptyOwner: (announce: string) => `No announcements yet. Post the first one with the “${announce}” button on this page.`,
  postedAt: 'Posted',
  // The joined list.
  unread: (count: number) => `${count} new ${count === 1 ? 'announcement' : 'announcements'}`,
  // "Report" on an announcement: it reports the organizer who wrote it (issue 16).
  reportAnnouncement: 'Report',
  reportAnnouncementLabel: 'Report the organizer',
  announcementAuthor: (organizer: string) => `the organizer (${organizer})`,
} as const);
