import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './google-calendar-url.ts';

const event = {
  title: 'Beach Cleanup & Picnic',
  description: 'Bring gloves; we provide bags.',
  location: "Cox's Bazar, Bangladesh",
  date: '2026-12-05T03:30:00.000Z',
  endDate: '2026-12-05T05:45:30.250Z',
  timeZone: 'Asia/Dhaka',
};

describe('googleCalendarUrl', () => {
  it("fills in the title, the UTC start and end shown in the event's zone, the details with the page link, and the place", () => {
    const url = new URL(googleCalendarUrl(event, 'https://hub.example/events/abc'));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Beach Cleanup & Picnic');
    expect(url.searchParams.get('dates')).toBe('20261205T033000Z/20261205T054530Z');
    expect(url.searchParams.get('details')).toBe('Bring gloves; we provide bags.\n\nhttps://hub.example/events/abc');
    expect(url.searchParams.get('location')).toBe("Cox's Bazar, Bangladesh");
    expect(url.searchParams.get('ctz')).toBe('Asia/Dhaka');
  });

  it('an event without a duration starts and ends at the same moment', () => {
    const url = new URL(googleCalendarUrl({ ...event, endDate: event.date }, 'https://hub.example/events/abc'));
    expect(url.searchParams.get('dates')).toBe('20261205T033000Z/20261205T033000Z');
  });

  it('shortens a long description but always keeps the page link', () => {
    const url = new URL(googleCalendarUrl({ ...event, description: 'x'.repeat(5000) }, 'https://hub.example/events/abc'));
    const details = url.searchParams.get('details')!;
    expect(details.length).toBeLessThan(700);
    expect(details).toMatch(/x…\n\nhttps:\/\/hub\.example\/events\/abc$/);
  });
});
