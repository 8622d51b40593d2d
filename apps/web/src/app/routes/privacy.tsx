import { privacyTexts } from '@volunteering/shared/texts/privacy';
import { useTexts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/router.tsx';
import { DocumentPage, DocumentSection } from '../../components/ui/document-page.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { PAGES } from '@volunteering/shared/pages';

const PRIVACY_EMAIL = 'privacy@volunteerhub.org';

export function PrivacyRoute() {
  const t = useTexts(privacyTexts);
  return (
    <DocumentPage title={t.title} lastUpdated={t.updated} intro={<p>{t.intro}</p>}>
      <DocumentSection title={t.storeHeading}>
        <ul>
          {t.store.map(({ label, text }) => (
            <li key={label}>
              <strong>{label}</strong>
              {` ${text}`}
            </li>
          ))}
        </ul>
      </DocumentSection>
      <DocumentSection title={t.whyHeading}>
        {t.why.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </DocumentSection>
      <DocumentSection title={t.keepHeading}>
        <ul>
          {t.keep.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </DocumentSection>
      <DocumentSection title={t.rightsHeading}>
        <p>{t.rights}</p>
      </DocumentSection>
      <DocumentSection title={t.contactHeading}>
        <p>
          <RichText
            text={t.contact}
            parts={[
              <a href={`mailto:${PRIVACY_EMAIL}`} className="link">
                {PRIVACY_EMAIL}
              </a>,
              <Link to={PAGES.contact.path} className="link">
                {t.contactFormLink}
              </Link>,
            ]}
          />
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
