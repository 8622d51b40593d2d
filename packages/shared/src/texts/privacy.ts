import { defineTexts } from '../i18n/define-texts.ts';

/** The Privacy Policy. A text with links inside takes their words and returns the sentence around them. */
export const privacyTexts = defineTexts('privacy', {
  title: 'Privacy Policy',
  updated: '22 November 2026',
  intro: 'This page explains, in plain words, what Volunteer Hub stores about you, why, for how long, and what you can ask us to do with it.',
  storeHeading: 'What we store',
  /** Each item: its bold label, then the text after it. */
  store: [
    {
      label: 'Your account:',
      text: 'your name, e-mail address, the link to your profile photo and a one-way hash of your password (never the password itself). If you sign in with Google, we receive your name, e-mail address and photo link from Google.',
    },
    {
      label: 'Sign-in sessions:',
      text: "a session cookie that keeps you signed in, with the time it was created, your browser's name and your IP address, so you can tell your sessions apart and we can spot misuse.",
    },
    { label: 'Events you create:', text: 'everything you enter in the event form, linked to your e-mail address.' },
    { label: 'Events you join:', text: 'which events you joined and when.' },
    { label: 'Newsletter:', text: 'the e-mail address you subscribe with.' },
    { label: 'Contact messages:', text: 'the name, e-mail address, subject and message you send us through the contact form.' },
    {
      label: 'On your device:',
      text: "your theme (light or dim) and list layout choice, kept in your browser's local storage, and three preference cookies our server reads to prepare pages for you: your time zone (so dates show in your local time), your list layout and your language (English or Bangla, also kept on your account so our e-mails are in it). We do not use advertising or tracking cookies.",
    },
  ],
  whyHeading: 'Why we store it',
  why: [
    'To run the service you asked for: to sign you in, to show the events you created and joined, to count volunteers so organizers know how many people are coming, to send the newsletter you subscribed to, and to answer your messages. We do not sell your data or share it with advertisers.',
    'Other visitors see the events you publish and your organizer name, never your e-mail address. The organizer of an event you join can see your e-mail address so they can reach you about that event.',
  ],
  keepHeading: 'How long we keep it',
  keep: [
    'Account, events and participations: as long as your account exists.',
    'Sessions: until you log out or the session expires.',
    'Newsletter address: until you ask us to remove it.',
    'Contact messages: as long as we need to answer them, and no longer than 12 months.',
  ],
  rightsHeading: 'Your rights',
  rights:
    'You can ask us for a copy of the data we hold about you, ask us to correct it, or ask us to delete your account and everything linked to it. You can also unsubscribe from the newsletter at any time. We answer every request within 30 days.',
  contactHeading: 'Contact',
  contact: (email: string, contactForm: string) =>
    `Write to ${email} or use the ${contactForm}. Our office is at House 42, Road 11, Banani, Dhaka 1213, Bangladesh.`,
  contactFormLink: 'contact form',
} as const);
