import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { CalendarFeedStatusSchema, CalendarFeedUrlSchema } from '@volunteering/shared/calendar-schemas';
import { requireViewer } from '../../../plugins/app/authentication.ts';

const errors = { '4xx': ApiErrorSchema };
const secured = [{ bearerAuth: [] }];

/** The caller's private calendar feed: make (or replace) its secret URL, see whether it is on, turn it off. */
const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/calendar-feed',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Create the private calendar feed, or replace its secret; the URL is shown only in this answer',
        security: secured,
        response: { 201: CalendarFeedUrlSchema, ...errors },
      },
    },
    async (request, reply) => {
      const feed = await app.calendarFeeds.create(requireViewer(request).userId);
      return reply.code(201).header('cache-control', 'no-store').send(feed);
    },
  );

  app.get(
    '/calendar-feed',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Whether the private calendar feed is on, and since when',
        security: secured,
        response: { 200: CalendarFeedStatusSchema, ...errors },
      },
    },
    async (request) => app.calendarFeeds.status(requireViewer(request).userId),
  );

  app.delete(
    '/calendar-feed',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Turn the private calendar feed off: its URL answers 404 from now on',
        security: secured,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.calendarFeeds.revoke(requireViewer(request).userId);
      return reply.code(204).send(null);
    },
  );
};

export default calendarFeedRoutes;
