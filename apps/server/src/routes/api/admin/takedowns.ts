import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { HiddenListSchema, ModerationActionInputSchema } from '@volunteering/shared/report-schemas';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { requireViewer } from '../../../plugins/app/authentication.ts';

/** Taking events down and bringing them back, suspending accounts and lifting it (issue 16; moderators and admins). */
const takedownRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate };
  const security = [{ bearerAuth: [] }];
  const action = { body: ModerationActionInputSchema, response: { 200: ActionResultSchema, '4xx': ApiErrorSchema } };
  const eventParams = z.object({ id: z.string().min(1).max(100) });
  const userParams = z.object({ id: z.string().min(1).max(100) });

  app.get(
    '/hidden',
    { ...guarded, schema: { summary: 'Hidden and held events and suspended accounts, for moderators to bring back (moderators and admins)', security, response: { 200: HiddenListSchema, '4xx': ApiErrorSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.moderation.hidden(requireViewer(request));
    },
  );

  app.post(
    '/events/:id/hide',
    { ...guarded, schema: { summary: 'Takes an event out of every list and its page away from all but its owner and moderators; its participants are told (moderators and admins)', security, params: eventParams, ...action } },
    async (request) => {
      await app.moderation.hideEvent(requireViewer(request), request.params.id, request.body);
      return { success: true, message: moderationTexts.eventHidden };
    },
  );

  app.post(
    '/events/:id/restore',
    { ...guarded, schema: { summary: 'Brings an event a moderator hid back into the lists (moderators and admins)', security, params: eventParams, ...action } },
    async (request) => {
      await app.moderation.restoreEvent(requireViewer(request), request.params.id, request.body);
      return { success: true, message: moderationTexts.eventRestored };
    },
  );

  app.post(
    '/events/:id/approve',
    { ...guarded, schema: { summary: 'Approves a new organizer’s held event; their next events are not held (moderators and admins)', security, params: eventParams, ...action } },
    async (request) => {
      await app.moderation.approveEvent(requireViewer(request), request.params.id, request.body);
      return { success: true, message: moderationTexts.eventApproved };
    },
  );

  app.post(
    '/users/:id/suspend',
    { ...guarded, schema: { summary: 'Suspends an account: sessions ended, tokens refused, upcoming events hidden with an e-mail to their participants (moderators and admins)', security, params: userParams, ...action } },
    async (request) => {
      await app.moderation.suspendUser(requireViewer(request), request.params.id, request.body);
      return { success: true, message: moderationTexts.userSuspended };
    },
  );

  app.post(
    '/users/:id/lift',
    { ...guarded, schema: { summary: 'Lifts a suspension: the account signs in again and the events it hid come back (moderators and admins)', security, params: userParams, ...action } },
    async (request) => {
      await app.moderation.liftSuspension(requireViewer(request), request.params.id, request.body);
      return { success: true, message: moderationTexts.suspensionLifted };
    },
  );
};

export default takedownRoutes;
