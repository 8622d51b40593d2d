import { decodeMessage, textOf } from '@volunteering/shared/i18n/messages';
import { authErrorTexts } from '@volunteering/shared/texts/auth-errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { Shown } from '../../../lib/message-text.ts';
import { authErrorMessage, isEmailInUse, isResetLinkInvalid } from './auth-error-message.ts';

const failure = (status: number, code?: string, message = 'from the server', values?: number[]) => new ApiError(status, { message, code, values });

/** Our own message (a code, decision 049) as an English page shows it. */
const inEnglish = (shown: Shown) => (typeof shown === 'string' ? textOf(decodeMessage(shown) ?? { namespace: 'none', key: shown, values: [] }) : shown);

describe('authErrorMessage', () => {
  it('names each identity failure the server reports by its better-auth code', () => {
    expect(inEnglish(authErrorMessage(failure(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')))).toBe(authErrorTexts.emailInUse);
    expect(inEnglish(authErrorMessage(failure(401, 'INVALID_EMAIL_OR_PASSWORD')))).toBe(authErrorTexts.invalidCredentials);
    expect(inEnglish(authErrorMessage(failure(403, 'BANNED_USER')))).toBe(authErrorTexts.accountDisabled);
    expect(inEnglish(authErrorMessage(failure(400, 'INVALID_TOKEN')))).toBe(authErrorTexts.resetLinkInvalid);
  });

  it('tells a rate limit and an unreachable server apart from everything else', () => {
    expect(inEnglish(authErrorMessage(failure(429, undefined, 'Too many requests. Please try again later.')))).toBe(authErrorTexts.tooManyRequests);
    // An account waiting after repeated wrong passwords: the server's message says until when.
    const waiting = failure(429, 'SIGN_IN_DELAYED', 'লগ-ইন ৪ মিনিট পরে', [4]);
    expect(authErrorMessage(waiting)).toBe(waiting);
    expect(inEnglish(authErrorMessage(failure(0)))).toBe(authErrorTexts.network);
    expect(inEnglish(authErrorMessage(failure(500)))).toBe(authErrorTexts.unknown);
    expect(inEnglish(authErrorMessage(new TypeError('boom')))).toBe(authErrorTexts.unknown);
  });

  it("passes the server's own policy message through (password rules, an organization's only owner), by its code", () => {
    const tooLong = failure(400, 'validation.tooLong', 'Keep this under 128 characters.', [128]);
    expect(authErrorMessage(tooLong)).toBe(tooLong);
    const onlyOwner = failure(409, 'account.onlyOwnerOf', 'Make another member an owner first.', []);
    expect(authErrorMessage(onlyOwner)).toBe(onlyOwner);
    // Words under no code of ours are not shown.
    expect(inEnglish(authErrorMessage(failure(409, undefined, 'duplicate key value')))).toBe(authErrorTexts.unknown);
  });

  it('recognises the failures a screen handles next to a field or with its own state', () => {
    expect(isEmailInUse(failure(422, 'USER_ALREADY_EXISTS'))).toBe(true);
    expect(isEmailInUse(failure(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe(false);
    expect(isResetLinkInvalid(failure(400, 'INVALID_TOKEN'))).toBe(true);
    expect(isResetLinkInvalid(failure(0))).toBe(false);
  });
});
