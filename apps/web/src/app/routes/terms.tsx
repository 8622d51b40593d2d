import { Link } from '../../lib/router.tsx';
import { DocumentPage, DocumentSection } from '../../components/ui/document-page.tsx';
import { PAGES } from '@volunteering/shared/pages';

export function TermsRoute() {
  return (
    <DocumentPage
      title="Terms of Service"
      lastUpdated="22 November 2026"
      intro={
        <p>
          These terms are the rules for using Volunteer Hub. By creating an account or joining an event you agree to them.
          They are short on purpose; please read them.
        </p>
      }
    >
      <DocumentSection title="Your account">
        <p>
          Give your real name and an e-mail address you can read. Keep your password to yourself; you are responsible for
          what happens under your account. You must be at least 16 years old, or have a parent&apos;s permission, to
          create an account.
        </p>
      </DocumentSection>
      <DocumentSection title="Publishing events">
        <ul>
          <li>Publish only real, lawful community service events that you organize or are allowed to announce.</li>
          <li>Describe the event honestly: place, date, time, what volunteers will do and what they should bring.</li>
          <li>Use only pictures you have the right to use.</li>
          <li>Keep the event up to date, and delete it if it will not take place.</li>
        </ul>
        <p>
          Events are free to join. Do not use Volunteer Hub to sell anything, to collect money from volunteers or to
          advertise.
        </p>
      </DocumentSection>
      <DocumentSection title="Joining events">
        <p>
          When you join an event, the organizer counts on you. If your plans change, cancel your spot so someone else can
          take it. Organizers, not Volunteer Hub, run the events: follow their safety instructions, and take care of
          yourself and others.
        </p>
      </DocumentSection>
      <DocumentSection title="What is not allowed">
        <p>
          Harassment, hateful or misleading content, spam, collecting other people&apos;s data, and any attempt to break,
          overload or get around the security of the service. We may remove content or close accounts that break these
          rules.
        </p>
      </DocumentSection>
      <DocumentSection title="Our responsibility">
        <p>
          We work to keep Volunteer Hub available and correct, but we cannot promise it will never be interrupted, and we
          are not responsible for events organized by others. Nothing in these terms limits rights you have under the law.
        </p>
      </DocumentSection>
      <DocumentSection title="Changes and contact">
        <p>
          If we change these terms, we update the date at the top of this page. How we handle your data is described in
          the <Link to={PAGES.privacy.path} className="link">Privacy Policy</Link>. Questions? Write to{' '}
          <a href="mailto:support@volunteerhub.org" className="link">
            support@volunteerhub.org
          </a>{' '}
          or use the <Link to={PAGES.contact.path} className="link">contact form</Link>.
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
