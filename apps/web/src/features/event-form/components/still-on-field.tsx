// "Still on?" (issue 40): ask the organizer to confirm each date of a series 1 to 7 days before it.
// On the create page's Repeats and on the edit of a series' dates.
import { SERIES_LIMITS } from '@volunteering/shared/series-schemas';
import { seriesScreensTexts } from '@volunteering/shared/texts/series-screens';
import { useTexts } from '../../../lib/i18n.tsx';

const DEFAULT_CONFIRM_DAYS = 2;

/** `days` 0: not asked. */
export function StillOnField({ idPrefix, days, onChange }: { idPrefix: string; days: number; onChange: (days: number) => void }) {
  const t = useTexts(seriesScreensTexts).form;
  const id = (name: string) => `${idPrefix}-repeats-${name}`;
  return (
    <div className="flex flex-col gap-2" data-still-on>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={days > 0}
          aria-describedby={id('confirm-hint')}
          onChange={(e) => onChange(e.target.checked ? DEFAULT_CONFIRM_DAYS : 0)}
        />
        {t.confirm}
      </label>
      {days > 0 && (
        <div className="flex flex-col gap-1 ps-6">
          <label htmlFor={id('confirm-days')} className="text-sm">
            {t.confirmDays}
          </label>
          <select id={id('confirm-days')} className="select select-sm w-full sm:w-auto" value={days} onChange={(e) => onChange(Number(e.target.value))}>
            {Array.from({ length: SERIES_LIMITS.confirmDaysMax }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t.daysBefore(n)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p id={id('confirm-hint')} className="text-xs text-base-content/70">
        {t.confirmHint}
      </p>
    </div>
  );
}
