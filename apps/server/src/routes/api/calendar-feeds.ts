import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { messageOf, schemaMessage } from '@volunteering/shared/i18n/messages';
import { refusalTo } from '../../i18n/request-language.ts';

/** Calendar apps poll a feed every few minutes at most; more than this from one address is guessing. */
const FEED_REQUESTS_PER_MINUTE = 60;

/** The private calendar feed itself: no login, the secret in the URL is the credential. */
const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:token.ics',
    {
      config: { rateLimit: { max: FEED_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: "A volunteer's joined events as an iCalendar feed, found by the secret in its URL",
        params: z.object({ token: z.string().max(100, { error: schemaMessage(apiMessages, 'notFound') }) }),
        response: { 200: z.string().describe('An iCalendar (text/calendar) file'), '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const calendar = await app.calendarFeeds.calendarFor(request.params.token);
      // The feed is one person's: no shared cache may keep it, and a revoked URL must stop at once.
      reply.header('cache-control', 'private, no-store');
      if (calendar === null) return reply.code(404).send(refusalTo(request, messageOf(apiMessages, 'notFound')));
      return reply.type('text/calendar; charset=utf-8').send(calendar);
    },
  );
};

export default calendarFeedsRoutes;
