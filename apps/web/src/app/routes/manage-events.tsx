import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { organizationEventsTexts } from '@volunteering/shared/texts/organization-events';
import { useTexts } from '../../lib/i18n.tsx';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { DashboardHeader } from '../../components/layouts/dashboard-header.tsx';
import { LayoutSwitch } from '../../components/events/layout-switch.tsx';
import { useStoredLayout } from '../../lib/use-stored-layout.ts';
import { useOrganizationsIManage } from '../../lib/my-organizations.ts';
import { EditEventForm } from '../../features/event-form/components/edit-event-form.tsx';
import { MyEventsList } from '../../features/manage-events/components/my-events-list.tsx';
import { OrganizationFilter } from '../../features/manage-events/components/organization-filter.tsx';
import { useMyEvents } from '../../features/manage-events/api/get-my-events.ts';
import { PAGES } from '@volunteering/shared/pages';

/** An organization's id as the address keeps it (`?organization=`); anything else is all my events. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ManageEventsRoute() {
  const text = useTexts(manageEventsTexts);
  useTexts(organizationEventsTexts);
  const [layout, setLayout] = useStoredLayout();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('organization') ?? '';
  const organization = UUID.test(asked) ? asked.toLowerCase() : undefined;
  const organizations = useOrganizationsIManage().data ?? [];
  const shown = useMyEvents(organization);
  // Only a person with no events at all has nothing to lay out; an organization's empty list keeps the row.
  const empty = !organization && shown.data?.length === 0;
  const filter = (next: string) =>
    setSearchParams((current) => {
      if (next) current.set('organization', next);
      else current.delete('organization');
      return current;
    });
  return (
    <>
      <title>{text.pageTitle}</title>
      <DashboardHeader heading={text.heading} intro={text.subtitle}>
        {/* Nothing to lay out and one way to create, inside the empty list's box: the row keeps its
            place, so the page below does not move when the list turns out empty. */}
        <div className={`flex items-center gap-3 ${empty ? 'invisible' : ''}`}>
          <Link to={PAGES.createEvent.path} className="btn btn-primary">
            {text.createNew}
          </Link>
          <LayoutSwitch value={layout} onChange={setLayout} />
        </div>
      </DashboardHeader>
      {(organizations.length > 0 || organization) && <OrganizationFilter organizations={organizations} value={organization ?? ''} onChange={filter} />}
      <MyEventsList layout={layout} organization={organization} onShowAll={() => filter('')} EditEventForm={EditEventForm} />
    </>
  );
}
