import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { MyWaitlistSchema } from '@volunteering/shared/waitlist-schemas';
import { requireViewer } from '../../../plugins/app/authentication.ts';

/** The waitlists the caller is on, with their place in each. */
const myWaitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The events whose waitlist the caller is on, soonest first, with their place in each',
        security: [{ bearerAuth: [] }],
        response: { 200: MyWaitlistSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => app.waitlist.entriesOf(requireViewer(request)),
  );
};

export default myWaitlistRoutes;
