import { impactTexts as text } from '@volunteering/shared/texts/impact';
import { formatHours } from './format-hours.ts';

export type ChartRow = { label: string; hours: number; events: number };

type HoursChartProps = {
  title: string;
  /** Names the first column of the table: "Type" or "Month". */
  labelHeading: string;
  rows: ChartRow[];
};

const WIDTH = 300;
const LABEL_WIDTH = 80;
const VALUE_WIDTH = 44;
const ROW_HEIGHT = 24;
const BAR_HEIGHT = 14;

/**
 * Horizontal bars, one a row: the SVG is one image to assistive technology, named with every value,
 * and the table below holds the same numbers for those who prefer reading them.
 */
export function HoursChart({ title, labelHeading, rows }: HoursChartProps) {
  const max = Math.max(...rows.map((row) => row.hours), 0);
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = rows.length * ROW_HEIGHT;
  const summary = text.chartLabel(
    title,
    rows.map((row) => text.chartPart(row.label, formatHours(row.hours))),
  );
  return (
    <section className="card border border-base-300 bg-base-100" aria-label={title}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 className="card-title text-lg">{title}</h2>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="w-full max-w-md text-[12px]"
        >
          {rows.map((row, index) => {
            const y = index * ROW_HEIGHT;
            const width = max > 0 ? (row.hours / max) * barSpace : 0;
            return (
              <g key={row.label}>
                <text x={LABEL_WIDTH - 6} y={y + ROW_HEIGHT / 2} dominantBaseline="middle" textAnchor="end" className="fill-base-content">
                  {row.label}
                </text>
                <rect x={LABEL_WIDTH} y={y + (ROW_HEIGHT - BAR_HEIGHT) / 2} width={barSpace} height={BAR_HEIGHT} rx={3} className="fill-base-200" />
                {width > 0 && (
                  <rect x={LABEL_WIDTH} y={y + (ROW_HEIGHT - BAR_HEIGHT) / 2} width={Math.max(width, 2)} height={BAR_HEIGHT} rx={3} className="fill-primary" />
                )}
                <text x={WIDTH - 2} y={y + ROW_HEIGHT / 2} dominantBaseline="middle" textAnchor="end" className="fill-base-content font-semibold">
                  {text.hours(formatHours(row.hours))}
                </text>
              </g>
            );
          })}
        </svg>
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
                  <th scope="col" className="text-right">
                    {text.columnEvents}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="font-normal">
                      {row.label}
                    </th>
                    <td className="text-right tabular-nums">{formatHours(row.hours)}</td>
                    <td className="text-right tabular-nums">{row.events}</td>
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
