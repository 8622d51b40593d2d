import { impactTexts as text } from '@volunteering/shared/texts/impact';
import { ImpactOverview } from '../../features/impact/components/impact-overview.tsx';

export function MyImpactRoute() {
  return (
    <>
      <title>{text.pageTitle}</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{text.heading}</h1>
        <p className="mt-2 max-w-prose text-base-content/70">{text.intro}</p>
      </header>
      <ImpactOverview />
    </>
  );
}
