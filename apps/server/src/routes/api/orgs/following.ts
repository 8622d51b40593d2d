import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { FollowResultSchema, OrganizationSchema, SlugParams } from '@volunteering/shared/organization-schemas';
import { followingTexts } from '@volunteering/shared/texts/following';
import { requireVerifiedViewer, requireViewer } from '../../../plugins/app/authentication.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../../i18n/request-language.ts';

const errors = { '4xx': ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Following an organization (signed in), under /api/orgs. */
const organizationFollowRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };
  /** Writes: signed in, and WRITE_RATE_LIMIT_MAX a minute per account like the events'. */
  const writes = { onRequest: app.authenticate, preHandler: app.writeLimit };
  const orgs = app.organizations;

  app.get(
    '/following',
    {
      ...signedIn,
      schema: { summary: 'The organizations the caller follows, by name', security, response: { 200: z.array(OrganizationSchema), ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orgs.followed(requireViewer(request));
    },
  );

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/:slug/follow',
      ...writes,
      schema: {
        summary: on
          ? 'Follow an organization (signed in); following it again changes nothing'
          : 'Stop following an organization (signed in); again changes nothing',
        security,
        params: SlugParams,
        response: { 200: FollowResultSchema, ...errors },
      },
      handler: async (request) => {
        // Following needs a confirmed address (issue 35); leaving never does.
        const name = await orgs.follow(on ? requireVerifiedViewer(request) : requireViewer(request), request.params.slug, on);
        return { success: true as const, ...answerTo(request, messageOf(followingTexts, on ? 'followed' : 'unfollowed', name)), following: on };
      },
    });
  }
};

export default organizationFollowRoutes;
