import { defineTexts } from '../i18n/define-texts.ts';

/** The About page. A text with a link inside takes the link's words and returns the sentence around them. */
export const aboutTexts = defineTexts('about', {
  title: 'About Volunteer Hub',
  intro:
    'Volunteer Hub brings people who want to help together with the people organizing the help: beach cleanups, tree plantations, donation drives, reading clubs and neighbourhood support, all in one place.',
  whatHeading: 'What it is',
  what: 'A free community board for volunteering. Every event shows what will happen, where and when, how many volunteers it needs and how many have already joined, so you can see at a glance where a hand is still missing.',
  organizersHeading: 'For organizers',
  organizers:
    'Publish an event in a couple of minutes with a date, a place, a picture and the number of volunteers you need. You can edit or remove it at any time, and the page shows you how many people have signed up.',
  volunteersHeading: 'For volunteers',
  volunteers: (upcomingEvents: string) =>
    `Browse ${upcomingEvents}, search by name or place, filter by type, and join with one click. Your joined events are listed in one place, with the ones still to come first, and you can cancel your spot if your plans change.`,
  upcomingEventsLink: 'upcoming events',
  dataHeading: 'How we keep your data safe',
  data: (privacyPolicy: string) =>
    `We store only what the service needs: your name, e-mail address and profile photo link, the events you create and the ones you join. Passwords are stored as strong one-way hashes, other volunteers never see your e-mail address, and we do not sell or share your data. The ${privacyPolicy} explains the details.`,
  privacyPolicyLink: 'Privacy Policy',
} as const);
