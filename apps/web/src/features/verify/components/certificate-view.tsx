import type { Certificate } from '@volunteering/shared/certificate-schemas';
import { formatEventDateTime, formatter } from '@volunteering/shared/event-time-format';
import { formatHours } from '@volunteering/shared/impact-format';
import { certificateTexts } from '@volunteering/shared/texts/certificates';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useCertificateKey } from '../api/get-certificate.ts';

const CHECK = 'm5 12 5 5L20 7';
const CROSS = 'M6 6l12 12M18 6 6 18';

const dayText = (day: string, locale: string) => formatter({ dateStyle: 'medium' }, 'UTC', locale).format(new Date(`${day}T00:00:00Z`));

/** The signed bytes as the QR code carries them, read back to text. */
function decoded(base64url: string): string {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** A certificate's facts, whether it still stands, and how to check its signature offline. */
export function CertificateView({ certificate }: { certificate: Certificate }) {
  const t = useTexts(certificateTexts);
  const { locale } = useLanguage();
  const revoked = certificate.status === 'revoked';
  const longDate = (iso: string) => formatter({ dateStyle: 'long', timeStyle: 'short' }, 'UTC', locale).format(new Date(iso)) + ' UTC';
  const only = certificate.eventId ? certificate.events[0] : undefined;
  const facts = [
    [t.name, <span className="text-lg font-semibold">{certificate.name}</span>],
    [t.hours, <span className="tabular-nums">{formatHours(certificate.hours, locale)}</span>],
    only ? [t.event, only.title] : [t.period, t.periodRange(dayText(certificate.from, locale), dayText(certificate.to, locale))],
    [t.organizations, certificate.organizations.join(', ') || '–'],
    [t.issuer, certificate.issuer],
    [t.issued, longDate(certificate.issuedAt)],
    [t.certificateId, <span className="break-all font-mono text-sm">{certificate.id}</span>],
  ] as const;
  return (
    <div className="space-y-8">
      <div
        data-status={certificate.status}
        className={`flex items-start gap-3 rounded-box border p-4 ${revoked ? 'border-error bg-error/10' : 'border-success bg-success/10'}`}
      >
        <StrokeIcon className={`mt-0.5 size-8 shrink-0 ${revoked ? 'text-error' : 'text-success'}`} d={revoked ? CROSS : CHECK} strokeWidth="2.5" />
        <div>
          <p className="text-2xl font-bold">{revoked ? t.revoked : t.valid}</p>
          <p className="mt-1">{revoked && certificate.revokedAt ? t.revokedBody(longDate(certificate.revokedAt)) : t.validBody}</p>
        </div>
      </div>

      <dl className="grid gap-x-6 gap-y-2 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-base-content/80">{term}</dt>
            <dd className="mb-2 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="certificate-events" className="space-y-3">
        <h2 id="certificate-events" className="text-xl font-semibold">
          {t.events}
        </h2>
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {certificate.events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{event.title}</p>
                <p className="text-sm text-base-content/80">
                  <time dateTime={event.date}>{formatEventDateTime(event.date, event.timeZone, locale)}</time>
                  {event.organization && ` · ${event.organization}`}
                </p>
              </div>
              <span className="font-semibold tabular-nums">{t.hoursShort(formatHours(event.hours, locale))}</span>
            </li>
          ))}
        </ul>
      </section>

      <OfflineCheck certificate={certificate} />
    </div>
  );
}

function OfflineCheck({ certificate }: { certificate: Certificate }) {
  const t = useTexts(certificateTexts);
  const key = useCertificateKey();
  const command = [
    '# payload.bin: the part before the dot, decoded from base64url; sig.bin: the part after it',
    'openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in payload.bin -sigfile sig.bin',
  ].join('\n');
  return (
    <section aria-labelledby="offline-check" className="space-y-3 rounded-box border border-base-300 bg-base-200/50 p-4">
      <h2 id="offline-check" className="text-xl font-semibold">
        {t.offlineHeading}
      </h2>
      <p>{t.offlineIntro}</p>
      <ol className="list-decimal space-y-2 ps-6">
        <li>{t.offlineStep1}</li>
        <li>{t.offlineStep2}</li>
        <li>
          {t.offlineStep3}{' '}
          <a href="/verify/key" className="link font-semibold">
            {t.keyLink}
          </a>
          {key.data && <code className="mt-1 block break-all text-sm">{key.data.publicKey}</code>}
        </li>
        <li>
          {t.offlineStep4}
          <pre className="mt-2 overflow-x-auto rounded-box bg-base-300 p-3 text-sm" tabIndex={0}>
            <code>{command}</code>
          </pre>
        </li>
      </ol>
      <p className="text-sm text-base-content/80">{t.offlineNote}</p>
      <details className="rounded-box border border-base-300 bg-base-100 p-3">
        <summary className="cursor-pointer font-semibold">{t.signedContent}</summary>
        <pre className="mt-2 overflow-x-auto font-sans text-sm whitespace-pre-wrap break-all" tabIndex={0}>
          <code>{decoded(certificate.signed.payload)}</code>
        </pre>
        <p className="mt-2 break-all font-mono text-xs">{certificate.signed.signature}</p>
      </details>
    </section>
  );
}
