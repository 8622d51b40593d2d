import { defineTexts } from '../i18n/define-texts.ts';

/** The Terms of Service. A text with links inside takes their words and returns the sentence around them. */
export const termsTexts = defineTexts('terms', {
  title: 'Terms of Service',
  updated: '22 November 2026',
  intro:
    'These terms are the rules for using Volunteer Hub. By creating an account or joining an event you agree to them. They are short on purpose; please read them.',
  accountHeading: 'Your account',
  account:
    "Give your real name and an e-mail address you can read. Keep your password to yourself; you are responsible for what happens under your account. You must be at least 16 years old, or have a parent's permission, to create an account.",
  publishingHeading: 'Publishing events',
  publishingRules: [
    'Publish only real, lawful community service events that you organize or are allowed to announce.',
    'Describe the event honestly: place, date, time, what volunteers will do and what they should bring.',
    'Use only pictures you have the right to use.',
    'Keep the event up to date, and delete it if it will not take place.',
  ],
  publishingFree: 'Events are free to join. Do not use Volunteer Hub to sell anything, to collect money from volunteers or to advertise.',
  joiningHeading: 'Joining events',
  joining:
    'When you join an event, the organizer counts on you. If your plans change, cancel your spot so someone else can take it. Organizers, not Volunteer Hub, run the events: follow their safety instructions, and take care of yourself and others.',
  notAllowedHeading: 'What is not allowed',
  notAllowed:
    "Harassment, hateful or misleading content, spam, collecting other people's data, and any attempt to break, overload or get around the security of the service. We may remove content or close accounts that break these rules.",
  responsibilityHeading: 'Our responsibility',
  responsibility:
    'We work to keep Volunteer Hub available and correct, but we cannot promise it will never be interrupted, and we are not responsible for events organized by others. Nothing in these terms limits rights you have under the law.',
  changesHeading: 'Changes and contact',
  changes: (privacyPolicy: string, email: string, contactForm: string) =>
    `If we change these terms, we update the date at the top of this page. How we handle your data is described in the ${privacyPolicy}. Questions? Write to ${email} or use the ${contactForm}.`,
  privacyPolicyLink: 'Privacy Policy',
  contactFormLink: 'contact form',
} as const);
