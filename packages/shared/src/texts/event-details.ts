import { defineTexts } from '../i18n/define-texts.ts';

/** An event's page (spec sections 4 and 8): its parts, the join panel and its dialogs. */
export const eventDetailsMessages = defineTexts('event-details', {
  pageTitle: 'Event Details · Volunteer Hub',
  heading: 'Event Details',
  loading: 'Loading event…',
  browseEvents: 'Browse upcoming events',
  dateAndTime: 'Date and time',
  location: 'Location',
  // The parts of the page.
  about: 'About The Event',
  placeholderBanner: (title: string) => `Placeholder banner for ${title}`,
  whatToExpect: 'What to Expect',
  gallery: 'Gallery',
  openPhoto: (position: number, total: number, title: string) => `Open photo ${position} of ${total} from ${title}`,
  photo: (position: number, total: number) => `Photo ${position} of ${total}`,
  photoOf: (position: number, total: number, title: string) => `Photo ${position} of ${total} from ${title}`,
  previousPhoto: 'Previous',
  nextPhoto: 'Next',
  closePhoto: 'Close',
  mapOf: (location: string) => `Map of ${location}`,
  openInMaps: (location: string) => `Open ${location} in Google Maps`,
  newTab: '(opens in a new tab)',
  faq: 'FAQ',
  // The sidebar.
  sidebar: 'Join and share',
  joinHeading: 'Join This Event',
  /** Issue 37: in its place on the page of an event one manages. */
  organizeHeading: 'Organize this event',
  joinNow: 'Join Now',
  ok: 'OK',
  share: 'Share Event',
  countdownHeading: 'Event Countdown',
  organizer: 'Organizer',
  /** The organizer of an ended event whose organizer deleted their account (issue 16). */
  formerMember: 'Former member',
  /** Opens the report dialog (issue 16). */
  reportEvent: 'Report this event',
  countdownUnits: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  /** Read out instead of the four boxes: "Starts in 1 day, 2 hours, 3 minutes and 30 seconds." */
  startsIn: (days: number, hours: number, minutes: number, seconds: number) => {
    const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
    return `Starts in ${plural(days, 'day')}, ${plural(hours, 'hour')}, ${plural(minutes, 'minute')} and ${plural(seconds, 'second')}.`;
  },
  loginTitle: 'Please Log In',
  loginBody: 'You need to be logged in to join this event.',
  loginConfirm: 'Log In',
  loginCancel: 'Cancel',
  confirmTitle: 'Confirm Your Spot?',
  confirmBody: (title: string) => `You are about to join "${title}"`,
  confirmYes: 'Yes, Get My Ticket!',
  confirmNo: 'Not Now',
  joinedTitle: 'Joined Successfully!',
  joinedBody: (title: string) => `Welcome to "${title}". We're excited to have you!`,
  refusedTitle: 'Oops!',
  refusedFallback: 'You might have already joined.',
  errorTitle: 'Error',
  errorBody: 'There was an issue joining. Please try again later.',
  youreIn: "You're In!",
  youreInBody: 'You have joined this event. See you there!',
  leave: 'Leave this event',
  leaveTitle: 'Leave this event?',
  leaveBody: (title: string) => `You will give up your place at "${title}". If people are waiting, the first of them gets it.`,
  leaveYes: 'Yes, leave',
  leaveNo: 'Stay',
  left: 'You have left this event. You can join again while there are places.',
  full: 'This event is full',
  ended: 'This event has ended',
  /** Issue 37: its organizer cancelled it. */
  cancelled: 'This event has been cancelled',
  cancelledBody: 'Its organizer cancelled it, and everyone who had joined or was waiting got an e-mail. It takes no volunteers.',
  cancelledMessage: 'Message from the organizer',
  eventOngoing: 'Event Ongoing',
  /** After the start time, for an event with a duration, e.g. "until 12:30 PM (3 hours)". */
  until: (end: string, duration: string) => `until ${end} (${duration})`,
  eventEnded: 'Event has ended',
  linkCopied: 'Link copied to clipboard',
  linkNotCopied: 'Could not copy the link. Copy it from the address bar instead.',
  notFoundTitle: 'Event not found',
  takenDownTitle: 'Event taken down',
  takenDownBody: 'Our moderators took this event off Volunteer Hub. If you had joined it, we sent you an e-mail.',
  notFoundBody: 'This event does not exist or has been removed by its organizer.',
  loadFailedTitle: 'We could not load this event',
  defaultHighlights: [
    { icon: 'users', title: 'Community Connection', desc: 'Meet neighbours and fellow volunteers who care about the same causes you do.' },
    { icon: 'smile', title: 'Fun for All Ages', desc: 'Tasks for every age and ability, so friends and families can take part together.' },
    { icon: 'store', title: 'Support Local', desc: 'Your time goes straight to local groups, businesses and people in your area.' },
    { icon: 'music', title: 'Live Entertainment', desc: 'Music and good company keep the energy up while we work.' },
  ],
  defaultFaqs: [
    { q: 'Is there an entry fee?', a: 'No. Joining this event is free; just bring yourself and a willingness to help.' },
    { q: 'Can I bring my pet?', a: 'Well-behaved pets on a leash are welcome at outdoor events, unless the organizer says otherwise.' },
    {
      q: 'What happens if it rains?',
      a: 'Light rain will not stop us. If the weather turns unsafe, the organizer postpones the event and tells everyone who joined.',
    },
  ],
} as const);
