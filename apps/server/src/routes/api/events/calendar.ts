import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { EventIdParams } from '@volunteering/shared/route-params';
import { buildCalendar, calendarFileName, eventEntry, shiftEntry } from '../../../calendar/ics.ts';

/**
 * "Add to calendar": one event as an .ics file; for a signed-in caller who holds shifts in it, one
 * entry per shift they hold instead (issue 38).
 */
const calendarRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  app.get(
    '/:id/calendar.ics',
    {
      onRequest: app.loadViewer,
      schema: {
        summary: 'One event as an iCalendar file; with a Bearer token, one entry per shift the caller holds in it',
        params: EventIdParams,
        response: { 200: z.string().describe('An iCalendar (text/calendar) file'), '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await app.events.get(request.params.id, request.viewer);
      const facts = {
        id: event._id,
        title: event.title,
        description: event.description,
        location: event.location,
        timeZone: event.timeZone,
        cancelled: event.status === 'cancelled',
      };
      const mine = new Set(event.myShifts ?? []);
      const held = event.shifts.filter((shift) => mine.has(shift.id));
      const entries =
        held.length > 0
          ? held.map((shift) => shiftEntry(facts, { ...shift, start: new Date(shift.start), end: new Date(shift.end) }, opts.publicUrl))
          : [eventEntry({ ...facts, start: new Date(event.date), end: new Date(event.endDate) }, opts.publicUrl)];
      const calendar = await buildCalendar(entries, { now: app.now() });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(calendarFileName(event.title))}"`)
        .send(calendar);
    },
  );
};

export default calendarRoutes;
