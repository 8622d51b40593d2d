import { useId, type ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  body: string;
  /** The way on (create, explore, clear the filters), inside the box it belongs to. */
  action?: ReactNode;
};

/** A region named by its title, so its way on is found inside it. */
export function EmptyState({ title, body, action }: EmptyStateProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-box border border-dashed border-base-300 px-6 py-12 text-center">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-base-content/70">{body}</p>
      {action && <div className="mt-6">{action}</div>}
    </section>
  );
}
