import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { ParticipantSchema, ParticipantsQuerySchema } from '@volunteering/shared/participant-schemas';
import { EventIdParams } from '@volunteering/shared/route-params';
import { participantsCsv, participantsFileName } from '../../../events/participants-csv.ts';
import { languageOf } from '../../../i18n/request-language.ts';
import { requireViewer } from '../../../plugins/app/authentication.ts';

/** `?format=csv` decides; without it, an Accept header that prefers CSV to JSON does. */
function wantsCsv(format: string | undefined, accept: string | undefined): boolean {
  if (format) return format === 'csv';
  return accept !== undefined && /\btext\/csv\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/participants',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "Who joined one of the caller's events (organizer only), for an event with shifts each with their shifts' titles in start order; CSV with ?format=csv or Accept: text/csv",
        security: [{ bearerAuth: [] }],
        params: EventIdParams,
        querystring: ParticipantsQuerySchema,
        response: { 200: z.array(ParticipantSchema), '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { title, timeZone, withShifts, participants } = await app.events.participantsOf(request.params.id, requireViewer(request));
      // Names and e-mails of other people: never kept by a browser or a shared cache.
      reply.header('Cache-Control', 'no-store');
      if (!wantsCsv(request.query.format, request.headers.accept)) return participants;
      // The schema types the JSON answer; Fastify serialises only JSON, so the CSV text goes out as it is.
      const csv = participantsCsv(participants, timeZone, languageOf(request), withShifts) as unknown as typeof participants;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${participantsFileName(title)}"`)
        .send(csv);
    },
  );
};

export default participantRoutes;
