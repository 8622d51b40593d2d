import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnnouncementInputSchema, AnnouncementSchema, PostedAnnouncementSchema } from '@volunteering/shared/announcement-schemas';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { EventIdParams } from '@volunteering/shared/route-params';
import { requireVerifiedViewer, requireViewer } from '../../../plugins/app/authentication.ts';
import { answered } from '../../../i18n/request-language.ts';

const errors = { '4xx': ApiErrorSchema };
const secured = [{ bearerAuth: [] }];

/** An organizer's announcements to the participants of one event. */
const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/announcements',
    {
      onRequest: app.authenticate,
      preHandler: app.writeLimit,
      schema: {
        summary:
          'Post an announcement (organizer only) and e-mail it to every participant; at most 10 per event an hour, and WRITE_RATE_LIMIT_MAX creations a minute per account (429)',
        security: secured,
        params: EventIdParams,
        body: AnnouncementInputSchema,
        response: { 201: PostedAnnouncementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(answered(request, await app.announcements.post(request.params.id, request.body.message, requireVerifiedViewer(request)))),
  );

  app.get(
    '/:id/announcements',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "An event's announcements, newest first (its organizer and participants only); reading marks nothing",
        security: secured,
        params: EventIdParams,
        response: { 200: z.array(AnnouncementSchema), ...errors },
      },
    },
    async (request, reply) => {
      // Addressed to the participants: never kept by a shared cache.
      reply.header('Cache-Control', 'no-store');
      return app.announcements.list(request.params.id, requireViewer(request));
    },
  );

  app.post(
    '/:id/announcements/read',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Mark the event's announcements read for the calling participant (clears the joined list's unread count)",
        security: secured,
        params: EventIdParams,
        response: { 204: z.null().describe('Marked read'), ...errors },
      },
    },
    async (request, reply) => {
      await app.announcements.markRead(request.params.id, requireViewer(request));
      return reply.code(204).send(null);
    },
  );
};

export default announcementRoutes;
