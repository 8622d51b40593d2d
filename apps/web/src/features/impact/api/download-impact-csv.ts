import { useMutation } from '@tanstack/react-query';
import { apiMessages } from '@volunteering/shared/messages';
import { getAccessToken } from '../../auth/api/access-token.ts';
import { ApiError } from '../../../lib/api-client.ts';

const FALLBACK_FILE_NAME = 'volunteer-hours.csv';

function fileNameOf(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? FALLBACK_FILE_NAME;
}

/**
 * The caller's attended events as a CSV file. The API wants the bearer token, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadImpactCsv(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/me/impact?format=csv', {
      headers: { Accept: 'text/csv', Authorization: `Bearer ${await getAccessToken()}` },
    });
  } catch {
    throw new ApiError(0, { message: 'Could not reach the server. Check your connection and try again.' });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, {
      message: typeof body?.message === 'string' ? body.message : apiMessages.serverError,
    });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'));
  link.click();
  // Freed a little later: revoking during the click's own task can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadImpactCsv() {
  return useMutation({ mutationFn: downloadImpactCsv });
}
