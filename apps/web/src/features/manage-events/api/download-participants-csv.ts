import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';

/** The server's CSV of an event's participants, saved as a file. */
export function downloadParticipantsCsv(eventId: string): Promise<void> {
  return apiDownload(`/events/${encodeURIComponent(eventId)}/participants`, {
    query: { format: 'csv' },
    accept: 'text/csv',
    fallbackFileName: 'participants.csv',
  });
}

export function useDownloadParticipantsCsv() {
  return useMutation({ mutationFn: downloadParticipantsCsv });
}
