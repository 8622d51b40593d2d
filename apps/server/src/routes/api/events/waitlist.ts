import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { EventIdParams } from '@volunteering/shared/route-params';
import { WaitingPeopleSchema, WaitlistResultSchema } from '@volunteering/shared/waitlist-schemas';
import { requireVerifiedViewer, requireViewer } from '../../../plugins/app/authentication.ts';
import { answered } from '../../../i18n/request-language.ts';

const errors = { '4xx': ApiErrorSchema };
const secured = [{ bearerAuth: [] }];

/** The waitlist of a full event: join it, leave it, see your place in it. */
const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The caller's place on an event's waitlist, and how many are waiting",
        security: secured,
        params: EventIdParams,
        response: { 200: z.object({ position: z.number().nullable(), waiting: z.number() }), ...errors },
      },
    },
    async (request) => app.waitlist.status(request.params.id, requireViewer(request)),
  );

  app.get(
    '/:id/waitlist/people',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Who waits for one of the caller's events, first in line first (its organizers only)",
        security: secured,
        params: EventIdParams,
        response: { 200: WaitingPeopleSchema, ...errors },
      },
    },
    // Names and addresses: never kept by a shared cache.
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.waitlist.peopleOf(request.params.id, requireViewer(request));
    },
  );

  app.patch(
    '/:id/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Join the waitlist of a full event',
        security: secured,
        params: EventIdParams,
        response: { 200: WaitlistResultSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.waitlist.join(request.params.id, requireVerifiedViewer(request))),
  );

  app.delete(
    '/:id/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Leave the waitlist; a refusal answers 409',
        security: secured,
        params: EventIdParams,
        response: { 200: WaitlistResultSchema, 409: WaitlistResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await app.waitlist.leave(request.params.id, requireViewer(request));
      return reply.code(result.success ? 200 : 409).send(answered(request, result));
    },
  );
};

export default waitlistRoutes;
