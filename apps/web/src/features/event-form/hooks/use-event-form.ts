import { zodResolver } from '@hookform/resolvers/zod';
import { DURATION_MINUTES, EVENT_TYPES } from '@volunteering/shared/constants';
import { DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { CreateEventFormSchema, editEventFormSchema, pickerDateOf, type EventFormValues, type VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

/** What a new event's form offers to start from, in the form's language: eventFormTexts' suggestions. */
export type EventSuggestions = Pick<typeof eventFormTexts, 'suggestedHighlights' | 'suggestedFaqs'>;

/** The suggestions as rows of the form (copies: the form's rows are its own). */
export const suggestedRows = (suggestions: EventSuggestions) => ({
  highlights: suggestions.suggestedHighlights.map((highlight) => ({ ...highlight })),
  faqs: suggestions.suggestedFaqs.map((faq) => ({ ...faq })),
});

/**
 * A new event's values: its highlights and questions start as the suggestions, each the
 * organizer's to keep, change or remove (decision 058). Its zone is the one the server gives for the organizer's next event (their
 * last event's, else DEFAULT_TIME_ZONE: decision 054), never the browser's; until it answers, the
 * shared DEFAULT_TIME_ZONE.
 */
export function emptyEventFormValues(organizer: string, suggestions: EventSuggestions, timeZone = DEFAULT_TIME_ZONE): EventFormValues {
  return {
    title: '',
    description: '',
    type: '',
    date: null,
    timeZone,
    location: '',
    lat: null,
    lng: null,
    imageUrl: '',
    organizer,
    volunteersNeeded: '',
    durationMinutes: String(DURATION_MINUTES.default),
    creditScheduledHours: false,
    images: [],
    ...suggestedRows(suggestions),
    shifts: [],
  };
}

export function eventToFormValues(event: VolunteerEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    // A type from before the fixed list shows as unchosen; saving then keeps it.
    type: (EVENT_TYPES as readonly string[]).includes(event.type) ? event.type : '',
    date: pickerDateOf(event.date, event.timeZone),
    timeZone: event.timeZone,
    location: event.location,
    lat: event.lat,
    lng: event.lng,
    imageUrl: event.imageUrl,
    organizer: event.organizer,
    volunteersNeeded: String(event.volunteersNeeded),
    durationMinutes: event.durationMinutes === null ? '' : String(event.durationMinutes),
    creditScheduledHours: event.creditScheduledHours,
    images: (event.images ?? []).map((url) => ({ url })),
    highlights: event.highlights ?? [],
    faqs: event.faqs ?? [],
    // Each saved shift keeps its id, so saving keeps it (and its people); its end as the minutes after its start.
    shifts: event.shifts.map((shift) => ({
      shiftId: shift.id,
      title: shift.title,
      description: shift.description,
      start: pickerDateOf(shift.start, event.timeZone),
      durationMinutes: String(Math.round((Date.parse(shift.end) - Date.parse(shift.start)) / 60_000)),
      capacity: String(shift.capacity),
      restricted: shift.restricted,
    })),
  };
}

export function useCreateEventForm(organizer: string, suggestions: EventSuggestions, timeZone?: string) {
  return useForm({ resolver: zodResolver(CreateEventFormSchema), defaultValues: emptyEventFormValues(organizer, suggestions, timeZone) });
}

export function useEditEventForm(event: VolunteerEvent) {
  const schema = useMemo(
    () => editEventFormSchema({ date: event.date, timeZone: event.timeZone, shifts: event.shifts }),
    [event.date, event.timeZone, event.shifts],
  );
  return useForm({ resolver: zodResolver(schema), defaultValues: eventToFormValues(event) });
}
