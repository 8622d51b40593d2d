import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { EventIdParams } from '@volunteering/shared/route-params';
import { buildCalendar, calendarFileName, eventEntry } from '../../../calendar/ics.ts';

/** "Add to calendar": one event as an .ics file. */
const calendarRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  app.get(
    '/:id/calendar.ics',
    {
      schema: {
        summary: 'One event as an iCalendar file',
        params: EventIdParams,
        response: { 200: z.string().describe('An iCalendar (text/calendar) file'), '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await app.events.get(request.params.id, null);
      const calendar = await buildCalendar(
        [
          eventEntry(
            {
              id: event._id,
              title: event.title,
              description: event.description,
              location: event.location,
              start: new Date(event.date),
              end: new Date(event.endDate),
              timeZone: event.timeZone,
              cancelled: event.status === 'cancelled',
            },
            opts.publicUrl,
          ),
        ],
        { now: app.now() },
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(calendarFileName(event.title))}"`)
        .send(calendar);
    },
  );
};

export default calendarRoutes;
