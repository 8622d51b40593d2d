import type { CertificateRequest } from '@volunteering/shared/certificate-schemas';
import { isoInZone } from '@volunteering/shared/event-time';
import type { Language } from '@volunteering/shared/i18n/languages';
import type { ImpactEvent } from '@volunteering/shared/impact-schemas';
import { pagePath } from '@volunteering/shared/pages';
import { certificateTexts } from '@volunteering/shared/texts/certificates';
import { useId, useState } from 'react';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { useMakeCertificate } from '../api/certificates.ts';

/** One maker of certificates for the page: the section's year button and each event's button share it and its language. */
export function useCertificates() {
  const { language: pageLanguage } = useLanguage();
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const making = useMakeCertificate();
  const [asked, setAsked] = useState<string | null>(null);
  const make = (key: string, request: Omit<CertificateRequest, 'language'>) => {
    if (making.isPending) return;
    setAsked(key);
    making.mutate({ ...request, language });
  };
  return { language, setLanguage, making, asked, make };
}
export type CertificateMaker = ReturnType<typeof useCertificates>;

/** The years of the events with hours, newest first, each event's year in its own zone. */
const yearsOf = (events: ImpactEvent[]) =>
  [...new Set(events.filter((event) => event.hours > 0).map((event) => isoInZone(new Date(event.date), event.timeZone).slice(0, 4)))].sort().reverse();

/** My Impact's certificates (issue 39): the language, a year's certificate, and what came of the last one asked for. */
export function CertificateControls({ events, maker }: { events: ImpactEvent[]; maker: CertificateMaker }) {
  const t = useTexts(certificateTexts);
  const years = yearsOf(events);
  const [year, setYear] = useState(years[0] ?? '');
  const yearId = useId();
  const { language, setLanguage, making, asked, make } = maker;
  if (years.length === 0) return null;
  return (
    <section aria-labelledby="certificates-heading" className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4">
      <div>
        <h2 id="certificates-heading" className="text-xl font-semibold">
          {t.sectionHeading}
        </h2>
        <p className="mt-1 max-w-prose text-base-content/80">{t.sectionIntro}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{t.language}</legend>
          <div className="flex gap-4">
            {(['en', 'bn'] as const).map((choice) => (
              <label key={choice} className="flex cursor-pointer items-center gap-2" lang={choice}>
                <input
                  type="radio"
                  className="radio radio-sm"
                  name="certificate-language"
                  value={choice}
                  checked={language === choice}
                  onChange={() => setLanguage(choice)}
                />
                {choice === 'en' ? t.english : t.bangla}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-2">
          <label className="fieldset" htmlFor={yearId}>
            <span className="fieldset-legend">{t.year}</span>
            <select id={yearId} className="select w-32" value={year} onChange={(event) => setYear(event.target.value)}>
              {years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={making.isPending || undefined}
            onClick={() => make(`year-${year}`, { from: `${year}-01-01`, to: `${year}-12-31` })}
          >
            {making.isPending && asked === `year-${year}` && <Spinner size="xs" />}
            {t.yearCertificate}
          </button>
        </div>
      </div>
      <div aria-live="polite">
        {making.isPending && <p role="status">{t.making}</p>}
        {making.isSuccess && (
          <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {t.made}
            <Link to={pagePath('verifyCertificate', { id: making.data.id })} className="link font-semibold">
              {t.openVerify}
            </Link>
          </p>
        )}
      </div>
      {making.error && (
        <p role="alert" className="text-error">
          {t.failed} <Message text={making.error} />
        </p>
      )}
    </section>
  );
}

/** An event's own certificate button, in the list of attended events. */
export function EventCertificateButton({ event, maker }: { event: ImpactEvent; maker: CertificateMaker }) {
  const t = useTexts(certificateTexts);
  if (event.hours <= 0) return null;
  const key = `event-${event._id}`;
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      aria-label={t.eventCertificateFor(event.title)}
      aria-disabled={maker.making.isPending || undefined}
      onClick={() => maker.make(key, { eventId: event._id })}
    >
      {maker.making.isPending && maker.asked === key && <Spinner size="xs" />}
      {t.eventCertificate}
    </button>
  );
}
