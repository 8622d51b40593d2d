import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { MemberParams, MemberSchema, RoleChangeSchema, SlugParams } from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { requireViewer } from '../../../plugins/app/authentication.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../../i18n/request-language.ts';

const errors = { '4xx': ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** An organization's members (decision 038), under /api/orgs: listed, their roles changed, removed, or leaving. */
const organizationMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };
  /** Writes: signed in, and WRITE_RATE_LIMIT_MAX a minute per account like the events'. */
  const writes = { onRequest: app.authenticate, preHandler: app.writeLimit };
  const orgs = app.organizations;

  app.get(
    '/:slug/members',
    {
      ...signedIn,
      schema: {
        summary: 'The members (members only); owners and organizers also see their e-mail addresses',
        security,
        params: SlugParams,
        response: { 200: z.array(MemberSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orgs.members(requireViewer(request), request.params.slug);
    },
  );

  app.patch(
    '/:slug/members/:userId',
    {
      ...writes,
      schema: {
        summary: 'Change a member’s role (owners); 409 for the last owner',
        security,
        params: MemberParams,
        body: RoleChangeSchema,
        response: { 200: MemberSchema, ...errors },
      },
    },
    async (request) => orgs.changeRole(requireViewer(request), request.params.slug, request.params.userId, request.body.role),
  );

  app.delete(
    '/:slug/members/:userId',
    {
      ...writes,
      schema: {
        summary: 'Remove a member (owners), or leave (anyone, their own id); 409 for the last owner',
        security,
        params: MemberParams,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      const { left } = await orgs.removeMember(requireViewer(request), request.params.slug, request.params.userId);
      return { success: true, ...answerTo(request, messageOf(organizationsTexts, left ? 'left' : 'memberRemoved')) };
    },
  );
};

export default organizationMemberRoutes;
