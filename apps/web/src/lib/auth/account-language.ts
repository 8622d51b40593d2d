import type { Language } from '@volunteering/shared/i18n/languages';
import { ApiError, apiRequest } from '../api-client.ts';

const RETRY_DELAYS_MS = [1000, 2000, 4000];

/**
 * Keeps a signed-in volunteer's choice on the account too, so e-mails follow it (decision 031).
 * The page already shows the choice (the cookie keeps it); only the e-mails wait for this, so a
 * failed call is tried again, and a refusal (signed out meanwhile) is left.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  for (const delay of [...RETRY_DELAYS_MS, undefined]) {
    try {
      await apiRequest('/me/language', { method: 'PUT', body: { language }, auth: true });
      return;
    } catch (error) {
      if (delay === undefined || (error instanceof ApiError && error.status >= 400 && error.status < 500)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
