/** The spec's picker rules: times from 08:00 to 23:59 (hours 8 to 23), every 30 minutes. */
const FIRST_SLOT_HOUR = 8;
export const SLOT_MINUTES = 30;

/** Whether a time may be picked: inside the day's hours and still ahead of `now`. */
export function isPickableTime(time: Date, now: Date): boolean {
  return time.getHours() >= FIRST_SLOT_HOUR && time.getTime() > now.getTime();
}

/**
 * The first pickable slot at or after `date`. Clicking a day keeps the current clock time
 * (say 3:17 AM); this moves it onto the picker's grid instead.
 */
export function nextPickableSlot(date: Date, now: Date): Date {
  const slot = new Date(Math.max(date.getTime(), now.getTime() + 1));
  slot.setSeconds(0, 0);
  const minutes = slot.getMinutes();
  if (minutes % SLOT_MINUTES !== 0) slot.setMinutes(minutes + SLOT_MINUTES - (minutes % SLOT_MINUTES));
  // A slot equal to `now` to the millisecond has already begun.
  if (slot.getTime() <= now.getTime()) slot.setMinutes(slot.getMinutes() + SLOT_MINUTES);
  if (slot.getHours() < FIRST_SLOT_HOUR) slot.setHours(FIRST_SLOT_HOUR, 0, 0, 0);
  return slot;
}
