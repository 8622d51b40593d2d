import { defineTexts } from '../i18n/define-texts.ts';

export const newsletterMessages = defineTexts('newsletter', {
  email: 'Please enter a valid email address.',
  subscribed: "You're subscribed! Watch your inbox for new events near you.",
  alreadySubscribed: "You're already subscribed. Thank you for staying in touch!",
} as const);
