import { termsTexts } from '@volunteering/shared/texts/terms';
import { useTexts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/router.tsx';
import { DocumentPage, DocumentSection } from '../../components/ui/document-page.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { PAGES } from '@volunteering/shared/pages';

const SUPPORT_EMAIL = 'support@volunteerhub.org';

export function TermsRoute() {
  const t = useTexts(termsTexts);
  return (
    <DocumentPage title={t.title} lastUpdated={t.updated} intro={<p>{t.intro}</p>}>
      <DocumentSection title={t.accountHeading}>
        <p>{t.account}</p>
      </DocumentSection>
      <DocumentSection title={t.publishingHeading}>
        <ul>
          {t.publishingRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>{t.publishingFree}</p>
      </DocumentSection>
      <DocumentSection title={t.joiningHeading}>
        <p>{t.joining}</p>
      </DocumentSection>
      <DocumentSection title={t.notAllowedHeading}>
        <p>{t.notAllowed}</p>
      </DocumentSection>
      <DocumentSection title={t.responsibilityHeading}>
        <p>{t.responsibility}</p>
      </DocumentSection>
      <DocumentSection title={t.changesHeading}>
        <p>
          <RichText
            text={t.changes}
            parts={[
              <Link to={PAGES.privacy.path} className="link">
                {t.privacyPolicyLink}
              </Link>,
              <a href={`mailto:${SUPPORT_EMAIL}`} className="link">
                {SUPPORT_EMAIL}
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
