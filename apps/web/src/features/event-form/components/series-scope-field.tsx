// Editing a date of a series (issue 40): "This date", "This and following" or "All future dates".
import { seriesScreensTexts } from '@volunteering/shared/texts/series-screens';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import type { SeriesScope } from '../api/edit-series.ts';

/** `children`: what more the chosen dates may change (their "Still on?"). */
export function SeriesScopeField({
  idPrefix,
  value,
  onChange,
  children,
}: {
  idPrefix: string;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
  children?: ReactNode;
}) {
  const t = useTexts(seriesScreensTexts).manage;
  const scopes: [SeriesScope, string][] = [
    ['date', t.thisDate],
    ['following', t.following],
    ['all', t.allFuture],
  ];
  return (
    <fieldset className="flex flex-col gap-2 rounded-box border border-base-300 p-4">
      <legend className="px-1 font-semibold">{t.scope}</legend>
      {scopes.map(([scope, label]) => (
        <label key={scope} className="flex items-center gap-2">
          <input type="radio" className="radio radio-sm" name={`${idPrefix}-series-scope`} checked={value === scope} onChange={() => onChange(scope)} />
          {label}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
