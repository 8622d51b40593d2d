import type { PAGES } from '@volunteering/shared/pages';
import { certificateTexts } from '@volunteering/shared/texts/certificates';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { useParams } from '../../lib/router.tsx';
import { useCertificate } from '../../features/verify/api/get-certificate.ts';
import { CertificateView } from '../../features/verify/components/certificate-view.tsx';

/** /verify/{id} (issue 39): a certificate anyone can check, signed in or not. */
export function VerifyCertificateRoute() {
  const t = useTexts(certificateTexts);
  const { id = '' } = useParams<typeof PAGES.verifyCertificate.path>();
  const certificate = useCertificate(id);

  let content;
  if (certificate.error instanceof ApiError && certificate.error.status === 404) {
    content = (
      <>
        <h1 className="text-3xl font-bold">{t.notFoundHeading}</h1>
        <p className="mt-4">{t.notFoundBody}</p>
      </>
    );
  } else if (certificate.isPending) {
    content = (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t.loading}</span>
        <div className="skeleton h-9 w-3/4" aria-hidden="true" />
        <div className="skeleton h-24 w-full" aria-hidden="true" />
        <div className="skeleton h-64 w-full" aria-hidden="true" />
      </div>
    );
  } else if (certificate.isError) {
    content = <ErrorState title={t.loadError} error={certificate.error} onRetry={() => void certificate.refetch()} retrying={certificate.isFetching} />;
  } else {
    content = (
      <>
        <h1 className="mb-6 text-3xl font-bold">{t.heading}</h1>
        <CertificateView certificate={certificate.data} />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-3xl py-8">
      <title>{t.pageTitle}</title>
      {content}
    </div>
  );
}
