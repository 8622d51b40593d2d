import { homeTexts } from '@volunteering/shared/texts/home';
import { useTexts } from '../../../lib/i18n.tsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move the selection and the focus. */
export function GuideTabs() {
  const t = useTexts(homeTexts);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    setSelected(index);
    tabs.current[index]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = t.guideSteps.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-center text-3xl font-bold">
        {t.guideHeading}
      </h2>
      <div role="tablist" aria-label={t.guideLabel} onKeyDown={handleKeyDown} className="tabs tabs-box mx-auto w-fit flex-nowrap">
        {t.guideSteps.map((step, index) => (
          <button
            key={step.tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            // daisyUI dims unselected tabs below readable contrast.
            className={`tab px-3 whitespace-nowrap sm:px-6 ${index === selected ? 'tab-active' : 'text-base-content/80'}`}
          >
            {step.tab}
          </button>
        ))}
      </div>
      {t.guideSteps.map((step, index) => (
        <div
          key={step.tab}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="mx-auto max-w-3xl rounded-box border border-base-300 bg-base-100 p-6 text-center shadow-sm sm:p-10"
        >
          <h3 className="text-xl font-semibold sm:text-2xl">{step.title}</h3>
          <p className="mt-3 text-base-content/80">{step.body}</p>
        </div>
      ))}
    </section>
  );
}
