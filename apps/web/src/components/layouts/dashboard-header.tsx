import type { ReactNode, Ref } from 'react';

type DashboardHeaderProps = {
  heading: string;
  intro: string;
  introClassName?: string;
  /** The heading takes focus when the page sends it there (the card that had focus went away). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** The head of a signed-in list page: its title and a line about it, with its controls beside them. */
export function DashboardHeader({ heading, intro, introClassName = '', headingRef, children }: DashboardHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
          {heading}
        </h1>
        <p className={`mt-2 text-base-content/70 ${introClassName}`.trim()}>{intro}</p>
      </div>
      {children}
    </header>
  );
}
