import { defineTexts } from '../i18n/define-texts.ts';

export const manageEventsTexts = defineTexts('manage-events', {
  pageTitle: 'Manage My Events · Volunteer Hub',
  heading: 'Manage My Events',
  subtitle: 'Edit or delete your events',
  createNew: 'Create New Event',
  /** The card's menu with its less frequent actions: participants, attendance, announce. */
  more: 'More',
  loading: 'Loading your events…',
  loadError: "We couldn't load your events.",
  emptyTitle: 'No events created yet',
  emptyBody: 'Start by listing your first event',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  participants: 'Participants',
  /** Read after a card's button name, since every card has the same buttons. */
  forEvent: (title: string) => ` ${title}`,
  confirmTitle: 'Are you sure?',
  confirmBody: (title: string) => `Delete "${title}"? This cannot be undone.`,
  cancel: 'Cancel',
  deletedTitle: 'Event Deleted!',
  deletedBody: (title: string) => `"${title}" has been successfully deleted.`,
  deleteFailedTitle: 'Event not deleted',
  deleteFailedBody: (title: string) => `"${title}" was not deleted and is back in your list.`,
  ok: 'OK',
  close: 'Close',
  participantsTitle: (title: string) => `Who joined "${title}"`,
  participantsCount: (count: number) => `${count} ${count === 1 ? 'volunteer has' : 'volunteers have'} joined.`,
  participantsEmpty: 'Nobody has joined this event yet.',
  participantsLoading: 'Loading participants…',
  participantsLoadError: "We couldn't load the participants.",
  joinedOn: 'Joined',
  downloadCsv: 'Download CSV',
  downloading: 'Downloading…',
  downloadFailed: 'The CSV file was not downloaded.',
  /** Issue 37: the delete dialog says who will be told; the Cancel event dialog. */
  deleteTells: (people: number) =>
    `${people} ${people === 1 ? 'person has' : 'people have'} joined: we will e-mail them, and anyone waiting, that the event is cancelled.`,
  cancelEvent: 'Cancel event',
  cancelTitle: (title: string) => `Cancel "${title}"?`,
  cancelBody: 'The event stays on the site, marked cancelled, and nobody can join it any more.',
  cancelTells: (people: number) =>
    people === 0
      ? 'Nobody has joined or is waiting, so nobody needs to be told.'
      : people === 1
        ? 'We will e-mail the 1 person who joined or is waiting.'
        : `We will e-mail the ${people} people who joined or are waiting.`,
  cancelCounting: 'Counting who will be told…',
  cancelMessageLabel: 'Message to the participants (optional)',
  cancelMessageHint: 'Say why, and whether a new date is coming.',
  keepEvent: 'Keep event',
  cancelling: 'Cancelling…',
  cancelFailed: 'The event was not cancelled.',
  cancelledTitle: 'Event cancelled',
  /** Issue 37: the Participants dialog shows the waitlist too. */
  waitlistHeading: 'Waitlist',
  waitlistCount: (count: number) => (count === 1 ? '1 person is waiting for a place.' : `${count} people are waiting for a place.`),
  waitlistEmpty: 'Nobody is waiting for a place.',
  waitlistLoadError: "We couldn't load the waitlist.",
  /** Before how long ago: "Joined the waitlist 5 minutes ago". */
  joinedWaitlist: 'Joined the waitlist',
  waitlistLoading: 'Loading the waitlist…',
  /** Issue 37: one's own event page is for organizing, in place of Join. */
  allMyEvents: 'All my events',
  /** Issue 38: an event with shifts shows its people per shift, and the organizer adds people to one. */
  shifts: {
    heading: 'People per shift',
    nobody: 'Nobody in this shift yet',
    loading: 'Loading the shifts…',
    loadError: "We couldn't load the people in the shifts.",
    addPerson: 'Add a person',
    addHint: 'Their e-mail address: they need an account here.',
    add: 'Add',
    addFor: (title: string) => ` to ${title}`,
    adding: 'Adding…',
    addFailed: 'Not added:',
  },
} as const);
