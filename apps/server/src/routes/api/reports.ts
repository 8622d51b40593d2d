import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { ReportInputSchema } from '@volunteering/shared/report-schemas';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { requireVerifiedViewer } from '../../plugins/app/authentication.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../i18n/request-language.ts';

/** Telling the moderators about an event or a user (issue 16). */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Reports an event or a user to the moderators, once per target (409 the second time); 403 before the address is confirmed',
        security: [{ bearerAuth: [] }],
        body: ReportInputSchema,
        response: { 201: ActionResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // From a confirmed address only (issue 35): reports from throw-away accounts would bury real ones.
      await app.reports.report(requireVerifiedViewer(request), request.body);
      return reply.code(201).send({ success: true, ...answerTo(request, messageOf(moderationTexts, 'reported')) });
    },
  );
};

export default reportRoutes;
