import { defineTexts } from '../i18n/define-texts.ts';

/** Confirming the e-mail address after sign-up (issue 16): the banner, the sign-up's answer and the mails. */
export const verificationTexts = defineTexts('verification', {
  banner: (email: string) =>
    `Please confirm your e-mail address: we sent a link to ${email}. Until then you can look around and edit your profile, but not create or join events.`,
  sendAgain: 'Send the link again',
  close: 'Close',
  sending: 'Sending…',
  sent: 'We sent a new link. Check your inbox (and the spam folder).',
  checkInboxTitle: 'Check your inbox',
  checkInboxBody: (email: string) =>
    `We sent a link to ${email}. Follow it to finish signing up; it works for 24 hours. If this address already has an account, we sent its owner a note instead.`,
  verified: 'Your e-mail address is confirmed. Welcome to Volunteer Hub!',
  linkExpired: 'This link has expired or was already used. Log in and ask for a new one.',
  verifySubject: 'Confirm your e-mail address for Volunteer Hub',
  verifyBody: (name: string, url: string) =>
    `Hello ${name},\n\nPlease confirm your e-mail address by opening this link (it works for 24 hours):\n${url}\n\nIf you did not sign up for Volunteer Hub, ignore this e-mail: nothing will be sent to you again.`,
  existingSubject: 'Someone tried to sign up with your address',
  existingBody: (name: string, loginUrl: string, resetUrl: string) =>
    `Hello ${name},\n\nSomeone, maybe you, tried to make a new Volunteer Hub account with this e-mail address. You already have one, so nothing was changed.\n\nLog in: ${loginUrl}\nForgot your password? ${resetUrl}\n\nIf it was not you, you can ignore this e-mail.`,
} as const);
