import { homeTexts } from '@volunteering/shared/texts/home';
import { useTexts } from '../../../lib/i18n.tsx';
import { useId } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';

type Point = { title: string; body: string };

type FeatureSectionProps = {
  heading: string;
  intro: string;
  points: readonly Point[];
  icon: 'megaphone' | 'hands';
};

const ICONS = {
  megaphone: 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm12-3a5 5 0 0 1 0 8m3-11a9 9 0 0 1 0 14',
  hands: 'M12 21s-7-4.4-9.3-9A5 5 0 0 1 12 6a5 5 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9Z',
} as const;

function FeatureSection({ heading, intro, points, icon }: FeatureSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <div className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
            <StrokeIcon className="size-6" d={ICONS[icon]} />
          </span>
          <h2 id={headingId} className="text-2xl font-bold">
            {heading}
          </h2>
        </div>
        <p className="text-base-content/80">{intro}</p>
        <ul className="space-y-3">
          {points.map((point) => (
            <li key={point.title} className="flex gap-3">
              <svg viewBox="0 0 24 24" className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true">
                <path d="m5 12 5 5L20 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <div>
                <h3 className="font-semibold">{point.title}</h3>
                <p className="text-base-content/80">{point.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FeatureSections() {
  const t = useTexts(homeTexts);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <FeatureSection heading={t.organizersHeading} intro={t.organizersIntro} points={t.organizerPoints} icon="megaphone" />
      <FeatureSection heading={t.volunteersHeading} intro={t.volunteersIntro} points={t.volunteerPoints} icon="hands" />
    </div>
  );
}
