import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventDefaultsSchema } from '@volunteering/shared/event-defaults-schemas';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { requireViewer } from '../../../plugins/app/authentication.ts';

/** What the caller's next event starts with: the zone of their last one, else the server's default. */
const eventDefaultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/event-defaults',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "What a new event of the caller starts with: the time zone of the event they created last, else the server's DEFAULT_TIME_ZONE",
        security: [{ bearerAuth: [] }],
        response: { 200: EventDefaultsSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.events.defaultsFor(requireViewer(request).userId);
    },
  );
};

export default eventDefaultsRoutes;
