import { zodResolver } from '@hookform/resolvers/zod';
import { DURATION_MINUTES, EVENT_TYPES } from '@volunteering/shared/constants';
import { DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { CreateEventFormSchema, editEventFormSchema, pickerDateOf, type EventFormValues, type VolunteerEvent } from '@volunteering/shared/event-schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

/**
 * A new event's values. Its zone is the one the server gives for the organizer's next event (their
 * last event's, else DEFAULT_TIME_ZONE: decision 054), never the browser's; until it answers, the
 * shared DEFAULT_TIME_ZONE.
 */
export function emptyEventFormValues(organizer: string, timeZone = DEFAULT_TIME_ZONE): EventFormValues {
  return {
    title: '',
    description: '',
    type: '',
    date: null,
    timeZone,
    location: '',
    imageUrl: '',
    organizer,
    volunteersNeeded: '',
    durationMinutes: String(DURATION_MINUTES.default),
    images: [],
    highlights: [],
    faqs: [],
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
    imageUrl: event.imageUrl,
    organizer: event.organizer,
    volunteersNeeded: String(event.volunteersNeeded),
    durationMinutes: event.durationMinutes === null ? '' : String(event.durationMinutes),
    images: (event.images ?? []).map((url) => ({ url })),
    highlights: event.highlights ?? [],
    faqs: event.faqs ?? [],
  };
}

export function useCreateEventForm(organizer: string, timeZone?: string) {
  return useForm({ resolver: zodResolver(CreateEventFormSchema), defaultValues: emptyEventFormValues(organizer, timeZone) });
}

export function useEditEventForm(event: VolunteerEvent) {
  const schema = useMemo(() => editEventFormSchema({ date: event.date, timeZone: event.timeZone }), [event.date, event.timeZone]);
  return useForm({ resolver: zodResolver(schema), defaultValues: eventToFormValues(event) });
}
