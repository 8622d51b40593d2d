import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { ImpactQuerySchema, ImpactSchema } from '@volunteering/shared/impact-schemas';
import { impactCsv, impactFileName } from '../../../impact/impact-csv.ts';
import { languageOf } from '../../../i18n/request-language.ts';
import { requireViewer } from '../../../plugins/app/authentication.ts';

/** The caller's volunteer hours: totals, by type, by month, and the events behind them. */
const impactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/impact',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "The caller's approved hours (issue 39): at events that have ended and that they attended, and done elsewhere as their supervisor confirmed; `pendingHours`: those not yet approved; CSV of the events with ?format=csv",
        security: [{ bearerAuth: [] }],
        querystring: ImpactQuerySchema,
        response: { 200: ImpactSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await app.impact.of(requireViewer(request));
      reply.header('Cache-Control', 'no-store');
      if (request.query.format !== 'csv') return result;
      // The schema types the JSON answer; Fastify serialises only JSON, so the CSV text goes out as it is.
      const csv = impactCsv(result.events, languageOf(request)) as unknown as typeof result;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${impactFileName(app.now())}"`)
        .send(csv);
    },
  );
};

export default impactRoutes;
