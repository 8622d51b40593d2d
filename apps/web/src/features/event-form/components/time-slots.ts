import { EVENT_SLOTS, isSlotTime } from '@volunteering/shared/event-time';

/** The picker's step between times (the spec's 30 minutes). */
export const SLOT_MINUTES = EVENT_SLOTS.stepMinutes;

// The picker works in the runtime's zone on the event's clock reading (readingOf): `now` is what the
// event's clock reads now (pickerDateOf(new Date(), zone)), so these rules hold in the event's zone.

/** Whether a time may be picked: one of the day's slots, and still ahead of `now`. */
export function isPickableTime(time: Date, now: Date): boolean {
  return isSlotTime({ hour: time.getHours(), minute: time.getMinutes() }) && time.getTime() > now.getTime();
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
  const firstHour = EVENT_SLOTS.firstMinute / 60;
  if (slot.getHours() < firstHour) slot.setHours(firstHour, EVENT_SLOTS.firstMinute % 60, 0, 0);
  return slot;
}
