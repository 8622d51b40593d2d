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
import { checkPin, NearSchema, pinFields, RadiusKmSchema } from './geo-schemas.ts';

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

const MINUTE = 60_000;

/** A shift's time as the rules read it (ISO instants); `id` names a saved shift an edit keeps. */
type ShiftTimes = { id?: string | undefined; start: string; end: string };

/** What is wrong with a shift's time: its row, the field, what to say. */
export type ShiftTimeProblem = { index: number; field: 'start' | 'end'; message: MessageRef };

/**
 * The shift rules on time (issue 38), for the server and the forms alike. Each start keeps the event
 * form's rule (a slot, within EVENT_DATES; with `mustBeAhead`, not passed), except a saved start an
 * edit keeps (`keptStarts`: by shift id, in ms); each shift lasts at least an event's shortest
 * length, and all end within an event's longest from the first start.
 */
export function shiftTimeProblems(
  shifts: readonly ShiftTimes[],
  timeZone: string,
  now: Date,
  mustBeAhead: boolean,
  keptStarts: ReadonlyMap<string, number> = new Map(),
): ShiftTimeProblem[] {
  const problems: ShiftTimeProblem[] = [];
  if (shifts.length === 0) return problems;
  const starts = shifts.map((shift) => Date.parse(shift.start));
  const ends = shifts.map((shift) => Date.parse(shift.end));
  shifts.forEach((shift, i) => {
    const kept = shift.id !== undefined && keptStarts.get(shift.id) === starts[i];
    const problem = kept ? null : startProblem(shift.start, timeZone, now, mustBeAhead);
    if (problem) problems.push({ index: i, field: 'start', message: startMessage(problem) });
    if (ends[i]! - starts[i]! < DURATION_MINUTES.min * MINUTE) {
      problems.push({ index: i, field: 'end', message: messageOf(shiftFieldMessages, 'tooShort', DURATION_MINUTES.min) });
    }
  });
  const first = Math.min(...starts);
  ends.forEach((end, i) => {
    if (end - first > DURATION_MINUTES.max * MINUTE && end - starts[i]! >= DURATION_MINUTES.min * MINUTE) {
      problems.push({ index: i, field: 'end', message: messageOf(shiftFieldMessages, 'outsideEvent', DURATION_MINUTES.max / 60) });
    }
  });
  return problems;
}

/** What an event with shifts takes from them: the earliest start, the length to the latest end, the sum of the places. */
export function shiftTotals(shifts: readonly (ShiftTimes & { capacity: number })[]): { date: Date; durationMinutes: number; volunteersNeeded: number } {
  const first = Math.min(...shifts.map((shift) => Date.parse(shift.start)));
  const last = Math.max(...shifts.map((shift) => Date.parse(shift.end)));
  return {
    date: new Date(first),
    durationMinutes: Math.ceil((last - first) / MINUTE),
    volunteersNeeded: shifts.reduce((sum, shift) => sum + shift.capacity, 0),
  };
}

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
    /** Credit checked-in volunteers the scheduled length instead of their time between check-in and check-out (issue 39); left out: unchanged (false when made). */
    creditScheduledHours: z.boolean().optional(),
    /** Its pin (issue 42, WGS 84): both or neither; null: no pin; left out: unchanged (none when made). */
    ...pinFields,
  };
}

/**
 * POST /events. Unknown keys (addedBy, volunteersJoined, joinedUsers, _id) are dropped: the server
 * sets them. That the date lies ahead is checked against the server's clock, not here.
 */
export const CreateEventSchema = z
  .object({
    ...eventFields(createMessages),
    type: EventTypeSchema(createMessages.type),
  })
  .superRefine(checkPin);
export type CreateEventInput = z.infer<typeof CreateEventSchema>;

/** PATCH /events/my-events/{id}: the spec's edit rules (other messages; type not required). */
export const EditEventSchema = z
  .object({
    ...eventFields(editMessages),
    type: EventTypeSchema(createMessages.type).optional(),
  })
  .superRefine(checkPin);
export type EditEventInput = z.infer<typeof EditEventSchema>;

/**
 * The date picker's value: the event's clock reading as a Date (see readingOf), null when empty,
 * or an invalid Date when the typed text did not parse.
 */
const PickedDateSchema = (message: string) =>
  z.custom<Date | null>((value) => value instanceof Date && !Number.isNaN(value.getTime()), {
    error: (issue) => (issue.input instanceof Date ? schemaMessage(validationMessages, 'invalidDate') : message),
    // Not the end of the form's checks: a shift row without a start leaves the others' times checked.
    abort: false,
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

/** A number typed in a form's box ('' for none, which each schema's own message then refuses). */
const typedNumber = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value);

/**
 * A shift's row in the event form (issue 38): its start as the date picker holds it (the event's
 * clock reading), its end as the minutes after the start (the end moves with the start, as the
 * event's own duration does), its places as typed. `shiftId` names a saved shift an edit keeps.
 */
const ShiftRowSchema = z.object({
  shiftId: z.string().optional(),
  title: ShiftInputSchema.shape.title,
  description: ShiftInputSchema.shape.description,
  start: PickedDateSchema(schemaMessage(shiftFieldMessages, 'start')),
  durationMinutes: fromText(
    z.preprocess(
      typedNumber,
      z
        .number({ error: schemaMessage(shiftFieldMessages, 'end') })
        .int(schemaMessage(shiftFieldMessages, 'end'))
        .min(DURATION_MINUTES.min, schemaMessage(shiftFieldMessages, 'tooShort', DURATION_MINUTES.min))
        .max(DURATION_MINUTES.max, schemaMessage(shiftFieldMessages, 'outsideEvent', DURATION_MINUTES.max / 60)),
    ),
  ),
  capacity: fromText(z.preprocess(typedNumber, ShiftInputSchema.shape.capacity)),
  restricted: z.boolean(),
});
export type ShiftRowValues = z.input<typeof ShiftRowSchema>;
type ShiftRow = z.output<typeof ShiftRowSchema>;

/** A row's time as instants in the event's zone. */
function shiftTimesOf(row: { shiftId?: string | undefined; start: Date | null; durationMinutes: number }, timeZone: string): ShiftTimes {
  const start = instantOf(readingOf(row.start as Date), timeZone);
  return { id: row.shiftId, start: start.toISOString(), end: new Date(start.getTime() + row.durationMinutes * MINUTE).toISOString() };
}

/** A row as the API takes it. */
const shiftInputOf = (row: ShiftRow, timeZone: string) => ({
  ...shiftTimesOf(row, timeZone),
  title: row.title,
  description: row.description,
  capacity: row.capacity,
  restricted: row.restricted,
});

/** Whether the form's values hold shift rows: then the event's own start, duration and places come from them. */
const hasShiftRows = (values: unknown): boolean => {
  const rows = (values as { shifts?: unknown } | undefined)?.shifts;
  return Array.isArray(rows) && rows.length > 0;
};

/** The event's own start, duration and places: read only without shifts (the form hides them then). */
function ownTimeFields(messages: typeof createMessages) {
  const fields = eventFields(messages);
  return { date: PickedDateSchema(messages.date), volunteersNeeded: fromText(fields.volunteersNeeded), durationMinutes: fromText(DurationSchema) };
}

/** The event's own start, duration and places are checked as their fields' schemas say, unless shift rows give them. */
const checkOwnTime = (messages: typeof createMessages) => (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (hasShiftRows(values)) return;
  for (const [name, schema] of Object.entries(ownTimeFields(messages))) {
    const parsed = schema.safeParse(values[name]);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [name, ...issue.path], message: issue.message });
  }
};

type SavedEvent = { date: string; timeZone: string; shifts?: readonly { id: string; start: string }[] };

/**
 * The shift rules on time (shiftTimeProblems) for the rows whose start and end can be read, each
 * problem on its row's field; an edit's kept start in its saved zone is not held to a rule it predates.
 */
const checkShiftTimes = (future: boolean, saved?: SavedEvent) => (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const timeZone = values.timeZone;
  if (!hasShiftRows(values) || !isTimeZone(timeZone)) return;
  const readable = (values.shifts as Partial<ShiftRow>[]).flatMap((row, index) =>
    row.start instanceof Date && !Number.isNaN(row.start.getTime()) && typeof row.durationMinutes === 'number'
      ? [{ index, times: shiftTimesOf(row as ShiftRow, timeZone) }]
      : [],
  );
  const keptStarts = new Map(timeZone === saved?.timeZone ? (saved.shifts ?? []).map((shift) => [shift.id, Date.parse(shift.start)]) : []);
  const problems = shiftTimeProblems(
    readable.map((row) => row.times),
    timeZone,
    new Date(),
    future,
    keptStarts,
  );
  for (const problem of problems) {
    const path = ['shifts', readable[problem.index]!.index, problem.field === 'start' ? 'start' : 'durationMinutes'];
    ctx.addIssue({ code: 'custom', path, message: encodeMessage(problem.message) });
  }
};

/** Refinements that run with the other fields' errors, so every message shows at once. */
const always = { when: () => true };

function eventFormFields(messages: typeof createMessages) {
  const fields = eventFields(messages);
  return {
    title: fields.title,
    description: fields.description,
    location: fields.location,
    imageUrl: fields.imageUrl,
    organizer: fields.organizer,
    // The pin (issue 42): both numbers or both null, as the pin field sets them.
    lat: fields.lat,
    lng: fields.lng,
    creditScheduledHours: z.boolean(),
    // Checked by checkOwnTime: shift rows give them instead.
    date: z.custom<Date | null>(),
    timeZone: TimeZoneSchema,
    volunteersNeeded: z.custom<string>(),
    durationMinutes: z.custom<string>(),
    // Form rows are objects (react-hook-form's field arrays need them); the API takes plain URLs.
    images: list(z.object({ url: HttpUrlSchema(schemaMessage(validationMessages, 'itemRequired')) })).transform((rows) => rows.map((row) => row.url)),
    highlights: list(HighlightSchema),
    faqs: list(FaqSchema),
    shifts: z.array(ShiftRowSchema).max(SHIFT_LIMITS.max, schemaMessage(shiftFieldMessages, 'tooMany', SHIFT_LIMITS.max)),
  };
}

type FormOutput = { date: Date | null; timeZone: string; volunteersNeeded: string; durationMinutes: string; shifts: ShiftRow[] } & {
  images: string[];
  highlights: unknown[];
  faqs: unknown[];
};

/**
 * The body the API takes: with shift rows, the shifts and what the event takes from them (the
 * server takes the same from them); without, the start as an instant and `shifts` left out, or `[]`
 * for an edit of an event that had shifts (`hadShifts`). An empty list is left out: the event holds none (decision 058).
 */
const toApiBody =
  (messages: typeof createMessages, hadShifts = false) =>
  <T extends FormOutput>(values: T) => {
    const shifts = values.shifts.map((row) => shiftInputOf(row, values.timeZone));
    const own = ownTimeFields(messages);
    const time =
      shifts.length > 0
        ? { ...shiftTotals(shifts), date: shiftTotals(shifts).date.toISOString() }
        : {
            date: startOf(values),
            volunteersNeeded: own.volunteersNeeded.parse(values.volunteersNeeded),
            durationMinutes: own.durationMinutes.parse(values.durationMinutes),
          };
    return {
      ...values,
      ...time,
      shifts: shifts.length > 0 || hadShifts ? shifts : undefined,
      images: values.images.length > 0 ? values.images : undefined,
      highlights: values.highlights.length > 0 ? values.highlights : undefined,
      faqs: values.faqs.length > 0 ? values.faqs : undefined,
    };
  };

/** The event's own start is held to its rule only when it is the event's (no shift rows). */
const ownStartReadable = { when: (payload: { value: unknown }) => !hasShiftRows(payload.value) && startReadable.when(payload) };

/** The create form: its values as the inputs hold them, parsed into the POST /events body. */
export const CreateEventFormSchema = z
  .object({
    ...eventFormFields(createMessages),
    type: fromText(EventTypeSchema(createMessages.type)),
  })
  .superRefine(checkOwnTime(createMessages), always)
  .superRefine(checkStart(true), ownStartReadable)
  .superRefine(checkShiftTimes(true), always)
  .transform(toApiBody(createMessages));
export type EventFormValues = z.input<typeof CreateEventFormSchema>;

/**
 * The edit form of a saved event: the edit messages, past dates allowed, type not validated (an
 * empty choice keeps it); the saved shifts' starts are kept as the saved start is.
 */
export const editEventFormSchema = (saved?: SavedEvent) =>
  z
    .object({
      ...eventFormFields(editMessages),
      type: z
        .string()
        .transform((value) => value || undefined)
        .pipe(EventTypeSchema(createMessages.type).optional() as z.ZodType<EventType | undefined, string | undefined>),
    })
    .superRefine(checkOwnTime(editMessages), always)
    .superRefine(checkStart(false, saved), ownStartReadable)
    .superRefine(checkShiftTimes(false, saved), always)
    .transform(toApiBody(editMessages, (saved?.shifts?.length ?? 0) > 0));

/** A day written YYYY-MM-DD within LIST_DAYS. */
export const DaySchema = z
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
    /** `true`: each series once, by its next date that is not cancelled (upcoming lists only; issue 40). */
    seriesOnce: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    /** `{lat},{lng}` (issue 42): only events pinned within `radiusKm` of it, nearest first, each with its `distanceKm`. */
    near: NearSchema.optional(),
    /** The near-me radius in km (0 < radius ≤ 100), 25 when left out; read only with `near`. */
    radiusKm: RadiusKmSchema.optional(),
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
  /** Its pin (issue 42, WGS 84 degrees); null for an event without one. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** In a near-me list only (`near=`): how far its pin lies from the point asked about, in km, to one decimal. */
  distanceKm: z.number().optional(),
  date: z.string(),
  /** IANA name of the event's zone: its times are shown there, with the zone's label. */
  timeZone: z.string(),
  /** Start plus duration; equal to `date` when the event has no duration. */
  endDate: z.string(),
  durationMinutes: z.number().nullable(),
  /** Checked-in volunteers are credited the scheduled length, not the time between check-in and check-out (issue 39). */
  creditScheduledHours: z.boolean(),
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
  /** A date of a series (issue 40): the series' id and its rule in the caller's language ("Every Saturday"); null for an event of its own. */
  series: z.object({ id: z.string(), summary: z.string() }).nullable(),
  /** A date whose organizer was asked "Still on?" and has not yet said so (issue 40): shown as "Not yet confirmed". */
  notYetConfirmed: z.literal(true).optional(),
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
