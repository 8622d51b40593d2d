import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import {
  CreateSeriesSchema,
  EditSeriesSchema,
  EndSeriesSchema,
  SeriesCreatedSchema,
  SeriesEditedSchema,
  SeriesEndedSchema,
  SeriesIdParams,
  SeriesJoinSchema,
  SeriesSchema,
} from '@volunteering/shared/series-schemas';
import { requireVerifiedViewer, requireViewer } from '../../plugins/app/authentication.ts';
import { answered, languageOf } from '../../i18n/request-language.ts';
import { buildCalendar, calendarFileName } from '../../calendar/ics.ts';

const errors = { '4xx': ApiErrorSchema };
const secured = [{ bearerAuth: [] }];
const TokenParams = z.object({ token: z.string().min(1).max(200) });

/** Events that repeat (issue 40): a series, its edits, its end, joining every date, its .ics and "Still on?". */
const seriesRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  app.post(
    '/series',
    {
      onRequest: app.authenticate,
      preHandler: app.writeLimit,
      schema: {
        summary:
          'Make a series from an event (the fields of POST /api/events) and a rule: weekly on chosen days, every 2 weeks, or monthly (on a date or "the first Sunday"), ending after at most 52 dates or on a day at most a year ahead; the dates of the next 12 weeks are made at once',
        security: secured,
        body: CreateSeriesSchema,
        response: { 201: SeriesCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await app.series.create(request.body, requireVerifiedViewer(request))),
  );

  app.get(
    '/series/:id',
    { schema: { summary: "A series: its rule (and in the caller's words), its dates", params: SeriesIdParams, response: { 200: SeriesSchema, ...errors } } },
    async (request) => app.series.get(request.params.id, languageOf(request)),
  );

  app.patch(
    '/series/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Edit the future dates of a series the caller manages; `fromEventId`: that date and the following only (the series splits in two). Dates people joined or edited on their own are kept as they are',
        security: secured,
        params: SeriesIdParams,
        body: EditSeriesSchema,
        response: { 200: SeriesEditedSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.series.edit(request.params.id, request.body, requireViewer(request))),
  );

  app.post(
    '/series/:id/end',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'End a series after a date: its later dates are cancelled and their people mailed, no more are made',
        security: secured,
        params: SeriesIdParams,
        body: EndSeriesSchema,
        response: { 200: SeriesEndedSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.series.end(request.params.id, request.body.afterEventId, requireViewer(request))),
  );

  app.patch(
    '/series/:id/join',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Join every date of a series: its coming dates with places now, each new one while it has places (told by mail of a full one); refused for dates with shifts',
        security: secured,
        params: SeriesIdParams,
        response: { 200: SeriesJoinSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.series.join(request.params.id, requireVerifiedViewer(request))),
  );

  app.patch(
    '/series/:id/leave',
    {
      onRequest: app.authenticate,
      schema: { summary: 'Leave a series and its coming dates', security: secured, params: SeriesIdParams, response: { 200: SeriesJoinSchema, ...errors } },
    },
    async (request) => answered(request, await app.series.leave(request.params.id, requireViewer(request))),
  );

  app.get(
    '/series/:id/calendar.ics',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The series as one iCalendar entry for those who manage it: RRULE, and EXDATE for its cancelled dates',
        security: secured,
        params: SeriesIdParams,
        response: { 200: z.string().describe('An iCalendar (text/calendar) file'), ...errors },
      },
    },
    async (request, reply) => {
      const { title, entry } = await app.series.calendarEntry(request.params.id, requireViewer(request), opts.publicUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(calendarFileName(title))}"`)
        .send(await buildCalendar([entry], { now: app.now() }));
    },
  );

  app.get(
    '/series/still-on/:token',
    {
      schema: {
        summary: 'The date a "Still on?" mail link names (no sign-in); a GET only reads it',
        params: TokenParams,
        response: { 200: z.object({ _id: z.string(), title: z.string(), date: z.string(), confirmed: z.boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.series.confirmation.read(request.params.token);
    },
  );

  app.post(
    '/series/still-on/:token',
    {
      schema: {
        summary: 'The organizer\'s one click: the date is still on ("Not yet confirmed" goes)',
        params: TokenParams,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.series.confirmation.confirm(request.params.token)),
  );
};

export default seriesRoutes;
