import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionResultSchema, ApiErrorSchema, EventSchema } from '@volunteering/shared/event-schemas';
import {
  AcceptedInvitationSchema,
  CreateOrganizationSchema,
  INVITATION_DAYS,
  InvitationParams,
  InvitationPreviewSchema,
  InvitationSchema,
  InvitationSentSchema,
  InvitationTokenParams,
  InviteSchema,
  MemberParams,
  MemberSchema,
  MyOrganizationSchema,
  OrganizationEventsQuerySchema,
  OrganizationPageSchema,
  OrganizationSchema,
  RoleChangeSchema,
  SlugParams,
  UpdateOrganizationSchema,
} from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { languageOf } from '../../../i18n/request-language.ts';
import { requireVerifiedViewer, requireViewer } from '../../../plugins/app/authentication.ts';

const errors = { '4xx': ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Organizations, their members and invitations (issue 18, decision 038), under /api/orgs. */
const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };
  /** Writes: signed in, and WRITE_RATE_LIMIT_MAX a minute per account like the events'. */
  const writes = { onRequest: app.authenticate, preHandler: app.writeLimit };
  const orgs = app.organizations;

  app.post(
    '/',
    {
      ...writes,
      schema: {
        summary: 'Create an organization (confirmed e-mail); the caller becomes its owner. The address (slug) is derived from the name when left out; 409 when taken',
        security,
        body: CreateOrganizationSchema,
        response: { 201: OrganizationSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await orgs.create(requireVerifiedViewer(request), request.body)),
  );

  app.get(
    '/mine',
    {
      ...signedIn,
      schema: { summary: 'The organizations the caller is a member of, with their role', security, response: { 200: z.array(MyOrganizationSchema), ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orgs.mine(requireViewer(request));
    },
  );

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
        summary: 'Accept an invitation (signed in, confirmed e-mail; any address, the link is the proof); works once, 410 once used or expired, 409 when already a member',
        security,
        params: InvitationTokenParams,
        response: { 200: AcceptedInvitationSchema, ...errors },
      },
    },
    async (request) => {
      const accepted = await orgs.accept(requireVerifiedViewer(request), request.params.token);
      return { success: true as const, message: organizationsTexts.joined(accepted.organization.name), ...accepted };
    },
  );

  app.get(
    '/:slug',
    {
      onRequest: app.loadViewer,
      schema: {
        summary: 'An organization, public: its details and counts (members, upcoming events), and the caller’s role when signed in',
        params: SlugParams,
        response: { 200: OrganizationPageSchema, ...errors },
      },
    },
    async (request) => orgs.page(request.params.slug, request.viewer),
  );

  app.patch(
    '/:slug',
    {
      ...writes,
      schema: { summary: 'Edit an organization (owners); only the fields sent change', security, params: SlugParams, body: UpdateOrganizationSchema, response: { 200: OrganizationSchema, ...errors } },
    },
    async (request) => orgs.update(requireViewer(request), request.params.slug, request.body),
  );

  app.delete(
    '/:slug',
    {
      ...writes,
      schema: { summary: 'Delete an organization (owners); its events become personal events of the people who made them', security, params: SlugParams, response: { 200: ActionResultSchema, ...errors } },
    },
    async (request) => {
      await orgs.remove(requireViewer(request), request.params.slug);
      return { success: true, message: organizationsTexts.deleted };
    },
  );

  app.get(
    '/:slug/events',
    {
      onRequest: app.loadViewer,
      schema: {
        summary: 'An organization’s events, public: upcoming soonest first or past most recent first, a page at a time (X-Total-Count)',
        params: SlugParams,
        querystring: OrganizationEventsQuerySchema,
        response: { 200: z.array(EventSchema), ...errors },
      },
    },
    async (request, reply) => {
      const id = await orgs.idOf(request.params.slug);
      const { events, total } = await app.events.ofOrganization(id, request.query, request.viewer);
      reply.header('X-Total-Count', String(total));
      return events;
    },
  );

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
      return { success: true, message: left ? organizationsTexts.left : organizationsTexts.memberRemoved };
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
      return reply.code(201).send({ success: true, message: organizationsTexts.invitationSent(invitation.email), invitation });
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
      return { success: true, message: organizationsTexts.invitationWithdrawn };
    },
  );
};

export default organizationRoutes;
