import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';

/** The caller's attended events as a CSV file. */
export function downloadImpactCsv(): Promise<void> {
  return apiDownload('/me/impact', { query: { format: 'csv' }, accept: 'text/csv', fallbackFileName: 'volunteer-hours.csv' });
}

export function useDownloadImpactCsv() {
  return useMutation({ mutationFn: downloadImpactCsv });
}
