import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountLanguageSchema } from '@volunteering/shared/account-schemas';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { requireViewer } from '../../../plugins/app/authentication.ts';

/** The caller's language for e-mails; the site's switch sets it along with the lang cookie. */
const accountLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/language',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Sets the language of the caller's e-mails (en or bn)",
        security: [{ bearerAuth: [] }],
        body: AccountLanguageSchema,
        response: { 204: z.null(), '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.accountLanguage.set(requireViewer(request).userId, request.body.language);
      return reply.code(204).send(null);
    },
  );
};

export default accountLanguageRoutes;
