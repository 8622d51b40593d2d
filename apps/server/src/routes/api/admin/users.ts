import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { FoundUserSchema, UserLookupQuerySchema } from '@volunteering/shared/admin-schemas';
import { requireViewer } from '../../../plugins/app/authentication.ts';

/** Finding an account by its e-mail address, for the admins' screen that makes moderators (issue 16). */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The account that uses an e-mail address, with its role, so an admin can make it a moderator (admins; 404 when no account uses it)',
        security: [{ bearerAuth: [] }],
        querystring: UserLookupQuerySchema,
        response: { 200: FoundUserSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.userLookup.byEmail(requireViewer(request), request.query.email);
    },
  );
};

export default adminUserRoutes;
