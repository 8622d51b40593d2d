import { defineTexts } from '../i18n/define-texts.ts';

/** The widget an organization puts on its own site (issue 42): `/embed/orgs/{slug}`, in the visitor's language. */
export const embedTexts = defineTexts('embed', {
  title: (name: string) => `Upcoming events of ${name}`,
  placesLeft: (count: number) => (count === 1 ? '1 place left' : `${count} places left`),
  full: 'Full: join the waitlist',
  none: 'No upcoming events right now.',
  more: 'All events on Volunteer Hub',
  notFoundTitle: 'Organization not found',
  notFound: 'No organization has this address on Volunteer Hub.',
} as const);
