import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { AuditLogSchema, RoleInputSchema, StaffSchema } from '@volunteering/shared/report-schemas';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { requireViewer } from '../../../plugins/app/authentication.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../../i18n/request-language.ts';

/** Who moderates, the roles admins give and take, and the audit log (issue 16). */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The moderators and admins (moderators and admins)',
        security: [{ bearerAuth: [] }],
        response: { 200: StaffSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.moderation.staff(requireViewer(request));
    },
  );

  app.put(
    '/users/:id/role',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Makes a user a moderator or a member again, with a reason for the audit log (admins; an admin stays an admin)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().min(1).max(100) }),
        body: RoleInputSchema,
        response: { 200: ActionResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => {
      await app.moderation.setRole(requireViewer(request), request.params.id, request.body);
      return { success: true, ...answerTo(request, messageOf(moderationTexts, 'roleChanged')) };
    },
  );

  app.get(
    '/audit',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'What moderators and admins did, who, when and why, newest first (moderators and admins)',
        security: [{ bearerAuth: [] }],
        response: { 200: AuditLogSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.moderation.audit(requireViewer(request));
    },
  );
};

export default staffRoutes;
