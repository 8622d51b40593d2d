import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { timeZonesNames } from '@vvo/tzdb';
import { formatEventDateTime, zoneOffsetLabel } from './event-time-format.ts';
import { offsetAt } from './event-time.ts';
import { TimeZoneSchema } from './event-schemas.ts';
import { todayZoneName, zonePlaceOf, zonePlaces } from './time-zones.ts';

describe("a zone by today's name (decision 054)", () => {
  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Asia/Katmandu', 'Asia/Kathmandu'],
    ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['Asia/Rangoon', 'Asia/Yangon'],
    ['Asia/Dacca', 'Asia/Dhaka'],
    ['America/Godthab', 'America/Nuuk'],
    ['Pacific/Enderbury', 'Pacific/Kanton'],
    ['US/Eastern', 'America/New_York'],
    // A group of zones with one clock today: the old name takes the one whose clock it kept.
    ['US/Michigan', 'America/Detroit'],
    ['US/East-Indiana', 'America/Indiana/Indianapolis'],
    ['America/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['Europe/Uzhgorod', 'Europe/Kyiv'],
    ['asia/kolkata', 'Asia/Kolkata'],
    ['ASIA/DHAKA', 'Asia/Dhaka'],
    ['Etc/UTC', 'UTC'],
    ['GMT', 'UTC'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
  ])('%s is %s', (old, today) => {
    expect(todayZoneName(old)).toBe(today);
  });

  it('is undefined for a name no zone has', () => {
    for (const name of ['Mars/Olympus', '', 'Asia', 'x'.repeat(80)]) expect(todayZoneName(name)).toBeUndefined();
  });

  it("every zone this runtime knows has today's name, on the same clock at every start an event may have", () => {
    const today = new Set(timeZonesNames);
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const name = todayZoneName(zone)!;
      expect(today.has(name) || name === 'UTC' || name.startsWith('Etc/') || !name.includes('/'), `${zone} -> ${name}`).toBe(true);
      for (const year of [2000, 2013, 2026, 2027]) {
        for (const month of [0, 6])
          expect(offsetAt(new Date(Date.UTC(year, month, 15)), name), `${zone} -> ${name}`).toBe(offsetAt(new Date(Date.UTC(year, month, 15)), zone));
      }
    }
  });

  it("Intl writes today's names (Node's and the browsers' Intl accept them)", () => {
    expect(formatEventDateTime('2026-12-10T04:15:00.000Z', 'Asia/Kathmandu')).toBe('Thursday, December 10, 2026 at 10:00 AM GMT+5:45');
    expect(formatEventDateTime('2026-12-10T04:30:00.000Z', 'Asia/Kolkata')).toBe('Thursday, December 10, 2026 at 10:00 AM GMT+5:30');
    expect(zoneOffsetLabel(new Date('2026-07-01T00:00:00Z'), 'Europe/Kyiv')).toBe('GMT+3');
    expect(zoneOffsetLabel(new Date('2026-12-01T00:00:00Z'), 'America/New_York')).toBe('GMT-5');
    expect(zoneOffsetLabel(new Date('2026-12-01T00:00:00Z'), 'Asia/Kathmandu', 'bn-BD')).toBe('GMT +৫:৪৫');
  });

  it('the event schemas check a zone is one; the API stores it by its name today', () => {
    expect(TimeZoneSchema.safeParse('Asia/Calcutta').success).toBe(true);
    expect(TimeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });

  it("the migration renames each old name the way todayZoneName does, and those this runtime's Intl gives", () => {
    const sql = readFileSync(new URL('../../../apps/server/src/db/migrations/0023_today_zone_names.sql', import.meta.url), 'utf8');
    const pairs = [...sql.matchAll(/\('([^']+)', '([^']+)'\)/g)].map((match) => [match[1]!, match[2]!] as const);
    for (const [old, today] of pairs) expect(todayZoneName(old), old).toBe(today);
    const renamed = new Set(pairs.map(([old]) => old));
    for (const zone of Intl.supportedValuesOf('timeZone')) if (todayZoneName(zone) !== zone) expect(renamed.has(zone), zone).toBe(true);
  });
});

describe('the places a zone field offers', () => {
  it('one per clock and country, by their names today, UTC first', () => {
    const places = zonePlaces();
    expect(places[0]).toMatchObject({ name: 'UTC', city: 'UTC' });
    expect(new Set(places.map((place) => place.name)).size).toBe(places.length);
    expect(places.find((place) => place.name === 'Asia/Kolkata')).toMatchObject({
      city: 'Kolkata',
      country: 'India',
      countryCode: 'IN',
      otherNames: ['Asia/Calcutta'],
    });
    expect(places.find((place) => place.name === 'Asia/Kathmandu')).toMatchObject({ city: 'Kathmandu', country: 'Nepal', clockName: 'Nepal Time' });
    expect(places.find((place) => place.name === 'America/New_York')).toMatchObject({
      city: 'New York',
      country: 'United States',
      abbreviations: ['EST', 'EDT'],
    });
    for (const old of ['Asia/Calcutta', 'Asia/Katmandu', 'Asia/Saigon', 'Europe/Kiev', 'Asia/Rangoon'])
      expect(
        places.some((place) => place.name === old),
        old,
      ).toBe(false);
  });

  it("a zone that names no place is shown as its city in its group's country", () => {
    expect(zonePlaceOf('America/Detroit')).toMatchObject({ name: 'America/Detroit', city: 'Detroit', country: 'United States', clockName: 'Eastern Time' });
    expect(zonePlaceOf('Asia/Kathmandu')).toMatchObject({ city: 'Kathmandu', country: 'Nepal' });
    expect(zonePlaceOf('Etc/GMT+5')).toMatchObject({ name: 'Etc/GMT+5', city: 'GMT+5', country: '' });
  });
});
