import { numberFormat } from '@volunteering/shared/intl-formats';
import { COUNTDOWN_TICK_MS } from '@volunteering/shared/constants';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useEffect, useState } from 'react';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useServerRender } from '../../../lib/server-render.tsx';
import { countdownTo } from './countdown.ts';

export function EventCountdown({ date, endDate }: { date: string; endDate: string }) {
  const t = useTexts(eventDetailsMessages);
  const { locale } = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  // Markup from the server shows its own moment; the browser's clock takes over once hydrated.
  const countdown = countdownTo(Date.parse(date), Date.parse(endDate), useServerRender()?.now ?? now);
  // Keeps ticking while ongoing so the page moves on to "ended" by itself.
  const running = countdown.state !== 'ended';

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  if (countdown.state !== 'upcoming') {
    return (
      <p className={`text-lg font-semibold ${countdown.state === 'ongoing' ? 'text-success' : 'text-base-content/70'}`}>
        {countdown.state === 'ongoing' ? t.eventOngoing : t.eventEnded}
      </p>
    );
  }

  const parts = [
    { unit: 'days', value: countdown.days },
    { unit: 'hours', value: countdown.hours },
    { unit: 'minutes', value: countdown.minutes },
    { unit: 'seconds', value: countdown.seconds },
  ] as const;
  // Two digits at least ("05"), in the page's digits, with no thousands separator.
  const digits = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return (
    // Not a live region: a screen reader announcing every second would drown everything else out.
    <div aria-live="off">
      <p className="sr-only">{t.startsIn(countdown.days, countdown.hours, countdown.minutes, countdown.seconds)}</p>
      <ul className="grid grid-cols-4 gap-2 text-center" aria-hidden="true">
        {parts.map(({ unit, value }) => (
          <li key={unit} className="rounded-box bg-base-200 px-1 py-2" data-unit={unit}>
            {/* The Bengali font before the mono stack: monospace fonts have no Bangla digits, and it covers the Bengali block only, so Latin digits stay mono. */}
            <span className="block font-[family-name:Bangla,var(--font-mono)] text-2xl font-bold tabular-nums">{digits.format(value)}</span>
            <span className="text-xs text-base-content/70">{t.countdownUnits[unit]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
