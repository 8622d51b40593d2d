import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate, CertificateKey } from '@volunteering/shared/certificate-schemas';
import { isEventId } from '@volunteering/shared/event-id';
import { apiRequest } from '../../../lib/api-client.ts';

/** A certificate as anyone reads it (issue 39): the same answer for every visitor. */
export function getCertificateQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['certificates', id],
    queryFn: async ({ signal }) => (await apiRequest<Certificate>(`/certificates/${encodeURIComponent(id)}`, { signal })).data,
    retry: false,
  });
}

export function useCertificate(id: string) {
  return useQuery({ ...getCertificateQueryOptions(id), enabled: isEventId(id) });
}

/** The published signing key, shown on the page for an offline check. */
export function useCertificateKey() {
  return useQuery({
    queryKey: ['certificates', 'key'],
    queryFn: async ({ signal }) => {
      const response = await fetch('/verify/key', { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`The key was not read (${response.status})`);
      return (await response.json()) as CertificateKey;
    },
    staleTime: Infinity,
  });
}
