import { defineTexts } from '../i18n/define-texts.ts';

/** Reports and the moderators' work (issue 16). */
export const moderationTexts = defineTexts('moderation', {
  reported: 'Thank you. A moderator will look at it.',
  alreadyReported: 'You have already reported this.',
  reportYourself: 'You cannot report yourself.',
  userNotFound: 'User not found.',
  moderatorsOnly: 'Only moderators can see this.',
  pickReason: 'Choose what is wrong.',
  pickTarget: 'Say what you are reporting: an event or a user.',
  reportTitle: (what: string) => `Report ${what}`,
  whatIsWrong: 'What is wrong?',
  details: 'Tell the moderators more (optional)',
  sendReport: 'Send report',
  sendingReport: 'Sending…',
  close: 'Close',
  cancel: 'Cancel',
  reasons: {
    spam: 'Spam',
    scam: 'Scam or fraud',
    harmful: 'Harmful or dangerous',
    wrong: 'Wrong or misleading',
    other: 'Something else',
  },
} as const);
