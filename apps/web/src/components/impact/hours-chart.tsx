import { Fragment } from 'react';
import { impactTexts } from '@volunteering/shared/texts/impact';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';
import { formatHours } from '@volunteering/shared/impact-format';

/** A bar; `events` fills the table's third column when every row has it. */
export type ChartRow = { label: string; hours: number; events?: number };

type HoursChartProps = {
  title: string;
  /** Names the first column of the table: "Type" or "Month". */
  labelHeading: string;
  rows: ChartRow[];
};

/**
 * Horizontal bars, one a row: the chart is one image to assistive technology, named with every
 * value, and the table below holds the same numbers for those who prefer reading them. Labels are
 * text of the page's type scale (not SVG text, which grew and shrank with the chart's width), in a
 * column of 5rem that grows to 9rem for longer names (Bangla's "পরিচ্ছন্নতা অভিযান").
 */
export function HoursChart({ title, labelHeading, rows }: HoursChartProps) {
  const text = useTexts(impactTexts);
  const { locale } = useLanguage();
  const max = Math.max(...rows.map((row) => row.hours), 0);
  const withEvents = rows.every((row) => row.events !== undefined);
  // The parts go in joined, as one: a catalog's message takes a value, not a list to join.
  const summary = text.chartLabel(title, [rows.map((row) => text.chartPart(row.label, formatHours(row.hours, locale))).join('; ')]);
  return (
    <section className="card border border-base-300 bg-base-100" aria-label={title}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 className="card-title text-lg">{title}</h2>
        <div role="img" aria-label={summary} className="grid max-w-md grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 text-sm">
          {rows.map((row) => (
            <Fragment key={row.label}>
              <span className="max-w-36 min-w-20 truncate text-right">{row.label}</span>
              <span className="h-3.5 overflow-hidden rounded-sm bg-base-200">
                {row.hours > 0 && <span className="block h-full min-w-0.5 rounded-sm bg-primary" style={{ width: `${(row.hours / max) * 100}%` }} />}
              </span>
              <span className="text-right font-semibold tabular-nums">{text.hours(formatHours(row.hours, locale))}</span>
            </Fragment>
          ))}
        </div>
        <details className="group">
          <summary className="link w-fit text-sm">
            <span className="group-open:hidden">{text.showTable}</span>
            <span className="hidden group-open:inline">{text.hideTable}</span>
          </summary>
          <div className="mt-2 overflow-x-auto">
            <table className="table table-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                {/* daisyUI dims table headers below AA contrast in the dim theme. */}
                <tr className="text-base-content">
                  <th scope="col">{labelHeading}</th>
                  <th scope="col" className="text-right">
                    {text.columnHours}
                  </th>
                  {withEvents && (
                    <th scope="col" className="text-right">
                      {text.columnEvents}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="font-normal">
                      {row.label}
                    </th>
                    <td className="text-right tabular-nums">{formatHours(row.hours, locale)}</td>
                    {withEvents && <td className="text-right tabular-nums">{row.events!.toLocaleString(locale, { useGrouping: false })}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </div>
    </section>
  );
}
