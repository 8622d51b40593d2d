// Events that repeat (issue 40): a series' rule, its body and its answers.
import { z } from 'zod';
import { CreateEventSchema, type CreateEventInput } from './event-schemas.ts';
import { checkPin } from './geo-schemas.ts';
import { EVENT_ID_PATTERN } from './event-id.ts';
import { schemaMessage } from './i18n/messages.ts';
import { messageFields } from './message-schemas.ts';
import { seriesFieldMessages, seriesMessages } from './texts/series.ts';

/** The limits of a rule: at most 52 dates, or until at most a year ahead; dates made 12 weeks ahead. */
export const SERIES_LIMITS = { maxCount: 52, untilDaysAhead: 366, madeWeeksAhead: 12, confirmDaysMax: 7 } as const;

/** The days of the week as iCalendar names them (RFC 5545 BYDAY), Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const countMessage = schemaMessage(seriesFieldMessages, 'countRange', SERIES_LIMITS.maxCount);

/**
 * The rule: every week (or 2) on chosen days; every month on the start's day of the month, or on
 * its `bySetPos` (1 to 4, -1 the last) `byWeekday` ("the first Sunday"). It ends after `count`
 * dates or on `until` (a day, YYYY-MM-DD, in the event's zone, or an instant).
 */
export const SeriesRecurrenceSchema = z
  .object({
    frequency: z.enum(['weekly', 'monthly'], { error: schemaMessage(seriesFieldMessages, 'frequency') }),
    interval: z
      .number({ error: schemaMessage(seriesFieldMessages, 'interval') })
      .int(schemaMessage(seriesFieldMessages, 'interval'))
      .min(1, schemaMessage(seriesFieldMessages, 'interval'))
      .max(2, schemaMessage(seriesFieldMessages, 'interval'))
      .default(1),
    byWeekday: z
      .array(z.enum(WEEKDAYS, { error: schemaMessage(seriesFieldMessages, 'weekday') }))
      .max(7)
      .optional(),
    bySetPos: z
      .number({ error: schemaMessage(seriesFieldMessages, 'setPos') })
      .int(schemaMessage(seriesFieldMessages, 'setPos'))
      .refine((n) => (n >= 1 && n <= 4) || n === -1, schemaMessage(seriesFieldMessages, 'setPos'))
      .optional(),
    count: z.number({ error: countMessage }).int(countMessage).min(1, countMessage).max(SERIES_LIMITS.maxCount, countMessage).optional(),
    until: z
      .string({ error: schemaMessage(seriesFieldMessages, 'endNeeded') })
      .refine((value) => DAY_PATTERN.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success, schemaMessage(seriesFieldMessages, 'endNeeded'))
      .optional(),
  })
  .superRefine((rule, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (rule.frequency === 'weekly' && !rule.byWeekday?.length) issue('byWeekday', schemaMessage(seriesFieldMessages, 'weekdayNeeded'));
    if (rule.frequency === 'monthly' && rule.interval !== 1) issue('interval', schemaMessage(seriesFieldMessages, 'interval'));
    if (rule.frequency === 'monthly' && rule.bySetPos !== undefined && rule.byWeekday?.length !== 1)
      issue('byWeekday', schemaMessage(seriesFieldMessages, 'weekdayNeeded'));
    if (rule.frequency === 'weekly' && rule.bySetPos !== undefined) issue('bySetPos', schemaMessage(seriesFieldMessages, 'setPos'));
    if (rule.count === undefined && rule.until === undefined) issue('count', schemaMessage(seriesFieldMessages, 'endNeeded'));
    if (rule.count !== undefined && rule.until !== undefined) issue('until', schemaMessage(seriesFieldMessages, 'oneEnd'));
  });
export type SeriesRecurrence = z.infer<typeof SeriesRecurrenceSchema>;

const confirmDaysMessage = schemaMessage(seriesFieldMessages, 'confirmDays', SERIES_LIMITS.confirmDaysMax);
/** "Still on?": ask the organizer this many days before each date; its volunteers see "Not yet confirmed" until they answer. */
const confirmDaysBefore = z
  .number({ error: confirmDaysMessage })
  .int(confirmDaysMessage)
  .min(1, confirmDaysMessage)
  .max(SERIES_LIMITS.confirmDaysMax, confirmDaysMessage);

/** POST /api/series: an event as POST /api/events takes it, its rule, and whether to ask "Still on?" before each date. */
export const CreateSeriesSchema = z.object({
  event: CreateEventSchema,
  recurrence: SeriesRecurrenceSchema,
  confirmDaysBefore: confirmDaysBefore.optional(),
});
export type CreateSeriesInput = z.infer<typeof CreateSeriesSchema>;

/** POST /api/series/preview: the first start and zone of an event, and a rule; answers its dates, writes nothing. */
export const SeriesPreviewBodySchema = z.object({
  date: CreateEventSchema.shape.date,
  timeZone: CreateEventSchema.shape.timeZone,
  recurrence: SeriesRecurrenceSchema,
});
export type SeriesPreviewBody = z.infer<typeof SeriesPreviewBodySchema>;
/** Every date the rule gives, soonest first, as instants. */
export const SeriesPreviewSchema = z.object({ dates: z.array(z.string()) });

/** A shift of a series' template: where it lies from the date's start on the event's clock, its length and places. */
export type TemplateShift = { title: string; description: string; startOffsetMinutes: number; durationMinutes: number; capacity: number; restricted: boolean };
/** What each date of a series is made of: the event's fields but its start, and its shifts. */
export type SeriesTemplate = { event: Omit<CreateEventInput, 'date' | 'shifts'>; shifts: TemplateShift[] };

const { shape } = CreateEventSchema;
/** The fields an edit of a series may change on its dates; the time of day and the shifts stay the rule's. */
export const SERIES_CHANGES = [
  'title',
  'description',
  'location',
  'imageUrl',
  'organizer',
  'type',
  'volunteersNeeded',
  'durationMinutes',
  'images',
  'highlights',
  'faqs',
  'creditScheduledHours',
  'lat',
  'lng',
] as const;

/** PATCH /api/series/{id}: no `fromEventId`, every future date; with one, that date and the following (the series splits). */
export const EditSeriesSchema = z
  .object({
    fromEventId: z
      .string()
      .regex(EVENT_ID_PATTERN, { error: schemaMessage(seriesMessages, 'notADate') })
      .optional(),
    title: shape.title.optional(),
    description: shape.description.optional(),
    location: shape.location.optional(),
    imageUrl: shape.imageUrl.optional(),
    organizer: shape.organizer.optional(),
    type: shape.type.optional(),
    volunteersNeeded: shape.volunteersNeeded.optional(),
    durationMinutes: shape.durationMinutes,
    images: shape.images,
    highlights: shape.highlights,
    faqs: shape.faqs,
    creditScheduledHours: shape.creditScheduledHours,
    /** The dates' pin (issue 42): both or neither; null both: no pin. */
    lat: shape.lat,
    lng: shape.lng,
    /** "Still on?" from now on (the split's later part alone with `fromEventId`); null: no longer asked; left out: unchanged. */
    confirmDaysBefore: confirmDaysBefore.nullable().optional(),
  })
  .superRefine(checkPin);
export type EditSeriesInput = z.infer<typeof EditSeriesSchema>;

/** POST /api/series/{id}/end: the dates after this one are cancelled, their people told. */
export const EndSeriesSchema = z.object({ afterEventId: z.string().regex(EVENT_ID_PATTERN, { error: schemaMessage(seriesMessages, 'notADate') }) });

export const SeriesIdParams = z.object({ id: z.string().regex(EVENT_ID_PATTERN, { error: schemaMessage(seriesMessages, 'seriesNotFound') }) });

/** A date of a series as its answers list it. */
export const SeriesDateSchema = z.object({ _id: z.string(), date: z.string(), status: z.enum(['scheduled', 'cancelled']).optional() });
export type SeriesDate = z.infer<typeof SeriesDateSchema>;

export const SeriesCreatedSchema = z.object({ id: z.string(), dates: z.array(SeriesDateSchema) });

export const SeriesSchema = z.object({
  id: z.string(),
  title: z.string(),
  timeZone: z.string(),
  /** The rule in the caller's language: "Every Saturday". */
  summary: z.string(),
  recurrence: z.object({
    frequency: z.enum(['weekly', 'monthly']),
    interval: z.number(),
    byWeekday: z.array(z.enum(WEEKDAYS)).optional(),
    bySetPos: z.number().optional(),
    count: z.number().optional(),
    until: z.string().optional(),
  }),
  /** Set once it was ended: no date after this start. */
  endsAfter: z.string().nullable(),
  /** "Still on?": asked this many days before each date, or null. */
  confirmDaysBefore: z.number().nullable(),
  dates: z.array(SeriesDateSchema),
});
export type Series = z.infer<typeof SeriesSchema>;

/** An edit of a series: the series its changed dates are in now (a new one after a split), which changed and which were kept. */
export const SeriesEditedSchema = z.object({ success: z.boolean(), ...messageFields, id: z.string(), changed: z.array(z.string()), kept: z.array(z.string()) });
export const SeriesEndedSchema = z.object({ success: z.boolean(), ...messageFields, cancelled: z.array(z.string()) });
export const SeriesJoinSchema = z.object({ success: z.boolean(), ...messageFields, joined: z.array(z.string()) });
