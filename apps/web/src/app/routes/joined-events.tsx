import { joinedEventsTexts as text } from '@volunteering/shared/texts/joined-events';
import { LayoutSwitch } from '../../components/events/layout-switch.tsx';
import { useStoredLayout } from '../../lib/use-stored-layout.ts';
import { JoinedEventsList } from '../../features/joined-events/components/joined-events-list.tsx';
import { MyWaitlistSection } from '../../features/joined-events/components/my-waitlist-section.tsx';

export function JoinedEventsRoute() {
  const [layout, setLayout] = useStoredLayout();
  return (
    <>
      <title>{text.pageTitle}</title>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{text.heading}</h1>
          <p className="mt-2 max-w-prose text-base-content/70">{text.intro}</p>
        </div>
        <LayoutSwitch value={layout} onChange={setLayout} />
      </header>
      <JoinedEventsList layout={layout} />
      <MyWaitlistSection />
    </>
  );
}
