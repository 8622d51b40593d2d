import { z } from 'zod';
import {
  DURATION_MINUTES,
  EVENT_TYPES,
  EVENT_TYPE_ALIASES,
  EVENT_WHEN,
  EVENTS_LIMIT_DEFAULT,
  EVENTS_LIMIT_MAX,
  EVENT_STATUSES,
  SHIFT_LIMITS,
  TEXT_LIMITS,
  TYPE_FILTER_OPTIONS,
  type EventType,
} from './constants.ts';
import { dateReading, EVENT_DATES, instantOf, isTimeZone, readingOf, startProblem, wallTimeOf } from './event-time.ts';
import { createEventMessages, durationMessages, eventFormTexts } from './texts/event-form.ts';
import { isDay, isListDay, LIST_DAYS } from './upcoming-list.ts';
import { validationMessages } from './texts/validation.ts';
import { isMediaPath } from './media-path.ts';
import { organizationsTexts } from './texts/organizations.ts';
import { shiftFieldMessages } from './texts/shifts.ts';
import { messageFields } from './message-schemas.ts';
import { encodeMessage, messageOf, schemaMessage, schemaMessages, type MessageRef } from './i18n/messages.ts';

/** Pictures come over https only: the pages' CSP (img-src https:) blocks any other. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function normalizeEventType(value: unknown): unknown {
  return typeof value === 'string' ? (EVENT_TYPE_ALIASES[value.trim()] ?? value.trim()) : value;
}

// Text is kept and searched in Unicode's composed form (NFC): Bangla typed on different keyboards
// spells some letters (য়, ড়, ঢ়) in different code points, which must still find each other.
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .normalize('NFC')
    .min(1, message)
    .max(max, schemaMessage(validationMessages, 'tooLong', max));

/** A picture: an https address, or one of ours from an upload (issue 17). */
export const isPictureAddress = (value: string): boolean => isHttpsUrl(value) || isMediaPath(value);

const HttpUrlSchema = (message: string) => requiredText(message, TEXT_LIMITS.url).refine(isPictureAddress, schemaMessage(validationMessages, 'httpsUrl'));

const itemText = (max: number) => requiredText(schemaMessage(validationMessages, 'itemRequired'), max);

export const HighlightSchema = z.object({
  icon: z
    .string()
    .trim()
    .max(40, schemaMessage(validationMessages, 'tooLong', 40))
    .default(''),
  title: itemText(120),
  desc: itemText(TEXT_LIMITS.itemText),
});
export const FaqSchema = z.object({ q: itemText(300), a: itemText(2000) });

const list = <T extends z.ZodType>(item: T) => z.array(item).max(TEXT_LIMITS.listItems, schemaMessage(validationMessages, 'tooMany', TEXT_LIMITS.listItems));

export const EventTypeSchema = (message: string) => z.preprocess(normalizeEventType, z.enum(EVENT_TYPES, { error: message }));

const DateSchema = (message: string) =>
  z.preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : value),
    z
      .string({ error: message })
      .min(1, message)
      .pipe(z.iso.datetime({ offset: true, error: schemaMessage(validationMessages, 'invalidDate') })),
  );

const VolunteersNeededSchema = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: message })
      .int(message)
      .gt(0, message)
      .max(TEXT_LIMITS.volunteersNeeded, schemaMessage(validationMessages, 'volunteersTooMany', TEXT_LIMITS.volunteersNeeded)),
  );

/** Minutes, or null for an event that ends as it starts (every event made before durations existed). */
const DurationSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? null : value),
  z
    .number({ error: schemaMessage(durationMessages, 'range') })
    .int(schemaMessage(durationMessages, 'range'))
    .min(DURATION_MINUTES.min, schemaMessage(durationMessages, 'range'))
    .max(DURATION_MINUTES.max, schemaMessage(durationMessages, 'range'))
    .nullable(),
);

/** An IANA zone name; left out, the server's DEFAULT_TIME_ZONE (on create) or the event's own (on edit). */
export const TimeZoneSchema = z
  .string({ error: schemaMessage(validationMessages, 'timeZone') })
  // Kept as given here: where events are written, a zone is stored by its name today ('asia/dhaka'
  // as 'Asia/Dhaka', 'Asia/Calcutta' as 'Asia/Kolkata': todayZoneName, decision 054), which needs the
  // tz database's table, too large for every form that reads these schemas.
  .refine(isTimeZone, schemaMessage(validationMessages, 'timeZone'));

const capacityMessage = schemaMessage(shiftFieldMessages, 'capacity', SHIFT_LIMITS.capacityMax);

/**
 * A shift of an event (issue 38): its role, its time (ISO instants) and its places. `id` names a
 * saved shift an edit keeps. Its times are held to the event's rules on the server (shift-rules.ts),
 * which knows the event's zone.
 */
export const ShiftInputSchema = z.object({
  id: z.uuid(schemaMessage(shiftFieldMessages, 'unknownShift')).optional(),
  title: requiredText(schemaMessage(shiftFieldMessages, 'title'), TEXT_LIMITS.title),
  description: z
    .string()
    .trim()
    .normalize('NFC')
    .max(SHIFT_LIMITS.description, schemaMessage(validationMessages, 'tooLong', SHIFT_LIMITS.description))
    .default(''),
  start: DateSchema(schemaMessage(shiftFieldMessages, 'start')),
  end: DateSchema(schemaMessage(shiftFieldMessages, 'end')),
  capacity: z.number({ error: capacityMessage }).int(capacityMessage).min(1, capacityMessage).max(SHIFT_LIMITS.capacityMax, capacityMessage),
  restricted: z.boolean().default(false),
});
export type ShiftInput = z.infer<typeof ShiftInputSchema>;

/** An event's shifts: with any, its start, length and places come from them; left out on an edit: unchanged. */
const ShiftsSchema = z.array(ShiftInputSchema).max(SHIFT_LIMITS.max, schemaMessage(shiftFieldMessages, 'tooMany', SHIFT_LIMITS.max));

/** The create form's messages, and the edit form's: its own where it has one, else the create form's. */
const createMessages = schemaMessages(createEventMessages);
const editMessages = { ...createMessages, ...schemaMessages(eventFormTexts.editMessages) };

function eventFields(messages: typeof createMessages) {
  return {
    title: requiredText(messages.title, TEXT_LIMITS.title),
    description: requiredText(messages.description, TEXT_LIMITS.description),
    location: requiredText(messages.location, TEXT_LIMITS.location),
    imageUrl: HttpUrlSchema(messages.imageUrl),
    date: DateSchema(messages.date),
    timeZone: TimeZoneSchema.optional(),
    organizer: requiredText(messages.organizer, TEXT_LIMITS.organizer),
    volunteersNeeded: VolunteersNeededSchema(messages.volunteersNeeded),
    durationMinutes: DurationSchema.optional(),
    images: list(HttpUrlSchema(schemaMessage(validationMessages, 'itemRequired'))).optional(),
    highlights: list(HighlightSchema).optional(),
    faqs: list(FaqSchema).optional(),
    /** Publish as an organization where the caller is owner or organizer (issue 18); null: as themselves; left out: unchanged. */
    organizationId: z.uuid(schemaMessage(organizationsTexts, 'organizationId')).nullable().optional(),
    shifts: ShiftsSchema.optional(),
  };
}

/**
 * POST /events. Unknown keys (addedBy, volunteersJoined, joinedUsers, _id) are dropped: the server
 * sets them. That the date lies ahead is checked against the server's clock, not here.
 */
export const CreateEventSchema = z.object({
  ...eventFields(createMessages),
  type: EventTypeSchema(createMessages.type),
});
export type CreateEventInput = z.infer<typeof CreateEventSchema>;

/** PATCH /events/my-events/{id}: the spec's edit rules (other messages; type not required). */
export const EditEventSchema = z.object({
  ...eventFields(editMessages),
  type: EventTypeSchema(createMessages.type).optional(),
});
export type EditEventInput = z.infer<typeof EditEventSchema>;

/**
 * The date picker's value: the event's clock reading as a Date (see readingOf), null when empty,
 * or an invalid Date when the typed text did not parse.
 */
const PickedDateSchema = (message: string) =>
  z.custom<Date | null>((value) => value instanceof Date && !Number.isNaN(value.getTime()), {
    error: (issue) => (issue.input instanceof Date ? schemaMessage(validationMessages, 'invalidDate') : message),
  });

type PickedStart = { date: Date | null; timeZone: string };

/** What a start's problem (startProblem) says to the person who chose it. */
export function startMessage(problem: NonNullable<ReturnType<typeof startProblem>>): MessageRef {
  if (problem === 'dateTooEarly') return messageOf(validationMessages, 'dateTooEarly', EVENT_DATES.firstYear);
  if (problem === 'dateTooFar') return messageOf(validationMessages, 'dateTooFar', EVENT_DATES.yearsAhead);
  return messageOf(validationMessages, problem);
}

/** The instant the picker's reading names in the event's zone. */
const startOf = (values: PickedStart) => instantOf(readingOf(values.date as Date), values.timeZone).toISOString();

/**
 * The spec's time rule, for typed text too: a slot from 8:00 AM to 11:30 PM in the event's zone;
 * create also refuses a start that has passed (the server checks both again with its clock). An
 * edit that keeps the saved start and zone is not held to a rule the event predates.
 */
const checkStart = (future: boolean, saved?: { date: string; timeZone: string }) => (values: PickedStart, ctx: z.RefinementCtx) => {
  const start = startOf(values);
  if (saved && start === new Date(saved.date).toISOString() && values.timeZone === saved.timeZone) return;
  const problem = startProblem(start, values.timeZone, new Date(), future);
  if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: encodeMessage(startMessage(problem)) });
};

/** The start is checked with the other fields' errors shown too, once its own two parts are valid. */
const startReadable = {
  when: (payload: { value: unknown }) => {
    const values = payload.value as Partial<PickedStart> | undefined;
    return values?.date instanceof Date && !Number.isNaN(values.date.getTime()) && isTimeZone(values.timeZone);
  },
};

/** The picker's Date for an event's saved start: what the event's clock read then. */
export function pickerDateOf(iso: string, timeZone: string): Date {
  return dateReading(wallTimeOf(new Date(iso), timeZone));
}

/** A form control's text read through an API field schema (whose preprocess takes unknown input). */
const fromText = <T>(schema: z.ZodType<T, unknown>) => z.string().pipe(schema as z.ZodType<T, string>);

function eventFormFields(messages: typeof createMessages) {
  const fields = eventFields(messages);
  return {
    title: fields.title,
    description: fields.description,
    location: fields.location,
    imageUrl: fields.imageUrl,
    organizer: fields.organizer,
    date: PickedDateSchema(messages.date),
    timeZone: TimeZoneSchema,
    volunteersNeeded: fromText(fields.volunteersNeeded),
    durationMinutes: fromText(DurationSchema),
    // Form rows are objects (react-hook-form's field arrays need them); the API takes plain URLs.
    images: list(z.object({ url: HttpUrlSchema(schemaMessage(validationMessages, 'itemRequired')) })).transform((rows) => rows.map((row) => row.url)),
    highlights: list(HighlightSchema),
    faqs: list(FaqSchema),
  };
}

/** The start as an instant; an empty list left out: the event holds none (decision 058). */
function toApiBody<T extends PickedStart & { images: string[]; highlights: unknown[]; faqs: unknown[] }>(values: T) {
  return {
    ...values,
    date: startOf(values),
    images: values.images.length > 0 ? values.images : undefined,
    highlights: values.highlights.length > 0 ? values.highlights : undefined,
    faqs: values.faqs.length > 0 ? values.faqs : undefined,
  };
}

/** The create form: its values as the inputs hold them, parsed into the POST /events body. */
export const CreateEventFormSchema = z
  .object({
    ...eventFormFields(createMessages),
    type: fromText(EventTypeSchema(createMessages.type)),
  })
  .superRefine(checkStart(true), startReadable)
  .transform(toApiBody);
export type EventFormValues = z.input<typeof CreateEventFormSchema>;

/** The edit form of a saved event: the edit messages, past dates allowed, type not validated (an empty choice keeps it). */
export const editEventFormSchema = (saved?: { date: string; timeZone: string }) =>
  z
    .object({
      ...eventFormFields(editMessages),
      type: z
        .string()
        .transform((value) => value || undefined)
        .pipe(EventTypeSchema(createMessages.type).optional() as z.ZodType<EventType | undefined, string | undefined>),
    })
    .superRefine(checkStart(false, saved), startReadable)
    .transform(toApiBody);

const DaySchema = z
  .string()
  .refine(isDay, { error: schemaMessage(validationMessages, 'day'), abort: true })
  .refine(isListDay, schemaMessage(validationMessages, 'dayRange', LIST_DAYS.first, LIST_DAYS.last));

export const EventListQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .normalize('NFC')
      .max(TEXT_LIMITS.title, schemaMessage(validationMessages, 'tooLong', TEXT_LIMITS.title))
      .optional(),
    type: z.preprocess(normalizeEventType, z.enum(TYPE_FILTER_OPTIONS)).default('All'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(EVENTS_LIMIT_MAX).default(EVENTS_LIMIT_DEFAULT),
    when: z.enum(EVENT_WHEN).default('upcoming'),
    /** First and last day (YYYY-MM-DD, both included), each event's day read in its own zone. */
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    /** `true`: only events of the organizations the caller follows (signed in; issue 18). */
    following: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: schemaMessage(validationMessages, 'dayOrder') });
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

export const EmailQuerySchema = z.object({ email: z.email(schemaMessage(validationMessages, 'email')).optional() });
export const EmailBodySchema = z.object({ email: z.email(schemaMessage(validationMessages, 'email')).optional() }).nullish();

/**
 * Why an event is out of every list: a moderator took it down, its owner is suspended, or it waits
 * for a moderator's approval as a new organizer's event (issue 16).
 */
export const HIDDEN_KINDS = ['moderator', 'suspension', 'review'] as const;
export type HiddenKind = (typeof HIDDEN_KINDS)[number];

/** The organization an event is published as (issue 18): what its card and page show as organizer. */
export const EventOrganizationSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), logoUrl: z.string().nullable() });
export type EventOrganization = z.infer<typeof EventOrganizationSchema>;

/**
 * A shift as every reader sees it (issue 38). `joined`: places taken; `held`: places held for a
 * person offered one from the waitlist (neither is free); `waitlisted`: people waiting, offered or not.
 */
export const EventShiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  joined: z.number(),
  restricted: z.boolean(),
  waitlisted: z.number(),
  held: z.number(),
});
export type EventShift = z.infer<typeof EventShiftSchema>;

/** A place on a shift's waitlist (issue 38): `offerUntil` is set while a place is held for them. */
export const ShiftWaitSchema = z.object({ shiftId: z.string(), position: z.number(), offerUntil: z.string().nullable() });
export type ShiftWait = z.infer<typeof ShiftWaitSchema>;

export const EventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  imageUrl: z.string(),
  /** A cover uploaded here: its tiny blurred picture (a data: URL), painted while the cover loads. */
  imagePlaceholder: z.string().optional(),
  location: z.string(),
  date: z.string(),
  /** IANA name of the event's zone: its times are shown there, with the zone's label. */
  timeZone: z.string(),
  /** Start plus duration; equal to `date` when the event has no duration. */
  endDate: z.string(),
  durationMinutes: z.number().nullable(),
  organizer: z.string(),
  volunteersNeeded: z.number(),
  volunteersJoined: z.number(),
  joinedUsers: z.array(z.string()),
  addedBy: z.string(),
  images: z.array(z.string()).optional(),
  highlights: z.array(z.object({ icon: z.string(), title: z.string(), desc: z.string() })).optional(),
  faqs: z.array(z.object({ q: z.string(), a: z.string() })).optional(),
  /** GET /events/joined only: announcements posted since the caller last read them. */
  unreadAnnouncements: z.number().optional(),
  /** `cancelled` once its organizer cancelled it (issue 37): it stays, and takes no one. */
  status: z.enum(EVENT_STATUSES),
  /** The organizer's message to the participants when they cancelled it. */
  cancelMessage: z.string().optional(),
  /** Only to the owner and moderators of a hidden event: why it is out of every list (issue 16). */
  hidden: z.object({ kind: z.enum(HIDDEN_KINDS), reason: z.string() }).optional(),
  /** Present when an organization publishes it (issue 18); `addedBy` still names the person who made it. */
  organization: EventOrganizationSchema.optional(),
  /** Only to those who manage it (its owner, its organization's owners and organizers): its page is for organizing (issue 37). */
  canManage: z.literal(true).optional(),
  /** Its shifts in start order (issue 38); none: it is one place, as every event before shifts. */
  shifts: z.array(EventShiftSchema),
  /** To a signed-in caller: the ids of the shifts they are in. */
  myShifts: z.array(z.string()).optional(),
  /**
   * To a signed-in caller: the shifts whose waitlist they are on, with their place (1 = next) and,
   * when a place is held for them, until when (ISO instant) they may accept it.
   */
  myShiftWaits: z.array(ShiftWaitSchema).optional(),
});
export type VolunteerEvent = z.infer<typeof EventSchema> & { type: EventType | string };

/** POST /api/events/my-events/{id}/cancel: an optional message, mailed to everyone joined or waiting. */
export const CancelEventSchema = z.object({
  message: z
    .string()
    .trim()
    .normalize('NFC')
    .max(TEXT_LIMITS.cancelMessage, schemaMessage(validationMessages, 'tooLong', TEXT_LIMITS.cancelMessage))
    .optional(),
});
export type CancelEventInput = z.infer<typeof CancelEventSchema>;

export const ActionResultSchema = z.object({ success: z.boolean(), ...messageFields });
export type ActionResult = z.infer<typeof ActionResultSchema>;

/** Every failure's answer (decision 049); `errors`: the fields to correct, each with its message. */
export const ApiErrorSchema = z.object({
  success: z.literal(false),
  ...messageFields,
  errors: z.array(z.object({ field: z.string(), ...messageFields })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
