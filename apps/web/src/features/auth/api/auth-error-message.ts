import { authErrorTexts } from '@volunteering/shared/texts/auth-errors';
import { ApiError } from '../../../lib/api-client.ts';

// better-auth's error codes (and the admin plugin's ban) grouped by what the user can do about them.
const MESSAGES_BY_CODE: Record<string, string> = {
  USER_ALREADY_EXISTS: authErrorTexts.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: authErrorTexts.emailInUse,
  INVALID_EMAIL_OR_PASSWORD: authErrorTexts.invalidCredentials,
  INVALID_PASSWORD: authErrorTexts.invalidCredentials,
  USER_NOT_FOUND: authErrorTexts.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: authErrorTexts.invalidCredentials,
  BANNED_USER: authErrorTexts.accountDisabled,
  INVALID_TOKEN: authErrorTexts.resetLinkInvalid,
  TOKEN_EXPIRED: authErrorTexts.resetLinkInvalid,
  SESSION_EXPIRED: authErrorTexts.sessionEnded,
};

export function isEmailInUse(error: unknown): boolean {
  return error instanceof ApiError && MESSAGES_BY_CODE[error.code ?? ''] === authErrorTexts.emailInUse;
}

export function isResetLinkInvalid(error: unknown): boolean {
  return error instanceof ApiError && MESSAGES_BY_CODE[error.code ?? ''] === authErrorTexts.resetLinkInvalid;
}

/** The human message for a failed account call, shown where the user acted. */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return authErrorTexts.unknown;
  if (error.status === 0) return authErrorTexts.network;
  // An account waiting after repeated wrong passwords: the server says for how long (issue 35).
  if (error.status === 429) return error.code === 'SIGN_IN_DELAYED' && error.message ? error.message : authErrorTexts.tooManyRequests;
  const byCode = error.code ? MESSAGES_BY_CODE[error.code] : undefined;
  if (byCode) return byCode;
  // Our own policy checks (password rules, names, photo URLs) already speak to the user.
  if (error.status === 400 && error.code === 'INVALID_INPUT') return error.message;
  // A conflict says what to do first (deleting the account of an organization's only owner).
  if (error.status === 409 && error.message) return error.message;
  if (error.status === 401) return authErrorTexts.sessionEnded;
  return authErrorTexts.unknown;
}
