import { compileMessage } from '@lingui/message-utils/compileMessage';
import { translateTexts } from '@volunteering/shared/i18n/texts';
import { mapTexts } from '@volunteering/shared/texts/maps';
import { describe, expect, it } from 'vitest';
import bnMaps from '../../../../../packages/shared/src/texts/bn/maps.json' with { type: 'json' };
import { parseNear, roundDistance, writeNear } from './near-params.ts';

describe('a distance on a card', () => {
  it('reads in tenths of a km close by and in whole km farther', () => {
    expect(roundDistance(3.24)).toBe(3.2);
    expect(roundDistance(3.25)).toBe(3.3);
    expect(roundDistance(9.9)).toBe(9.9);
    expect(roundDistance(9.96)).toBe(10);
    expect(roundDistance(12.6)).toBe(13);
    expect(roundDistance(0.01)).toBe(0.1);
  });

  it('says "km away" in English and in Bangla with Bangla digits', () => {
    expect(mapTexts.away(roundDistance(3.24))).toBe('3.2 km away');
    expect(mapTexts.away(roundDistance(1234.4))).toBe('1,234 km away');
    const messages = Object.fromEntries(Object.entries(bnMaps).map(([key, message]) => [`maps.${key}`, compileMessage(message)]));
    const bn = translateTexts(mapTexts, messages, 'bn-BD');
    expect(bn.away(roundDistance(3.24))).toBe('৩.২ কিমি দূরে');
    expect(bn.away(roundDistance(25.2))).toBe('২৫ কিমি দূরে');
  });
});

describe('Near me in the address', () => {
  it('reads a point, a radius and a place, and writes them back the same', () => {
    const near = parseNear(new URLSearchParams('near=23.80612,90.36844&radius=5&place=Mirpur 10'));
    expect(near).toEqual({ lat: 23.806, lng: 90.368, radiusKm: 5, place: 'Mirpur 10' });
    const next = new URLSearchParams('q=tree');
    writeNear(next, near);
    expect(next.toString()).toBe('q=tree&near=23.806%2C90.368&radius=5&place=Mirpur+10');
  });

  it("takes an unknown radius as the server's 25 km and keeps the default out of the address", () => {
    const near = parseNear(new URLSearchParams('near=23.8,90.4&radius=7'));
    expect(near?.radiusKm).toBe(25);
    const next = new URLSearchParams();
    writeNear(next, near);
    expect(next.toString()).toBe('near=23.8%2C90.4');
  });

  it('names no Near me for a point off the globe or not a point', () => {
    for (const near of ['91,10', '10,181', 'dhaka', '23.8', '23.8,90.4,1', '']) expect(parseNear(new URLSearchParams({ near }))).toBeNull();
  });

  it('takes Near me out of the address', () => {
    const next = new URLSearchParams('near=23.8,90.4&radius=25&place=x&type=Cleanup');
    writeNear(next, null);
    expect(next.toString()).toBe('type=Cleanup');
  });
});
