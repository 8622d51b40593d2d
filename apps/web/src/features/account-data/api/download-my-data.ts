import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';

/** Everything kept about the caller's account, as the JSON file the server names. */
export function downloadMyData(): Promise<void> {
  return apiDownload('/me/export', { accept: 'application/json', fallbackFileName: 'volunteer-hub-my-data.json' });
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
