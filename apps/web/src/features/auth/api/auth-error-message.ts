import { encodeMessage, isMessageCode, isOurCode, messageOf, type PlainTextKey } from '@volunteering/shared/i18n/messages';
import { authErrorTexts } from '@volunteering/shared/texts/auth-errors';
import { ApiError } from '../../../lib/api-client.ts';
import type { Shown } from '../../../lib/message-text.ts';

type AuthError = PlainTextKey<typeof authErrorTexts>;

// better-auth's error codes (and the admin plugin's ban) grouped by what the user can do about them.
const MESSAGES_BY_CODE: Record<string, AuthError> = {
  USER_ALREADY_EXISTS: 'emailInUse',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'emailInUse',
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  INVALID_PASSWORD: 'invalidCredentials',
  USER_NOT_FOUND: 'invalidCredentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalidCredentials',
  BANNED_USER: 'accountDisabled',
  INVALID_TOKEN: 'resetLinkInvalid',
  TOKEN_EXPIRED: 'resetLinkInvalid',
  SESSION_EXPIRED: 'sessionEnded',
};

const said = (key: AuthError) => encodeMessage(messageOf(authErrorTexts, key));

export function isEmailInUse(error: unknown): boolean {
  return error instanceof ApiError && MESSAGES_BY_CODE[error.code ?? ''] === 'emailInUse';
}

export function isResetLinkInvalid(error: unknown): boolean {
  return error instanceof ApiError && MESSAGES_BY_CODE[error.code ?? ''] === 'resetLinkInvalid';
}

/** The human message for a failed account call, shown where the user acted. */
export function authErrorMessage(error: unknown): Shown {
  if (!(error instanceof ApiError)) return said('unknown');
  if (error.status === 0) return said('network');
  // An account waiting after repeated wrong passwords: the server says for how long (issue 35).
  if (error.status === 429) return isOurCode(error.code) ? error : said('tooManyRequests');
  const byCode = error.code ? MESSAGES_BY_CODE[error.code] : undefined;
  if (byCode) return said(byCode);
  // Our own policy checks (password rules, names, photo URLs) and refusals already speak to the user:
  // a conflict says what to do first (deleting the account of an organization's only owner).
  if ((error.status === 400 || error.status === 409) && isMessageCode(error.code)) return error;
  if (error.status === 401) return said('sessionEnded');
  return said('unknown');
}
