import { isEventSlot, wallTimeOf } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { describe, expect, it } from 'vitest';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { DEMO_TIME_ZONE, demoEvents } from './demo-events.ts';

describe('the demo events', () => {
  // 23:00 UTC is already the next morning in Dhaka: days count from Dhaka's today.
  const now = new Date('2026-11-23T23:00:00Z');
  const events = demoEvents(now);

  it('start at the Bangladesh clock times their texts promise', () => {
    const sunrise = events.find((event) => event.title.startsWith('Sunrise Beach Cleanup'))!;
    expect(formatEventDateTime(sunrise.date.toISOString(), DEMO_TIME_ZONE)).toBe('Monday, November 30, 2026 at 8:00 AM GMT+6');
    expect(wallTimeOf(sunrise.date, DEMO_TIME_ZONE)).toMatchObject({ hour: 8, minute: 0 });
  });

  it('each start on a slot of the time rule, in its own zone', () => {
    expect(events).toHaveLength(24);
    for (const event of events) expect(isEventSlot(event.date.toISOString(), event.timeZone ?? DEMO_TIME_ZONE), event.title).toBe(true);
  });

  it("abroad keep the clock of their place, not Dhaka's (issue 37)", () => {
    const zoneOf = (place: string) => events.find((event) => event.location.endsWith(place))!;
    expect(zoneOf('Colombo').timeZone).toBe('Asia/Colombo');
    expect(zoneOf('Kolkata').timeZone).toBe('Asia/Kolkata');
    expect(zoneOf('Kathmandu').timeZone).toBe('Asia/Kathmandu');
    const kathmandu = zoneOf('Kathmandu');
    expect(formatEventDateTime(kathmandu.date.toISOString(), kathmandu.timeZone!)).toMatch(/at 2:30 PM GMT\+5:45$/);
    // Every other demo event is in Bangladesh.
    expect(events.filter((event) => event.timeZone === undefined).every((event) => !/Colombo|Kolkata|Kathmandu/.test(event.location))).toBe(true);
  });

  it('each have their cards and questions: their own, else the suggestions an organizer kept (decision 058)', () => {
    for (const event of events) {
      expect(event.highlights.length, event.title).toBeGreaterThan(0);
      expect(event.faqs.length, event.title).toBeGreaterThan(0);
    }
    const sunrise = events.find((event) => event.title.startsWith('Sunrise Beach Cleanup'))!;
    expect(sunrise.highlights.map((highlight) => highlight.title)).toEqual(['Sunrise start', 'Team zones', 'Sorted for recycling']);
    const buriganga = events.find((event) => event.title.startsWith('Buriganga'))!;
    expect(buriganga.highlights).toEqual(eventFormTexts.suggestedHighlights);
    expect(buriganga.faqs).toEqual(eventFormTexts.suggestedFaqs);
  });
});
