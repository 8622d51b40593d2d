export type Countdown = { state: 'upcoming'; days: number; hours: number; minutes: number; seconds: number } | { state: 'ongoing' } | { state: 'ended' };

/**
 * Compared to the second: "ongoing" from the second it starts through the second it ends. An event
 * without a duration ends as it starts, so it is ongoing for that one second (spec section 4).
 */
export function countdownTo(startMs: number, endMs: number, nowMs: number): Countdown {
  const now = Math.floor(nowMs / 1000);
  const left = Math.floor(startMs / 1000) - now;
  if (left <= 0) return now <= Math.floor(endMs / 1000) ? { state: 'ongoing' } : { state: 'ended' };
  return {
    state: 'upcoming',
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
