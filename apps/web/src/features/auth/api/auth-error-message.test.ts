import { authErrorTexts } from '@volunteering/shared/texts/auth-errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { authErrorMessage, isEmailInUse, isResetLinkInvalid } from './auth-error-message.ts';

const failure = (status: number, code?: string, message = 'from the server') => new ApiError(status, { message, code });

describe('authErrorMessage', () => {
  it('names each identity failure the server reports by its better-auth code', () => {
    expect(authErrorMessage(failure(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'))).toBe(authErrorTexts.emailInUse);
    expect(authErrorMessage(failure(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe(authErrorTexts.invalidCredentials);
    expect(authErrorMessage(failure(403, 'BANNED_USER'))).toBe(authErrorTexts.accountDisabled);
    expect(authErrorMessage(failure(400, 'INVALID_TOKEN'))).toBe(authErrorTexts.resetLinkInvalid);
  });

  it('tells a rate limit and an unreachable server apart from everything else', () => {
    expect(authErrorMessage(failure(429, undefined, 'Too many requests. Please try again later.'))).toBe(authErrorTexts.tooManyRequests);
    // An account waiting after repeated wrong passwords: the server's words say until when.
    expect(authErrorMessage(failure(429, 'SIGN_IN_DELAYED', authErrorTexts.signInWait(4)))).toBe(authErrorTexts.signInWait(4));
    expect(authErrorMessage(failure(0))).toBe(authErrorTexts.network);
    expect(authErrorMessage(failure(500))).toBe(authErrorTexts.unknown);
    expect(authErrorMessage(new TypeError('boom'))).toBe(authErrorTexts.unknown);
  });

  it("passes the server's own policy message through (password rules, an organization's only owner)", () => {
    expect(authErrorMessage(failure(400, 'INVALID_INPUT', 'Keep this under 128 characters.'))).toBe('Keep this under 128 characters.');
    expect(authErrorMessage(failure(409, undefined, 'Make another member an owner first.'))).toBe('Make another member an owner first.');
  });

  it('recognises the failures a screen handles next to a field or with its own state', () => {
    expect(isEmailInUse(failure(422, 'USER_ALREADY_EXISTS'))).toBe(true);
    expect(isEmailInUse(failure(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe(false);
    expect(isResetLinkInvalid(failure(400, 'INVALID_TOKEN'))).toBe(true);
    expect(isResetLinkInvalid(failure(0))).toBe(false);
  });
});
