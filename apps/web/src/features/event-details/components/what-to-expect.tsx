import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

type Highlight = NonNullable<VolunteerEvent['highlights']>[number];

// Outline icons (24×24, stroked) for the icon names organizers use; unknown names get the star.
const ICON_PATHS = {
  users: 'M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm13 9v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  smile: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-7s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01',
  store: 'M3 9l1.5-5h15L21 9M3 9v1a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0V9M5 13v7h14v-7M10 20v-4h4v4',
  music: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0-14v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  leaf: 'M11 20A7 7 0 0 1 4 13c0-6 5-9 16-10-1 11-4 16-10 16Zm-7 1c3-6 6-9 10-11',
  heart: 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1L12 21l7.8-7.6 1-1a5.5 5.5 0 0 0 0-7.8Z',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14ZM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  gift: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7m0 0H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Zm0 0h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7Z',
  star: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z',
} as const;

function HighlightIcon({ name }: { name: string }) {
  const known = Object.hasOwn(ICON_PATHS, name);
  return <StrokeIcon className="size-6" d={known ? ICON_PATHS[name as keyof typeof ICON_PATHS] : ICON_PATHS.star} />;
}

/** The event's own highlights; an event without any has no such section (decision 058). */
export function WhatToExpect({ highlights }: { highlights: Highlight[] }) {
  const t = useTexts(eventDetailsMessages);
  return (
    <section aria-labelledby="expect-heading" className="space-y-4">
      <h2 id="expect-heading" className="text-2xl font-bold">
        {t.whatToExpect}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {highlights.map((item, index) => (
          <li key={`${index}-${item.title}`} className="flex gap-4 rounded-box border border-base-300 bg-base-100 p-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <HighlightIcon name={item.icon} />
            </span>
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm text-base-content/80">{item.desc}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
