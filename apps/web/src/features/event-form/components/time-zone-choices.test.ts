import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { describe, expect, it } from 'vitest';
import { fold, searchZones, zoneChoiceLabel, zoneChoices } from './time-zone-choices.ts';

const WINTER = new Date('2026-12-01T06:00:00Z');
const SUMMER = new Date('2026-07-01T06:00:00Z');
const option = eventFormTexts.timeZoneOption;
const english = zoneChoices('Asia/Dhaka', WINTER, 'en-US', option);
const first = (query: string, choices = english) => searchZones(choices, query)[0]?.value;

describe('the zone field finds a place by what people know of it (decision 054)', () => {
  it.each([
    ['Kolkata', 'Asia/Kolkata'],
    ['kolkata', 'Asia/Kolkata'],
    ['India', 'Asia/Kolkata'],
    ['Mumbai', 'Asia/Kolkata'],
    ['Calcutta', 'Asia/Kolkata'],
    ['Nepal', 'Asia/Kathmandu'],
    ['Kathmandu', 'Asia/Kathmandu'],
    ['Katmandu', 'Asia/Kathmandu'],
    ['Kath', 'Asia/Kathmandu'],
    ['Dhaka', 'Asia/Dhaka'],
    ['Bangladesh', 'Asia/Dhaka'],
    ['New York', 'America/New_York'],
    ['new york city', 'America/New_York'],
    ['Saigon', 'Asia/Ho_Chi_Minh'],
    ['Ho Chi Minh', 'Asia/Ho_Chi_Minh'],
    ['Kiev', 'Europe/Kyiv'],
    ['Kyiv', 'Europe/Kyiv'],
    ['Rangoon', 'Asia/Yangon'],
    ['Myanmar', 'Asia/Yangon'],
    ['Sao Paulo', 'America/Sao_Paulo'],
    ['São Paulo', 'America/Sao_Paulo'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['UTC', 'UTC'],
    ['GMT+5:45', 'Asia/Kathmandu'],
    ['Nepal Time', 'Asia/Kathmandu'],
  ])('"%s" finds %s first', (query, zone) => {
    expect(first(query)).toBe(zone);
  });

  it('offers a place as "City, Country (offset)" by its name today, with its clock and cities', () => {
    const kolkata = english.find((choice) => choice.value === 'Asia/Kolkata')!;
    expect(kolkata).toMatchObject({ label: 'Kolkata, India (GMT+5:30)', detail: 'India Time · Mumbai, Delhi, Bengaluru, Hyderabad' });
    expect(english.find((choice) => choice.value === 'Asia/Kathmandu')?.label).toBe('Kathmandu, Nepal (GMT+5:45)');
    expect(english[0]?.label).toBe('UTC (GMT+0)');
    expect(english.some((choice) => /Calcutta|Katmandu|Saigon|Kiev|Rangoon/.test(choice.label))).toBe(false);
  });

  it('gives the offset at the time asked, in the page language', () => {
    expect(zoneChoiceLabel('America/New_York', WINTER, 'en-US', option)).toBe('New York, United States (GMT-5)');
    expect(zoneChoiceLabel('America/New_York', SUMMER, 'en-US', option)).toBe('New York, United States (GMT-4)');
    expect(zoneChoiceLabel('Asia/Dhaka', WINTER, 'bn-BD', option)).toBe('Dhaka, Bangladesh (GMT +৬)');
    expect(zoneChoiceLabel('America/Detroit', WINTER, 'en-US', option)).toBe('Detroit, United States (GMT-5)');
  });

  it('keeps a chosen zone that names no place, first', () => {
    const choices = zoneChoices('America/Detroit', WINTER, 'en-US', option);
    expect(choices[0]?.value).toBe('America/Detroit');
    expect(choices.length).toBe(english.length + 1);
  });

  it('on a Bangla page, finds a country by its Bangla name too', () => {
    const bangla = zoneChoices('Asia/Dhaka', WINTER, 'bn-BD', option);
    expect(first('নেপাল', bangla)).toBe('Asia/Kathmandu');
    expect(first('ভারত', bangla)).toBe('Asia/Kolkata');
    expect(first('Kathmandu', bangla)).toBe('Asia/Kathmandu');
  });

  it('every place for an empty query, none for a place nowhere', () => {
    expect(searchZones(english, '  ')).toBe(english);
    expect(searchZones(english, 'Atlantis Prime')).toEqual([]);
    expect(fold('São_Paulo')).toBe('sao paulo');
  });
});
