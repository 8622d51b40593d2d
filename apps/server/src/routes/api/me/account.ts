import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountDeletionSchema } from '@volunteering/shared/account-schemas';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { accountTexts } from '@volunteering/shared/texts/account';
import { requireViewer } from '../../../plugins/app/authentication.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../../i18n/request-language.ts';

/** "Delete my account": the caller's account, for good, once they typed its address and proved it is them. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Deletes the caller\'s account in one transaction: its upcoming events are cancelled (their participants are e-mailed), its ended events stay with "Former member" as organizer; needs the account\'s e-mail and password (or, without a password, a sign-in in the last 10 minutes)',
        security: [{ bearerAuth: [] }],
        body: AccountDeletionSchema,
        response: { 200: ActionResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => {
      await app.accountDeletion.delete(requireViewer(request), request.body);
      return { success: true, ...answerTo(request, messageOf(accountTexts, 'accountDeleted')) };
    },
  );
};

export default accountRoutes;
