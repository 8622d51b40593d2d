import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { EventIdParams } from '@volunteering/shared/route-params';
import { buildCalendar } from '../../../calendar/ics.ts';

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
      const start = new Date(event.date);
      const calendar = await buildCalendar(
        [
          {
            uid: `${event._id}@volunteer-hub`,
            title: event.title,
            description: event.description,
            location: event.location,
            start,
            end: new Date(event.endDate),
            timeZone: event.timeZone,
            url: `${opts.publicUrl}/events/${event._id}`,
            cancelled: event.status === 'cancelled',
          },
        ],
        { now: app.now() },
      );
      const name =
        event.title
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'event';
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(name)}.ics"`)
        .send(calendar);
    },
  );
};

export default calendarRoutes;
