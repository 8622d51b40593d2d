import { defineTexts } from '../i18n/define-texts.ts';

/** Following organizations (issue 18): the API's answers. */
export const followingTexts = defineTexts('following', {
  followed: (organization: string) => `You follow ${organization}. Its new events come in your weekly digest.`,
  unfollowed: (organization: string) => `You no longer follow ${organization}.`,
} as const);
