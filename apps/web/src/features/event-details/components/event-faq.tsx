import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { useId, useState } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

type Faq = NonNullable<VolunteerEvent['faqs']>[number];

/** The event's own questions as an accordion: one answer open at a time, the first open to begin with. */
export function EventFaq({ faqs }: { faqs: Faq[] }) {
  const t = useTexts(eventDetailsMessages);
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();

  return (
    <section aria-labelledby="faq-heading" className="space-y-4">
      <h2 id="faq-heading" className="text-2xl font-bold">
        {t.faq}
      </h2>
      <div className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
        {faqs.map((item, index) => {
          const open = openIndex === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={`${index}-${item.q}`}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? null : index)}
                  className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold hover:bg-base-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
                >
                  {item.q}
                  <StrokeIcon className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} d="m6 9 6 6 6-6" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-4 pb-4 text-base-content/80">
                {item.a}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
