import { Link } from '../../lib/router.tsx';
import { DocumentPage, DocumentSection } from '../../components/ui/document-page.tsx';
import { PAGES } from '@volunteering/shared/pages';

export function AboutRoute() {
  return (
    <DocumentPage
      title="About Volunteer Hub"
      intro={
        <p>
          Volunteer Hub brings people who want to help together with the people organizing the help: beach cleanups, tree
          plantations, donation drives, reading clubs and neighbourhood support, all in one place.
        </p>
      }
    >
      <DocumentSection title="What it is">
        <p>
          A free community board for volunteering. Every event shows what will happen, where and when, how many volunteers
          it needs and how many have already joined, so you can see at a glance where a hand is still missing.
        </p>
      </DocumentSection>
      <DocumentSection title="For organizers">
        <p>
          Publish an event in a couple of minutes with a date, a place, a picture and the number of volunteers you need.
          You can edit or remove it at any time, and the page shows you how many people have signed up.
        </p>
      </DocumentSection>
      <DocumentSection title="For volunteers">
        <p>
          Browse <Link to={PAGES.upcomingEvents.path} className="link">upcoming events</Link>, search by name or place, filter by
          type, and join with one click. Your joined events are listed in one place, with the ones still to come first,
          and you can cancel your spot if your plans change.
        </p>
      </DocumentSection>
      <DocumentSection title="How we keep your data safe">
        <p>
          We store only what the service needs: your name, e-mail address and profile photo link, the events you create
          and the ones you join. Passwords are stored as strong one-way hashes, other volunteers never see your e-mail
          address, and we do not sell or share your data. The <Link to={PAGES.privacy.path} className="link">Privacy Policy</Link>{' '}
          explains the details.
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
