import type { ReactNode } from 'react';

/** The head of a signed-in list page: its title and a line about it, with its controls beside them. */
export function DashboardHeader({ heading, intro, introClassName = '', children }: { heading: string; intro: string; introClassName?: string; children: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className={`mt-2 text-base-content/70 ${introClassName}`.trim()}>{intro}</p>
      </div>
      {children}
    </header>
  );
}
