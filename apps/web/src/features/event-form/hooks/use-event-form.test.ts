import { CreateEventFormSchema, editEventFormSchema, pickerDateOf, type VolunteerEvent } from '@volunteering/shared/event-schemas';
import { createEventMessages, editEventMessages, eventFormTexts } from '@volunteering/shared/texts/event-form';
import { shiftFieldMessages } from '@volunteering/shared/texts/shifts';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { decodeMessage, textOf } from '@volunteering/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { emptyEventFormValues, eventToFormValues } from './use-event-form.ts';

/** A schema's message is a code (decision 049): here in English, as the form shows it on an English page. */
const inEnglish = (message: string) => {
  const ref = decodeMessage(message);
  return ref ? textOf(ref) : `not a code: ${message}`;
};
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), inEnglish(issue.message)]));

/** Next year: ahead of now and within the two years a start may be (issue 35). */
const YEAR = new Date().getFullYear() + 1;

const event: VolunteerEvent = {
  _id: 'e1',
  title: 'Park Cleanup',
  description: 'Clearing the paths.',
  type: 'Cleanup',
  imageUrl: 'https://images.example.com/park.jpg',
  location: 'Ramna Park, Dhaka',
  lat: null,
  lng: null,
  date: `${YEAR}-03-01T04:30:00.000Z`,
  timeZone: 'Asia/Dhaka',
  endDate: `${YEAR}-03-01T04:30:00.000Z`,
  durationMinutes: null,
  creditScheduledHours: false,
  organizer: 'Green Dhaka',
  volunteersNeeded: 12,
  volunteersJoined: 3,
  joinedUsers: [],
  addedBy: 'owner@example.com',
  status: 'scheduled',
  shifts: [],
  series: null,
  images: ['https://images.example.com/1.jpg'],
  highlights: [{ icon: 'leaf', title: 'Trees', desc: 'Plant trees.' }],
};

const EditEventFormSchema = editEventFormSchema({ date: event.date, timeZone: event.timeZone });

describe('the event form values', () => {
  it('an empty create form gives the create messages, the organizer kept', () => {
    const values = emptyEventFormValues('Farhana Akter', eventFormTexts);
    expect(values.organizer).toBe('Farhana Akter');
    expect(values.durationMinutes).toBe('120');
    expect(messages(CreateEventFormSchema.safeParse(values))).toMatchObject({
      title: createEventMessages.title,
      type: createEventMessages.type,
      date: createEventMessages.date,
      volunteersNeeded: createEventMessages.volunteersNeeded,
    });
  });

  it("a new event's highlights and questions start as the suggestions, copies the form may change; an event edited shows its own", () => {
    const values = emptyEventFormValues('Farhana Akter', eventFormTexts);
    expect(values.highlights).toEqual(eventFormTexts.suggestedHighlights);
    expect(values.faqs).toEqual(eventFormTexts.suggestedFaqs);
    values.highlights[0]!.title = 'Changed';
    expect(eventFormTexts.suggestedHighlights[0].title).toBe('Community Connection');
    // Kept as they are, they are sent as the event's own.
    const sent = CreateEventFormSchema.parse({ ...eventToFormValues(event), type: 'Cleanup', faqs: emptyEventFormValues('', eventFormTexts).faqs });
    expect(sent.faqs).toEqual(eventFormTexts.suggestedFaqs);
    expect(eventToFormValues({ ...event, highlights: undefined })).toMatchObject({ highlights: [], faqs: [] });
  });

  it('the edit form gives its own messages and does not require a type', () => {
    const values = { ...eventToFormValues(event), type: '', date: null, volunteersNeeded: '0' };
    const found = messages(EditEventFormSchema.safeParse(values));
    expect(found).toEqual({ date: editEventMessages.date, volunteersNeeded: editEventMessages.volunteersNeeded });
  });

  it('an event read into the edit form and saved unchanged is the same event', () => {
    const result = EditEventFormSchema.parse(eventToFormValues(event));
    expect(result).toEqual({
      title: event.title,
      description: event.description,
      type: 'Cleanup',
      imageUrl: event.imageUrl,
      location: event.location,
      // Without a pin it stays without one (issue 42).
      lat: null,
      lng: null,
      date: event.date,
      timeZone: 'Asia/Dhaka',
      organizer: event.organizer,
      volunteersNeeded: 12,
      // Saved without a duration: it stays without one.
      durationMinutes: null,
      creditScheduledHours: false,
      images: event.images,
      highlights: event.highlights,
      faqs: undefined,
    });
    // Hours (issue 39): an event that credits its scheduled length keeps doing so.
    expect(EditEventFormSchema.parse(eventToFormValues({ ...event, creditScheduledHours: true })).creditScheduledHours).toBe(true);
    const timed = EditEventFormSchema.parse(eventToFormValues({ ...event, durationMinutes: 90 }));
    expect(timed.durationMinutes).toBe(90);
    const pinned = EditEventFormSchema.parse(eventToFormValues({ ...event, lat: 23.7461, lng: 90.3742 }));
    expect(pinned).toMatchObject({ lat: 23.7461, lng: 90.3742 });
  });

  it('a typed text that is not a date, or a moment already past on create, is refused', () => {
    const values = { ...eventToFormValues(event), date: new Date(Number.NaN) };
    expect(messages(EditEventFormSchema.safeParse(values)).date).toBe(validationMessages.invalidDate);
    const past = { ...eventToFormValues(event), date: pickerDateOf('2020-03-01T04:30:00.000Z', 'Asia/Dhaka') };
    expect(messages(CreateEventFormSchema.safeParse(past)).date).toBe(validationMessages.dateInPast);
    expect(EditEventFormSchema.safeParse(past).success).toBe(true);
  });

  it("reads the picked time in the event's zone: the same 10:00 AM is a different instant in Dhaka and New York", () => {
    const tenAm = new Date(YEAR, 11, 18, 10, 0);
    const inDhaka = CreateEventFormSchema.parse({ ...eventToFormValues(event), type: 'Cleanup', date: tenAm, timeZone: 'Asia/Dhaka' });
    const inNewYork = CreateEventFormSchema.parse({ ...eventToFormValues(event), type: 'Cleanup', date: tenAm, timeZone: 'America/New_York' });
    expect(inDhaka.date).toBe(`${YEAR}-12-18T04:00:00.000Z`);
    expect(inNewYork.date).toBe(`${YEAR}-12-18T15:00:00.000Z`);
    expect(pickerDateOf(inNewYork.date, 'America/New_York')).toEqual(tenAm);
  });

  it('refuses a typed time off the 8:00 AM to 11:30 PM half-hour slots, with the other errors at once', () => {
    const early = { ...eventToFormValues(event), title: '', date: new Date(YEAR, 11, 18, 3, 15) };
    expect(messages(CreateEventFormSchema.safeParse(early))).toMatchObject({ title: createEventMessages.title, date: validationMessages.timeSlot });
    expect(messages(EditEventFormSchema.safeParse(early)).date).toBe(validationMessages.timeSlot);
    for (const [hour, minute] of [
      [7, 30],
      [10, 10],
      [23, 45],
    ]) {
      const values = { ...eventToFormValues(event), date: new Date(YEAR, 11, 18, hour!, minute!) };
      expect(messages(EditEventFormSchema.safeParse(values)).date, `${hour}:${minute}`).toBe(validationMessages.timeSlot);
    }
    expect(CreateEventFormSchema.safeParse({ ...eventToFormValues(event), date: new Date(YEAR, 11, 18, 23, 30) }).success).toBe(true);
  });

  it('lets an edit keep a saved start that predates the rule, but not move to another off-slot time', () => {
    const odd = { ...event, date: `${YEAR}-03-01T21:15:00.000Z` }; // 3:15 AM in Dhaka
    const schema = editEventFormSchema({ date: odd.date, timeZone: odd.timeZone });
    expect(schema.safeParse(eventToFormValues(odd)).success).toBe(true);
    const moved = { ...eventToFormValues(odd), date: pickerDateOf(`${YEAR}-03-01T21:45:00.000Z`, 'Asia/Dhaka') };
    expect(messages(schema.safeParse(moved)).date).toBe(validationMessages.timeSlot);
    expect(messages(schema.safeParse({ ...eventToFormValues(odd), timeZone: 'Asia/Kolkata' })).date).toBe(validationMessages.timeSlot);
  });

  it('refuses a start more than two years ahead, on create and on edit (issue 35)', () => {
    const far = { ...eventToFormValues(event), date: new Date(YEAR + 2, 11, 18, 10, 0) };
    expect(messages(CreateEventFormSchema.safeParse(far)).date).toBe(validationMessages.dateTooFar(2));
    expect(messages(EditEventFormSchema.safeParse(far)).date).toBe(validationMessages.dateTooFar(2));
  });

  it('refuses a zone that is not in the list', () => {
    expect(messages(EditEventFormSchema.safeParse({ ...eventToFormValues(event), timeZone: 'Mars/Olympus' })).timeZone).toBe(validationMessages.timeZone);
  });
});

describe("the event form's shifts (issue 38)", () => {
  const created = { ...emptyEventFormValues('Farhana Akter', eventFormTexts), title: 'Riverbank day', description: 'Cleaning.', type: 'Cleanup' };
  const filled = { ...created, location: 'Hatirjheel', imageUrl: 'https://images.example.com/river.jpg' };
  const row = (title: string, hour: number, minute: number, minutes: number, capacity: string, extra: object = {}) => ({
    title,
    description: '',
    start: new Date(YEAR, 11, 18, hour, minute),
    durationMinutes: String(minutes),
    capacity,
    restricted: false,
    ...extra,
  });

  it("sends the rows as instants in the event's zone, and the event's start, duration and places from them; its own fields are not asked for", () => {
    const values = {
      ...filled,
      date: null,
      volunteersNeeded: '',
      shifts: [row('Team leads', 8, 0, 480, '2'), row('Desk', 8, 30, 90, '5', { restricted: true })],
    };
    const sent = CreateEventFormSchema.parse(values);
    expect(sent.shifts).toEqual([
      {
        id: undefined,
        title: 'Team leads',
        description: '',
        start: `${YEAR}-12-18T02:00:00.000Z`,
        end: `${YEAR}-12-18T10:00:00.000Z`,
        capacity: 2,
        restricted: false,
      },
      {
        id: undefined,
        title: 'Desk',
        description: '',
        start: `${YEAR}-12-18T02:30:00.000Z`,
        end: `${YEAR}-12-18T04:00:00.000Z`,
        capacity: 5,
        restricted: true,
      },
    ]);
    expect(sent).toMatchObject({ date: `${YEAR}-12-18T02:00:00.000Z`, durationMinutes: 480, volunteersNeeded: 7 });
    // Without rows, the event's own fields are asked for again, and no shifts are sent.
    expect(messages(CreateEventFormSchema.safeParse({ ...values, shifts: [] }))).toEqual({
      date: createEventMessages.date,
      volunteersNeeded: createEventMessages.volunteersNeeded,
    });
    expect(CreateEventFormSchema.parse({ ...values, shifts: [], date: new Date(YEAR, 11, 18, 9, 0), volunteersNeeded: '4' }).shifts).toBeUndefined();
  });

  it("puts each problem on its row's field, with the other fields' errors at once", () => {
    const values = {
      ...created,
      shifts: [
        row(' ', 8, 0, 60, '0'),
        row('Pickers', 7, 30, 60, '1001'),
        { ...row('Sorters', 9, 0, 60, ''), start: null },
        row('Late crew', 20, 0, 240, '3'),
        row('Night crew', 23, 30, 600, '3'),
      ],
    };
    expect(messages(CreateEventFormSchema.safeParse(values))).toEqual({
      location: createEventMessages.location,
      imageUrl: validationMessages.httpsUrl,
      'shifts.0.title': shiftFieldMessages.title,
      'shifts.0.capacity': shiftFieldMessages.capacity(1000),
      'shifts.1.capacity': shiftFieldMessages.capacity(1000),
      'shifts.1.start': validationMessages.timeSlot,
      'shifts.2.start': shiftFieldMessages.start,
      'shifts.2.capacity': shiftFieldMessages.capacity(1000),
      // 8:00 PM to midnight lies within 24 hours of the first start (7:30 AM); 11:30 PM to 9:30 AM does not.
      'shifts.4.durationMinutes': shiftFieldMessages.outsideEvent(24),
    });
    const nextMorning = { ...filled, shifts: [row('Night watch', 8, 0, 1440, '2'), row('Dawn', 23, 0, 600, '2')] };
    expect(messages(CreateEventFormSchema.safeParse(nextMorning))).toEqual({ 'shifts.1.durationMinutes': shiftFieldMessages.outsideEvent(24) });
  });

  const withShifts: VolunteerEvent = {
    ...event,
    durationMinutes: 240,
    shifts: [
      // 3:15 AM in Dhaka: saved before the rule, kept as it is.
      {
        id: 's1',
        title: 'Night desk',
        description: 'Keys.',
        start: `${YEAR}-03-01T21:15:00.000Z`,
        end: `${YEAR}-03-01T23:15:00.000Z`,
        capacity: 2,
        joined: 1,
        restricted: false,
        waitlisted: 0,
        held: 0,
      },
      {
        id: 's2',
        title: 'Pickers',
        description: '',
        start: `${YEAR}-03-01T22:00:00.000Z`,
        end: `${YEAR}-03-02T01:15:00.000Z`,
        capacity: 10,
        joined: 0,
        restricted: true,
        waitlisted: 0,
        held: 0,
      },
    ],
  };
  const editSchema = editEventFormSchema({ date: withShifts.date, timeZone: withShifts.timeZone, shifts: withShifts.shifts });

  it('an edit reads the saved shifts into rows and sends them back with their ids; removing them all sends none', () => {
    const values = eventToFormValues(withShifts);
    expect(values.shifts.map((shift) => [shift.shiftId, shift.durationMinutes, shift.capacity, shift.restricted])).toEqual([
      ['s1', '120', '2', false],
      ['s2', '195', '10', true],
    ]);
    const sent = editSchema.parse(values);
    expect(sent.shifts).toEqual(
      withShifts.shifts.map(({ id, title, description, start, end, capacity, restricted }) => ({ id, title, description, start, end, capacity, restricted })),
    );
    // The saved 3:15 AM start is kept, but another off-slot time is not taken, nor the same in another zone.
    const moved = { ...values, shifts: [{ ...values.shifts[0]!, start: pickerDateOf(`${YEAR}-03-01T21:45:00.000Z`, 'Asia/Dhaka') }] };
    expect(messages(editSchema.safeParse(moved))).toEqual({ 'shifts.0.start': validationMessages.timeSlot });
    expect(messages(editSchema.safeParse({ ...values, timeZone: 'Asia/Kolkata' }))).toMatchObject({ 'shifts.0.start': validationMessages.timeSlot });
    expect(editSchema.parse({ ...values, shifts: [] }).shifts).toEqual([]);
    // An event that never had shifts sends none, as before shifts.
    expect(EditEventFormSchema.parse(eventToFormValues(event)).shifts).toBeUndefined();
  });
});
