import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { DismissInputSchema, OpenReportsSchema } from '@volunteering/shared/report-schemas';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { requireViewer } from '../../../plugins/app/authentication.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../../i18n/request-language.ts';

/** The moderators' list of open reports (issue 16): moderators and admins only, checked in the database. */
const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The open reports, one entry per reported event or user with its count and reasons, the most recently reported first (moderators and admins)',
        security: [{ bearerAuth: [] }],
        response: { 200: OpenReportsSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.reports.open(requireViewer(request));
    },
  );

  app.post(
    '/reports/dismiss',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Dismisses the open reports about one event or user, with a reason for the audit log (moderators and admins)',
        security: [{ bearerAuth: [] }],
        body: DismissInputSchema,
        response: { 200: ActionResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => {
      await app.moderation.dismiss(requireViewer(request), request.body);
      return { success: true, ...answerTo(request, messageOf(moderationTexts, 'dismissed')) };
    },
  );
};

export default adminReportRoutes;
