import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActionResultSchema,
  ApiErrorSchema,
  CancelEventSchema,
  CreateEventSchema,
  EditEventSchema,
  EmailBodySchema,
  EmailQuerySchema,
  EventListQuerySchema,
  EventSchema,
} from '@volunteering/shared/event-schemas';
import { EventIdParams } from '@volunteering/shared/route-params';
import { MyEventsQuerySchema } from '@volunteering/shared/organization-schemas';
import { assertOwnEmail, requireVerifiedViewer, requireViewer } from '../../../plugins/app/authentication.ts';
import { answered, languageOf } from '../../../i18n/request-language.ts';

const errors = { '4xx': ApiErrorSchema };
const secured = [{ bearerAuth: [] }];

function linkHeader(base: string, params: URLSearchParams, page: number, last: number): string | undefined {
  const links: string[] = [];
  const at = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `<${base}?${next.toString()}>`;
  };
  if (page < last) links.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page > 1) links.push(`${at(page - 1)}; rel="prev"`, `${at(1)}; rel="first"`);
  return links.length > 0 ? links.join(', ') : undefined;
}

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.loadViewer,
      schema: {
        summary: 'Events, upcoming first by default; search, filter and pages',
        querystring: EventListQuerySchema,
        response: { 200: z.array(EventSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const page = await app.events.list(query, request.viewer, languageOf(request));
      const params = new URLSearchParams(request.url.split('?')[1] ?? '');
      const link = linkHeader('/api/events', params, query.page, Math.max(1, Math.ceil(page.total / query.limit)));
      reply.header('X-Total-Count', String(page.total));
      if (page.totalCapped) reply.header('X-Total-Count-Capped', 'true');
      if (link) reply.header('Link', link);
      return page.events;
    },
  );

  // The caller's own lists: the e-mail in the query must be the token's (spec section 6).
  app.get(
    '/my-events',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Events the caller manages: their own, and their organizations' where they are owner or organizer; `organization` keeps one organization's",
        security: secured,
        querystring: MyEventsQuerySchema,
        response: { 200: z.array(EventSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      assertOwnEmail(viewer, request.query.email);
      return app.events.ownedBy(viewer, request.query.organization, languageOf(request));
    },
  );

  app.get(
    '/joined',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Events the caller joined: upcoming soonest first, then completed most recent first',
        security: secured,
        querystring: EmailQuerySchema,
        response: { 200: z.array(EventSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      assertOwnEmail(viewer, request.query.email);
      return app.events.joinedBy(viewer, languageOf(request));
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.loadViewer,
      schema: { summary: 'One event', params: EventIdParams, response: { 200: EventSchema, ...errors } },
    },
    async (request) => app.events.get(request.params.id, request.viewer, languageOf(request)),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      preHandler: app.writeLimit,
      schema: {
        summary:
          'Create an event owned by the caller, or published as one of their organizations (`organizationId`: owner or organizer there, else 403); at most WRITE_RATE_LIMIT_MAX a minute per account (429)',
        security: secured,
        body: CreateEventSchema,
        response: { 201: EventSchema, ...errors },
      },
    },
    async (request, reply) => {
      const event = await app.events.create(request.body, requireVerifiedViewer(request));
      return reply.code(201).send(event);
    },
  );

  app.patch(
    '/my-events/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Edit an event the caller manages (its owner, or an owner or organizer of its organization)',
        security: secured,
        params: EventIdParams,
        body: EditEventSchema,
        response: { 200: EventSchema, ...errors },
      },
    },
    async (request) => app.events.update(request.params.id, request.body, requireViewer(request)),
  );

  app.delete(
    '/my-events/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Delete an event the caller manages (its owner, or an owner or organizer of its organization)',
        security: secured,
        params: EventIdParams,
        querystring: EmailQuerySchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      assertOwnEmail(viewer, request.query.email);
      return answered(request, await app.events.remove(request.params.id, viewer));
    },
  );

  app.post(
    '/my-events/:id/cancel',
    {
      onRequest: app.authenticate,
      preHandler: app.writeLimit,
      schema: {
        summary:
          'Cancel an event the caller manages (its owner, or an owner or organizer of its organization): it stays, answers `status: cancelled` and takes no one; everyone joined or waiting is mailed the optional message (issue 37)',
        security: secured,
        params: EventIdParams,
        body: CancelEventSchema.nullish(),
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.events.cancelEvent(request.params.id, requireViewer(request), request.body?.message)),
  );

  app.patch(
    '/:id/join',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Join an event; refusals answer success false with the reason',
        security: secured,
        params: EventIdParams,
        body: EmailBodySchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireVerifiedViewer(request);
      assertOwnEmail(viewer, request.body?.email);
      return answered(request, await app.events.join(request.params.id, viewer));
    },
  );

  app.patch(
    '/cancel/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Cancel participation in an event that has not taken place; refusals answer 409',
        security: secured,
        params: EventIdParams,
        body: EmailBodySchema,
        response: { 200: ActionResultSchema, 409: ActionResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      assertOwnEmail(viewer, request.body?.email);
      const result = await app.events.cancel(request.params.id, viewer);
      return reply.code(result.success ? 200 : 409).send(answered(request, result));
    },
  );
};

export default eventRoutes;
