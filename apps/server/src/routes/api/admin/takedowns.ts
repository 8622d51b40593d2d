import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { HiddenListSchema, ModerationActionInputSchema } from '@volunteering/shared/report-schemas';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { requireViewer } from '../../../plugins/app/authentication.ts';
import type { Moderation } from '../../../moderation/moderation.ts';
import { messageOf, type TextKey } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../../i18n/request-language.ts';

/** Each action: its address, what it does (the OpenAPI summary), the moderation call and the answer's words. */
const ACTIONS: {
  path: string;
  summary: string;
  run: keyof Pick<Moderation, 'hideEvent' | 'restoreEvent' | 'approveEvent' | 'suspendUser' | 'liftSuspension'>;
  done: TextKey<typeof moderationTexts>;
}[] = [
  {
    path: '/events/:id/hide',
    summary: 'Takes an event out of every list and its page away from all but its owner and moderators; its participants are told',
    run: 'hideEvent',
    done: 'eventHidden',
  },
  { path: '/events/:id/restore', summary: 'Brings an event a moderator hid back into the lists', run: 'restoreEvent', done: 'eventRestored' },
  { path: '/events/:id/approve', summary: 'Approves a new organizer’s held event; their next events are not held', run: 'approveEvent', done: 'eventApproved' },
  {
    path: '/users/:id/suspend',
    summary: 'Suspends an account: sessions ended, tokens refused, upcoming events hidden with an e-mail to their participants',
    run: 'suspendUser',
    done: 'userSuspended',
  },
  {
    path: '/users/:id/lift',
    summary: 'Lifts a suspension: the account signs in again and the events it hid come back',
    run: 'liftSuspension',
    done: 'suspensionLifted',
  },
];

/** Taking events down and bringing them back, suspending accounts and lifting it (issue 16; moderators and admins). */
const takedownRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearerAuth: [] }];

  app.get(
    '/hidden',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Hidden and held events and suspended accounts, for moderators to bring back (moderators and admins)',
        security,
        response: { 200: HiddenListSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.moderation.hidden(requireViewer(request));
    },
  );

  for (const action of ACTIONS) {
    app.post(
      action.path,
      {
        onRequest: app.authenticate,
        schema: {
          summary: `${action.summary} (moderators and admins, with a reason for the audit log)`,
          security,
          params: z.object({ id: z.string().min(1).max(100) }),
          body: ModerationActionInputSchema,
          response: { 200: ActionResultSchema, '4xx': ApiErrorSchema },
        },
      },
      async (request) => {
        await app.moderation[action.run](requireViewer(request), request.params.id, request.body);
        return { success: true, ...answerTo(request, messageOf(moderationTexts, action.done)) };
      },
    );
  }
};

export default takedownRoutes;
