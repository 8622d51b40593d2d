import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';

const OUR_REFUSALS = new Set<string>(Object.values(organizationsTexts as Record<string, unknown>).filter((value): value is string => typeof value === 'string'));

/** What a person is told about a refused call here: the organizations' own refusals (the last owner, owners only) as the server wrote them, else the usual words. */
export function refusalMessage(error: Error): string {
  return error instanceof ApiError && OUR_REFUSALS.has(error.message) ? error.message : failureMessage(error);
}
