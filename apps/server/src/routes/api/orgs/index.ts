import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionResultSchema, ApiErrorSchema, EventSchema } from '@volunteering/shared/event-schemas';
import {
  AcceptedInvitationSchema,
  CreateOrganizationSchema,
  FollowResultSchema,
  GroupImpactSchema,
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
  VolunteerHoursSchema,
} from '@volunteering/shared/organization-schemas';
import { followingTexts } from '@volunteering/shared/texts/following';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { groupImpactCsv, groupImpactFileName, groupImpactPdf, volunteerHoursCsv } from '../../../organizations/group-impact-files.ts';
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
        summary:
          'An organization, public: its details, counts (members, upcoming events), followers, volunteers reached and hours given; the caller’s role and whether they follow it when signed in',
        params: SlugParams,
        response: { 200: OrganizationPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A signed-in answer says whether that person follows it: for them alone.
      if (request.viewer) reply.header('Cache-Control', 'private, no-store');
      reply.header('Vary', 'Authorization');
      return orgs.page(request.params.slug, request.viewer);
    },
  );

  for (const [method, on] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: '/:slug/follow',
      ...writes,
      schema: {
        summary: on ? 'Follow an organization (signed in); following it again changes nothing' : 'Stop following an organization (signed in); again changes nothing',
        security,
        params: SlugParams,
        response: { 200: FollowResultSchema, ...errors },
      },
      handler: async (request) => {
        // Following needs a confirmed address (issue 35); leaving never does.
        const name = await orgs.follow(on ? requireVerifiedViewer(request) : requireViewer(request), request.params.slug, on);
        return { success: true as const, message: on ? followingTexts.followed(name) : followingTexts.unfollowed(name), following: on };
      },
    });
  }

  app.get(
    '/:slug/impact',
    {
      ...signedIn,
      schema: {
        summary:
          'What the organization gave over its ended events (members): volunteers reached, hours given, events run, attendance rate (attended / joined), hours by month (each event’s own calendar) and by type',
        security,
        params: SlugParams,
        response: { 200: GroupImpactSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return (await orgs.impact(requireViewer(request), request.params.slug)).impact;
    },
  );

  app.get(
    '/:slug/impact.csv',
    {
      ...signedIn,
      schema: { summary: 'The same figures as a spreadsheet (members), headers in the caller’s language', security, params: SlugParams, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const { impact } = await orgs.impact(requireViewer(request), request.params.slug);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${groupImpactFileName(request.params.slug, 'impact', app.now(), 'csv')}"`)
        .send(groupImpactCsv(impact, languageOf(request)));
    },
  );

  app.get(
    '/:slug/impact.pdf',
    {
      ...signedIn,
      schema: { summary: 'The same figures as a one-page PDF report, in English (members)', security, params: SlugParams, response: { '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      const { organization, impact } = await orgs.impact(requireViewer(request), request.params.slug);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${groupImpactFileName(request.params.slug, 'impact', app.now(), 'pdf')}"`)
        // Fastify sends a Buffer as it is; the schema types only the refusals.
        .send(groupImpactPdf(organization, impact, app.now()) as never);
    },
  );

  app.get(
    '/:slug/impact/volunteers',
    {
      ...signedIn,
      schema: {
        summary: 'Hours per volunteer present at the organization’s ended events, most first (owners and organizers)',
        security,
        params: SlugParams,
        response: { 200: z.array(VolunteerHoursSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return (await orgs.volunteerHours(requireViewer(request), request.params.slug)).volunteers;
    },
  );

  app.get(
    '/:slug/impact/volunteers.csv',
    {
      ...signedIn,
      schema: { summary: 'The same as a spreadsheet (owners and organizers)', security, params: SlugParams, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const { volunteers } = await orgs.volunteerHours(requireViewer(request), request.params.slug);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${groupImpactFileName(request.params.slug, 'volunteers', app.now(), 'csv')}"`)
        .send(volunteerHoursCsv(volunteers, languageOf(request)));
    },
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
