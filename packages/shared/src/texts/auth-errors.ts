import { defineTexts } from '../i18n/define-texts.ts';

/** What each identity failure (spec section 8) tells the user, in place. */
export const authErrorTexts = defineTexts('auth-errors', {
  emailInUse: 'An account with this email already exists. Log in instead, or use another email.',
  invalidCredentials: 'The email or password is not right. Check them and try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  /** After repeated wrong passwords for one account, from wherever (issue 35). */
  signInWaitMinute: 'Too many failed log-in attempts for this account. Try again in a minute.',
  signInWait: (minutes: number) => `Too many failed log-in attempts for this account. Try again in ${minutes} minutes.`,
  accountDisabled: 'This account has been disabled. Contact support if you think this is a mistake.',
  resetLinkInvalid: 'This password reset link has expired or was already used. Ask for a new one.',
  network: 'We could not reach Volunteer Hub. Check your internet connection and try again.',
  sessionEnded: 'Your session has ended. Log in again to continue.',
  unknown: 'Something went wrong on our side. Please try again.',
} as const);
