import { Link } from '../../lib/router.tsx';
import { DocumentPage, DocumentSection } from '../../components/ui/document-page.tsx';
import { PAGES } from '@volunteering/shared/pages';

export function PrivacyRoute() {
  return (
    <DocumentPage
      title="Privacy Policy"
      lastUpdated="22 November 2026"
      intro={
        <p>
          This page explains, in plain words, what Volunteer Hub stores about you, why, for how long, and what you can ask
          us to do with it.
        </p>
      }
    >
      <DocumentSection title="What we store">
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address, the link to your profile photo and a one-way hash of
            your password (never the password itself). If you sign in with Google, we receive your name, e-mail address
            and photo link from Google.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> a session cookie that keeps you signed in, with the time it was created, your
            browser's name and your IP address, so you can tell your sessions apart and we can spot misuse.
          </li>
          <li>
            <strong>Events you create:</strong> everything you enter in the event form, linked to your e-mail address.
          </li>
          <li>
            <strong>Events you join:</strong> which events you joined and when.
          </li>
          <li>
            <strong>Newsletter:</strong> the e-mail address you subscribe with.
          </li>
          <li>
            <strong>Contact messages:</strong> the name, e-mail address, subject and message you send us through the contact
            form.
          </li>
          <li>
            <strong>On your device:</strong> your theme (light or dim) and list layout choice, kept in your
            browser&apos;s local storage, and two preference cookies our server reads to prepare pages for you: your
            time zone (so dates show in your local time) and your list layout. We do not use advertising or tracking
            cookies.
          </li>
        </ul>
      </DocumentSection>
      <DocumentSection title="Why we store it">
        <p>
          To run the service you asked for: to sign you in, to show the events you created and joined, to count volunteers
          so organizers know how many people are coming, to send the newsletter you subscribed to, and to answer your
          messages. We do not sell your data or share it with advertisers.
        </p>
        <p>
          Other visitors see the events you publish and your organizer name, never your e-mail address. The organizer of an
          event you join can see your e-mail address so they can reach you about that event.
        </p>
      </DocumentSection>
      <DocumentSection title="How long we keep it">
        <ul>
          <li>Account, events and participations: as long as your account exists.</li>
          <li>Sessions: until you log out or the session expires.</li>
          <li>Newsletter address: until you ask us to remove it.</li>
          <li>Contact messages: as long as we need to answer them, and no longer than 12 months.</li>
        </ul>
      </DocumentSection>
      <DocumentSection title="Your rights">
        <p>
          You can ask us for a copy of the data we hold about you, ask us to correct it, or ask us to delete your account
          and everything linked to it. You can also unsubscribe from the newsletter at any time. We answer every request
          within 30 days.
        </p>
      </DocumentSection>
      <DocumentSection title="Contact">
        <p>
          Write to{' '}
          <a href="mailto:privacy@volunteerhub.org" className="link">
            privacy@volunteerhub.org
          </a>{' '}
          or use the <Link to={PAGES.contact.path} className="link">contact form</Link>. Our office is at House 42, Road 11, Banani,
          Dhaka 1213, Bangladesh.
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
