import { defineTexts } from '../i18n/define-texts.ts';

/** The Google option on the sign-in screens. */
export const googleSignInTexts = defineTexts('google-sign-in', {
  continueWithGoogle: 'Continue with Google',
  redirecting: 'Opening Google…',
  startFailed: 'Google sign-in could not start. Try again, or use your email and password.',
  callbackFailed: 'Google sign-in did not finish, so you are not signed in. Try again, or use your email and password.',
  accountNotLinked: 'An account with this email already exists and uses a password. Log in with your email and password instead.',
} as const);
