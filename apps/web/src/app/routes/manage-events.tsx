import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { useTexts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/router.tsx';
import { DashboardHeader } from '../../components/layouts/dashboard-header.tsx';
import { LayoutSwitch } from '../../components/events/layout-switch.tsx';
import { useStoredLayout } from '../../lib/use-stored-layout.ts';
import { EditEventForm } from '../../features/event-form/components/edit-event-form.tsx';
import { MyEventsList } from '../../features/manage-events/components/my-events-list.tsx';
import { useMyEvents } from '../../features/manage-events/api/get-my-events.ts';
import { PAGES } from '@volunteering/shared/pages';

export function ManageEventsRoute() {
  const text = useTexts(manageEventsTexts);
  const [layout, setLayout] = useStoredLayout();
  const empty = useMyEvents().data?.length === 0;
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
      <MyEventsList layout={layout} EditEventForm={EditEventForm} />
    </>
  );
}
