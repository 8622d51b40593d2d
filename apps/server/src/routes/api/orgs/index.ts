import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionResultSchema, ApiErrorSchema, EventSchema } from '@volunteering/shared/event-schemas';
import {
  CreateOrganizationSchema,
  DirectoryOrganizationSchema,
  MyOrganizationSchema,
  ORGANIZATION_DIRECTORY_PAGE_SIZE,
  OrganizationDirectoryQuerySchema,
  OrganizationEventsQuerySchema,
  OrganizationPageSchema,
  OrganizationSchema,
  SlugParams,
  UpdateOrganizationSchema,
} from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { requireVerifiedViewer, requireViewer } from '../../../plugins/app/authentication.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../../i18n/request-language.ts';

const errors = { '4xx': ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** The directory's next, last, previous and first pages, with the same search. */
function directoryLinks(url: string, page: number, last: number): string | undefined {
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  const at = (p: number) => {
    params.set('page', String(p));
    return `</api/orgs?${params.toString()}>`;
  };
  const links: string[] = [];
  if (page < last) links.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page > 1) links.push(`${at(page - 1)}; rel="prev"`, `${at(1)}; rel="first"`);
  return links.length > 0 ? links.join(', ') : undefined;
}

/** An organization itself (issue 18, decision 038), under /api/orgs: made, listed (the directory, decision 055; mine), shown, edited, deleted, and its events. */
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
        summary:
          'Create an organization (confirmed e-mail); the caller becomes its owner. The address (slug) is derived from the name when left out; 409 when taken',
        security,
        body: CreateOrganizationSchema,
        response: { 201: OrganizationSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await orgs.create(requireVerifiedViewer(request), request.body)),
  );

  app.get(
    '/',
    {
      onRequest: app.loadViewer,
      schema: {
        summary:
          'The directory of organizations, public: searched by name and city (`q`, case and accents aside), most upcoming events first, then most followers, then by name, 12 a page (X-Total-Count, Link); whether the caller follows each when signed in',
        querystring: OrganizationDirectoryQuerySchema,
        response: { 200: z.array(DirectoryOrganizationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { organizations, total } = await orgs.directory(request.query, request.viewer);
      // A signed-in answer says whether that person follows each: for them alone. A visitor's is
      // the same for everyone and kept by the public read cache.
      if (request.viewer) reply.header('Cache-Control', 'private, no-store');
      reply.header('Vary', 'Authorization');
      reply.header('X-Total-Count', String(total));
      const link = directoryLinks(request.url, request.query.page, Math.max(1, Math.ceil(total / ORGANIZATION_DIRECTORY_PAGE_SIZE)));
      if (link) reply.header('Link', link);
      return organizations;
    },
  );

  app.get(
    '/mine',
    {
      ...signedIn,
      schema: {
        summary: 'The organizations the caller is a member of, with their role',
        security,
        response: { 200: z.array(MyOrganizationSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orgs.mine(requireViewer(request));
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

  app.patch(
    '/:slug',
    {
      ...writes,
      schema: {
        summary: 'Edit an organization (owners); only the fields sent change',
        security,
        params: SlugParams,
        body: UpdateOrganizationSchema,
        response: { 200: OrganizationSchema, ...errors },
      },
    },
    async (request) => orgs.update(requireViewer(request), request.params.slug, request.body),
  );

  app.delete(
    '/:slug',
    {
      ...writes,
      schema: {
        summary: 'Delete an organization (owners); its events become personal events of the people who made them',
        security,
        params: SlugParams,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      await orgs.remove(requireViewer(request), request.params.slug);
      return { success: true, ...answerTo(request, messageOf(organizationsTexts, 'deleted')) };
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
};

export default organizationRoutes;
