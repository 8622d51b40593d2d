import { aboutTexts } from '@volunteering/shared/texts/about';
import { useTexts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/router.tsx';
import { DocumentPage, DocumentSection } from '../../components/ui/document-page.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { PAGES } from '@volunteering/shared/pages';

export function AboutRoute() {
  const t = useTexts(aboutTexts);
  return (
    <DocumentPage title={t.title} intro={<p>{t.intro}</p>}>
      <DocumentSection title={t.whatHeading}>
        <p>{t.what}</p>
      </DocumentSection>
      <DocumentSection title={t.organizersHeading}>
        <p>{t.organizers}</p>
      </DocumentSection>
      <DocumentSection title={t.volunteersHeading}>
        <p>
          <RichText
            text={t.volunteers}
            parts={[
              <Link to={PAGES.upcomingEvents.path} className="link">
                {t.upcomingEventsLink}
              </Link>,
            ]}
          />
        </p>
      </DocumentSection>
      <DocumentSection title={t.dataHeading}>
        <p>
          <RichText
            text={t.data}
            parts={[
              <Link to={PAGES.privacy.path} className="link">
                {t.privacyPolicyLink}
              </Link>,
            ]}
          />
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
