import { useMutation } from '@tanstack/react-query';
import type { CertificateCreated, CertificateRequest } from '@volunteering/shared/certificate-schemas';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';

/** Makes a certificate of the caller's hours (issue 39), then saves its PDF. */
export async function makeCertificate(request: CertificateRequest): Promise<CertificateCreated> {
  const { data } = await apiRequest<CertificateCreated>('/certificates', { method: 'POST', body: request, auth: true });
  await apiDownload(`/certificates/${encodeURIComponent(data.id)}/pdf`, { accept: 'application/pdf', fallbackFileName: `certificate-${data.id}.pdf` });
  return data;
}

export function useMakeCertificate() {
  return useMutation({ mutationFn: makeCertificate });
}
