import { joinedEventsTexts } from '@volunteering/shared/texts/joined-events';
import { useTexts } from '../../lib/i18n.tsx';
import { useRef } from 'react';
import { DashboardHeader } from '../../components/layouts/dashboard-header.tsx';
import { LayoutSwitch } from '../../components/events/layout-switch.tsx';
import { useStoredLayout } from '../../lib/use-stored-layout.ts';
import { JoinedEventsList } from '../../features/joined-events/components/joined-events-list.tsx';
import { MyWaitlistSection } from '../../features/joined-events/components/my-waitlist-section.tsx';

export function JoinedEventsRoute() {
  const text = useTexts(joinedEventsTexts);
  const [layout, setLayout] = useStoredLayout();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <title>{text.pageTitle}</title>
      <DashboardHeader heading={text.heading} intro={text.intro} introClassName="max-w-prose" headingRef={heading}>
        <LayoutSwitch value={layout} onChange={setLayout} />
      </DashboardHeader>
      <JoinedEventsList layout={layout} heading={heading} />
      <MyWaitlistSection />
    </>
  );
}
