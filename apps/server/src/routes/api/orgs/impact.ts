import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { GroupImpactSchema, SlugParams, VolunteerHoursSchema } from '@volunteering/shared/organization-schemas';
import { groupImpactCsv, groupImpactFileName, volunteerHoursCsv } from '../../../organizations/group-impact-files.ts';
import { groupImpactPdf } from '../../../organizations/group-impact-pdf.ts';
import { languageOf } from '../../../i18n/request-language.ts';
import { requireViewer } from '../../../plugins/app/authentication.ts';

const errors = { '4xx': ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** What an organization gave (members), under /api/orgs: its figures, as a spreadsheet or a PDF, and hours per volunteer. */
const groupImpactRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };
  const orgs = app.organizations;

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
      schema: {
        summary: 'The same figures as a spreadsheet (members), headers in the caller’s language',
        security,
        params: SlugParams,
        response: { 200: z.string(), ...errors },
      },
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
      schema: {
        summary: 'The same figures as a one-page PDF report in the caller’s language (members)',
        security,
        params: SlugParams,
        response: { '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { organization, impact } = await orgs.impact(requireViewer(request), request.params.slug);
      return (
        reply
          .type('application/pdf')
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${groupImpactFileName(request.params.slug, 'impact', app.now(), 'pdf')}"`)
          // Fastify sends a Buffer as it is; the schema types only the refusals.
          .send((await groupImpactPdf(organization, impact, app.now(), languageOf(request))) as never)
      );
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
};

export default groupImpactRoutes;
