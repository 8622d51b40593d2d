import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import {
  AcceptedInvitationSchema,
  INVITATION_DAYS,
  InvitationParams,
  InvitationPreviewSchema,
  InvitationSchema,
  InvitationSentSchema,
  InvitationTokenParams,
  InviteSchema,
  SlugParams,
} from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { languageOf } from '../../../i18n/request-language.ts';
import { requireVerifiedViewer, requireViewer } from '../../../plugins/app/authentication.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../../i18n/request-language.ts';

const errors = { '4xx': ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Invitations to an organization (decision 038), under /api/orgs: sent and withdrawn by its owners, seen and accepted through the link. */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };
  /** Writes: signed in, and WRITE_RATE_LIMIT_MAX a minute per account like the events'. */
  const writes = { onRequest: app.authenticate, preHandler: app.writeLimit };
  const orgs = app.organizations;

  app.get(
    '/invitations/:token',
    {
      schema: {
        summary: 'What an invitation link offers: the organization and the role; 410 once used or expired',
        params: InvitationTokenParams,
        response: { 200: InvitationPreviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orgs.preview(request.params.token);
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      ...writes,
      schema: {
        summary:
          'Accept an invitation (signed in, confirmed e-mail; any address, the link is the proof); works once, 410 once used or expired, 409 when already a member',
        security,
        params: InvitationTokenParams,
        response: { 200: AcceptedInvitationSchema, ...errors },
      },
    },
    async (request) => {
      const accepted = await orgs.accept(requireVerifiedViewer(request), request.params.token);
      return { success: true as const, ...answerTo(request, messageOf(organizationsTexts, 'joined', accepted.organization.name)), ...accepted };
    },
  );

  app.get(
    '/:slug/invitations',
    {
      ...signedIn,
      schema: { summary: 'Open invitations, the newest first (owners)', security, params: SlugParams, response: { 200: z.array(InvitationSchema), ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orgs.invitations(requireViewer(request), request.params.slug);
    },
  );

  app.post(
    '/:slug/invitations',
    {
      ...writes,
      schema: {
        summary: `Invite an e-mail address with a role (owners): a link that works once, for ${INVITATION_DAYS} days, is mailed; inviting the address again replaces it`,
        security,
        params: SlugParams,
        body: InviteSchema,
        response: { 201: InvitationSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await orgs.invite(requireViewer(request), request.params.slug, request.body, languageOf(request));
      return reply.code(201).send({ success: true, ...answerTo(request, messageOf(organizationsTexts, 'invitationSent', invitation.email)), invitation });
    },
  );

  app.delete(
    '/:slug/invitations/:id',
    {
      ...writes,
      schema: { summary: 'Withdraw an open invitation (owners)', security, params: InvitationParams, response: { 200: ActionResultSchema, ...errors } },
    },
    async (request) => {
      await orgs.withdraw(requireViewer(request), request.params.slug, request.params.id);
      return { success: true, ...answerTo(request, messageOf(organizationsTexts, 'invitationWithdrawn')) };
    },
  );
};

export default invitationRoutes;
