import { defineTexts } from '../i18n/define-texts.ts';

export const joinedEventsTexts = defineTexts('joined-events', {
  pageTitle: 'My Joined Events · Volunteer Hub',
  heading: 'My Joined Events',
  intro: "Thank you for your commitment! Here are the events you've signed up for.",
  loading: 'Loading your events…',
  loadError: "We couldn't load the events you joined.",
  view: 'View',
  cancel: 'Cancel',
  forEvent: (title: string) => ` ${title}`,
  completed: 'Completed',
  upcoming: 'Upcoming',
  emptyTitle: "You haven't joined any events yet.",
  emptyBody: 'Ready to make an impact? Find an event that inspires you!',
  explore: 'Explore Events',
  cancelledTitle: 'Cancelled!',
  cancelledBody: 'You have successfully cancelled your participation in this event.',
  cancelFailedTitle: 'Participation not cancelled',
  cancelFailedBody: (title: string) => `You are still signed up for "${title}".`,
  ok: 'OK',
  /** Issue 38: an event joined through its shifts lists them. */
  myShifts: (count: number) => (count === 1 ? 'Your shift' : 'Your shifts'),
} as const);
