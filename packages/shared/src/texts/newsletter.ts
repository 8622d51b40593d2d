import { defineTexts } from '../i18n/define-texts.ts';

/** The newsletter's form, its answers and the page that confirms a subscription (double opt-in, decision 035). */
export const newsletterMessages = defineTexts('newsletter', {
  email: 'Please enter a valid email address.',
  // The same answer whether or not the address was subscribed already.
  checkInbox: 'Almost there! Check your inbox and follow the link we sent to confirm your subscription.',
  confirmPageTitle: 'Confirm your subscription · Volunteer Hub',
  confirmHeading: 'Confirm your subscription',
  confirmIntro: 'Press the button to get the Volunteer Hub newsletter: new events near you, in your inbox.',
  confirmButton: 'Confirm my subscription',
  confirming: 'Confirming…',
  confirmed: "You're subscribed! Watch your inbox for new events near you.",
  confirmedHint: 'Every newsletter has a link to unsubscribe in one click.',
  linkInvalid: 'This link is not valid. Copy the whole link from the e-mail, or subscribe again on the home page.',
  linkExpired: 'This link has expired. Subscribe again on the home page to get a new one.',
  toHome: 'Go to the home page',
} as const);
