import { COUNTDOWN_TICK_MS } from '@volunteering/shared/constants';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useEffect, useState } from 'react';
import { useServerRender } from '../../../lib/server-render.tsx';
import { countdownTo } from './countdown.ts';

const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

export function EventCountdown({ date, endDate }: { date: string; endDate: string }) {
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
        {countdown.state === 'ongoing' ? eventDetailsMessages.eventOngoing : eventDetailsMessages.eventEnded}
      </p>
    );
  }

  const parts = [
    { label: 'Days', value: countdown.days },
    { label: 'Hours', value: countdown.hours },
    { label: 'Minutes', value: countdown.minutes },
    { label: 'Seconds', value: countdown.seconds },
  ];
  return (
    // Not a live region: a screen reader announcing every second would drown everything else out.
    <div aria-live="off">
      <p className="sr-only">
        Starts in {plural(countdown.days, 'day')}, {plural(countdown.hours, 'hour')}, {plural(countdown.minutes, 'minute')} and{' '}
        {plural(countdown.seconds, 'second')}.
      </p>
      <ul className="grid grid-cols-4 gap-2 text-center" aria-hidden="true">
        {parts.map(({ label, value }) => (
          <li key={label} className="rounded-box bg-base-200 px-1 py-2" data-unit={label.toLowerCase()}>
            <span className="block font-mono text-2xl font-bold tabular-nums">{String(value).padStart(2, '0')}</span>
            <span className="text-xs text-base-content/70">{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
