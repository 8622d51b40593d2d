import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { NotificationSettingsInputSchema, NotificationSettingsSchema } from '@volunteering/shared/notification-schemas';
import { requireViewer } from '../../../plugins/app/authentication.ts';

const errors = { '4xx': ApiErrorSchema };
const secured = [{ bearerAuth: [] }];

/** The caller's notification settings: which of reminders, announcements, waitlist news and the weekly digest come by mail. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Which kinds of mail the caller gets: reminders, announcements, waitlist news, the weekly digest of followed organizations (each on by default)',
        security: secured,
        response: { 200: NotificationSettingsSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await app.mailConsent.settings(requireViewer(request).userId)),
  );

  app.put(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Turn each kind of mail on or off (`digest` left out stays as it is); read when each mail is made, so it counts from the next one',
        security: secured,
        body: NotificationSettingsInputSchema,
        response: { 200: NotificationSettingsSchema, ...errors },
      },
    },
    async (request) => app.mailConsent.save(requireViewer(request).userId, request.body),
  );
};

export default notificationRoutes;
