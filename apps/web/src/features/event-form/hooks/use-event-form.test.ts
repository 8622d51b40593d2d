import { CreateEventFormSchema, EditEventFormSchema, type VolunteerEvent } from '@volunteering/shared/event-schemas';
import { createEventMessages, editEventMessages } from '@volunteering/shared/texts/event-form';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { describe, expect, it } from 'vitest';
import { emptyEventFormValues, eventToFormValues } from './use-event-form.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const event: VolunteerEvent = {
  _id: 'e1',
  title: 'Park Cleanup',
  description: 'Clearing the paths.',
  type: 'Cleanup',
  imageUrl: 'https://images.example.com/park.jpg',
  location: 'Ramna Park, Dhaka',
  date: '2099-03-01T04:30:00.000Z',
  endDate: '2099-03-01T04:30:00.000Z',
  durationMinutes: null,
  organizer: 'Green Dhaka',
  volunteersNeeded: 12,
  volunteersJoined: 3,
  joinedUsers: [],
  addedBy: 'owner@example.com',
  images: ['https://images.example.com/1.jpg'],
  highlights: [{ icon: 'leaf', title: 'Trees', desc: 'Plant trees.' }],
};

describe('the event form values', () => {
  it('an empty create form gives the create messages, the organizer kept', () => {
    const values = emptyEventFormValues('Farhana Akter');
    expect(values.organizer).toBe('Farhana Akter');
    expect(values.durationMinutes).toBe('120');
    expect(messages(CreateEventFormSchema.safeParse(values))).toMatchObject({
      title: createEventMessages.title,
      type: createEventMessages.type,
      date: createEventMessages.date,
      volunteersNeeded: createEventMessages.volunteersNeeded,
    });
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
      date: event.date,
      organizer: event.organizer,
      volunteersNeeded: 12,
      // Saved without a duration: it stays without one.
      durationMinutes: null,
      images: event.images,
      highlights: event.highlights,
      faqs: undefined,
    });
    const timed = EditEventFormSchema.parse(eventToFormValues({ ...event, durationMinutes: 90 }));
    expect(timed.durationMinutes).toBe(90);
  });

  it('a typed text that is not a date, or a moment already past on create, is refused', () => {
    const values = { ...eventToFormValues(event), date: new Date(Number.NaN) };
    expect(messages(EditEventFormSchema.safeParse(values)).date).toBe(validationMessages.invalidDate);
    const past = { ...eventToFormValues(event), date: new Date(Date.now() - 60_000) };
    expect(messages(CreateEventFormSchema.safeParse(past)).date).toBe(validationMessages.dateInPast);
    expect(EditEventFormSchema.safeParse(past).success).toBe(true);
  });
});
