import { describe, expect, it } from 'vitest';
import { FEW_SPOTS_LEFT } from './constants.ts';
import { eventStatusLabel, eventStatuses, eventTiming } from './event-status.ts';

const now = Date.parse('2026-06-15T12:00:00Z');
const HOUR_MS = 3600_000;

/** An event starting `startsIn` ms after `now`, lasting `durationMs` (0: no duration, it ends as it starts). */
function event({ startsIn = 24 * HOUR_MS, durationMs = 0, joined = 0, needed = 20 } = {}) {
  const start = now + startsIn;
  return {
    date: new Date(start).toISOString(),
    endDate: new Date(start + durationMs).toISOString(),
    volunteersJoined: joined,
    volunteersNeeded: needed,
  };
}

const labels = (...args: Parameters<typeof event>) => eventStatuses(event(...args), now).map(eventStatusLabel);

describe('eventStatuses', () => {
  it('says nothing about an upcoming event with plenty of places', () => {
    expect(labels({ joined: 3, needed: 20 })).toEqual([]);
  });

  it('calls an event full when joined reaches the goal, with its waitlist open', () => {
    expect(eventStatuses(event({ joined: 10, needed: 10 }), now)).toEqual([{ kind: 'full' }, { kind: 'waitlistOpen' }]);
    expect(labels({ joined: 10, needed: 10 })).toEqual(['Full', 'Waitlist open']);
    // More joined than needed (the goal was lowered after people joined) is full too.
    expect(labels({ joined: 12, needed: 10 })).toEqual(['Full', 'Waitlist open']);
  });

  it('counts the spots left when few remain, singular for one', () => {
    expect(labels({ joined: 7, needed: 10 })).toEqual(['3 spots left']);
    expect(labels({ joined: 9, needed: 10 })).toEqual(['1 spot left']);
    expect(eventStatuses(event({ joined: 9, needed: 10 }), now)).toEqual([{ kind: 'spotsLeft', spots: 1 }]);
  });

  it(`says "spots left" from ${FEW_SPOTS_LEFT} places left, not from one more`, () => {
    expect(FEW_SPOTS_LEFT).toBe(5);
    expect(labels({ joined: 10, needed: 10 + FEW_SPOTS_LEFT })).toEqual([`${FEW_SPOTS_LEFT} spots left`]);
    expect(labels({ joined: 9, needed: 10 + FEW_SPOTS_LEFT })).toEqual([]);
    // A small event counts its places from the start.
    expect(labels({ joined: 0, needed: FEW_SPOTS_LEFT })).toEqual([`${FEW_SPOTS_LEFT} spots left`]);
  });

  it('says only "Ended" once the event is over, full or not', () => {
    expect(labels({ startsIn: -48 * HOUR_MS })).toEqual(['Ended']);
    expect(labels({ startsIn: -48 * HOUR_MS, joined: 10, needed: 10 })).toEqual(['Ended']);
    expect(labels({ startsIn: -48 * HOUR_MS, joined: 9, needed: 10 })).toEqual(['Ended']);
  });

  it('with a duration, is happening from its start through its end, and ended only after the end', () => {
    const twoHours = 2 * HOUR_MS;
    expect(labels({ startsIn: 1, durationMs: twoHours })).toEqual([]);
    expect(labels({ startsIn: 0, durationMs: twoHours })).toEqual(['Happening now']);
    expect(labels({ startsIn: -HOUR_MS, durationMs: twoHours })).toEqual(['Happening now']);
    expect(labels({ startsIn: -twoHours, durationMs: twoHours })).toEqual(['Happening now']);
    expect(labels({ startsIn: -twoHours - 1, durationMs: twoHours })).toEqual(['Ended']);
  });

  it('without a duration, happens only at its start and has ended a moment after', () => {
    expect(labels({ startsIn: 0 })).toEqual(['Happening now']);
    expect(labels({ startsIn: -1 })).toEqual(['Ended']);
    expect(labels({ startsIn: 1 })).toEqual([]);
  });

  it('keeps the places beside "Happening now", since joining and the waitlist stay open until the end', () => {
    const onNow = { startsIn: -HOUR_MS, durationMs: 3 * HOUR_MS };
    expect(labels({ ...onNow, joined: 10, needed: 10 })).toEqual(['Happening now', 'Full', 'Waitlist open']);
    expect(labels({ ...onNow, joined: 8, needed: 10 })).toEqual(['Happening now', '2 spots left']);
  });
});

describe('eventTiming', () => {
  it('is upcoming before the start, happening through the end, ended after it', () => {
    expect(eventTiming(event({ startsIn: HOUR_MS, durationMs: HOUR_MS }), now)).toBe('upcoming');
    expect(eventTiming(event({ startsIn: -HOUR_MS, durationMs: HOUR_MS }), now)).toBe('happeningNow');
    expect(eventTiming(event({ startsIn: -HOUR_MS - 1, durationMs: HOUR_MS }), now)).toBe('ended');
  });
});
