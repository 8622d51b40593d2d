import { describe, expect, it } from 'vitest';
import { isPickableTime, nextPickableSlot } from './time-slots.ts';

const at = (text: string) => new Date(text);

describe('nextPickableSlot', () => {
  const now = at('2030-06-15T10:10:00');

  it('keeps a future slot on the grid as it is', () => {
    expect(nextPickableSlot(at('2030-06-20T14:30:00'), now)).toEqual(at('2030-06-20T14:30:00'));
  });

  it('rounds a clock time up to the next half hour', () => {
    expect(nextPickableSlot(at('2030-06-20T14:05:27'), now)).toEqual(at('2030-06-20T14:30:00'));
    expect(nextPickableSlot(at('2030-06-20T14:31:00'), now)).toEqual(at('2030-06-20T15:00:00'));
  });

  it('moves a night time to 8:00 AM', () => {
    expect(nextPickableSlot(at('2030-06-20T03:17:00'), now)).toEqual(at('2030-06-20T08:00:00'));
  });

  it('moves a time after 11:30 PM to 8:00 AM the next day', () => {
    expect(nextPickableSlot(at('2030-06-20T23:45:00'), now)).toEqual(at('2030-06-21T08:00:00'));
  });

  it('never returns a moment that has passed', () => {
    expect(nextPickableSlot(at('2030-06-15T09:00:00'), now)).toEqual(at('2030-06-15T10:30:00'));
    expect(nextPickableSlot(at('2030-06-15T10:30:00'), at('2030-06-15T10:30:00'))).toEqual(at('2030-06-15T11:00:00'));
  });
});

describe('isPickableTime', () => {
  const now = at('2030-06-15T10:10:00');

  it('allows 8:00 AM to 11:30 PM on a later day', () => {
    expect(isPickableTime(at('2030-06-16T07:30:00'), now)).toBe(false);
    expect(isPickableTime(at('2030-06-16T08:00:00'), now)).toBe(true);
    expect(isPickableTime(at('2030-06-16T23:30:00'), now)).toBe(true);
  });

  it('refuses times of today that have passed', () => {
    expect(isPickableTime(at('2030-06-15T10:00:00'), now)).toBe(false);
    expect(isPickableTime(at('2030-06-15T10:30:00'), now)).toBe(true);
  });
});
