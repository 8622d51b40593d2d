import { defineTexts } from '../i18n/define-texts.ts';

/** The waitlist of a full event, on its page and on My Joined Events (issue 6). */
export const waitlistTexts = defineTexts('waitlist', {
  join: 'Join the waitlist',
  leave: 'Leave the waitlist',
  explain: "We'll add you as soon as a place opens up and e-mail you.",
  position: (position: number) => `You're #${position} on the waitlist`,
  positionBody: "If a place opens up you'll join automatically and get an e-mail.",
  checking: 'Checking the waitlist…',
  loadError: "We couldn't check the waitlist.",
  retry: 'Retry',
  refusedTitle: 'Oops!',
  errorTitle: 'Error',
  errorBody: 'Something went wrong with the waitlist. Please try again later.',
  loginBody: 'You need to be logged in to join the waitlist.',
  ok: 'OK',
  sectionHeading: 'Waitlist',
  sectionIntro: "Full events you're waiting for. You'll join automatically when a place opens up.",
  sectionLoading: 'Loading your waitlists…',
  sectionError: "We couldn't load your waitlists.",
  sectionEmpty: "You're not on any waitlist.",
  place: (position: number) => `#${position} on the waitlist`,
  leaveFor: (title: string) => ` ${title}`,
  /** The server's answers about a full event's waitlist (issue 6). */
  messages: {
    joined: (position: number) => `You are on the waitlist: number ${position}. We will e-mail you if a place opens up.`,
    alreadyWaiting: (position: number) => `You are already on the waitlist: number ${position}.`,
    notFull: 'This event still has places: join it instead.',
    left: 'You have left the waitlist.',
    notWaiting: 'You are not on the waitlist of this event.',
  },
} as const);

/** The waitlist of a full event (issue 6): the server's answers. */
export const waitlistMessages = waitlistTexts.messages;
