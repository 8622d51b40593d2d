import { impactTexts } from '@volunteering/shared/texts/impact';
import { useTexts } from '../../lib/i18n.tsx';
import { ImpactOverview } from '../../features/impact/components/impact-overview.tsx';
import { MyHours } from '../../features/impact/components/my-hours.tsx';

export function MyImpactRoute() {
  const text = useTexts(impactTexts);
  return (
    <>
      <title>{text.pageTitle}</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{text.heading}</h1>
        <p className="mt-2 max-w-prose text-base-content/70">{text.intro}</p>
      </header>
      <ImpactOverview />
      <MyHours />
    </>
  );
}
