export type Countdown =
  | { state: 'upcoming'; days: number; hours: number; minutes: number; seconds: number }
  | { state: 'ongoing' }
  | { state: 'ended' };

/** Compared to the second: the event is "ongoing" only during the second it starts (spec section 4). */
export function countdownTo(eventMs: number, nowMs: number): Countdown {
  const left = Math.floor(eventMs / 1000) - Math.floor(nowMs / 1000);
  if (left === 0) return { state: 'ongoing' };
  if (left < 0) return { state: 'ended' };
  return {
    state: 'upcoming',
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
