import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { AttendanceResultSchema, AttendanceSchema, AttendanceUpdateSchema } from '@volunteering/shared/impact-schemas';
import { EventIdParams } from '@volunteering/shared/route-params';
import { requireViewer } from '../../../plugins/app/authentication.ts';
import { answered } from '../../../i18n/request-language.ts';

const secured = [{ bearerAuth: [] }];

/** Who came to an ended event: its organizer reads the sheet and marks no-shows. */
const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/attendance',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "The participants of one of the caller's events, each present or not (organizer only); for an event with shifts, also `shifts`: each with its people",
        security: secured,
        params: EventIdParams,
        response: { 200: AttendanceSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.attendance.get(request.params.id, requireViewer(request));
    },
  );

  app.patch(
    '/:id/attendance',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Mark participants present or absent by e-mail, `{attendance:[{email, attended}]}`, all or none (organizer only); 409 before the event has ended, 400 for anyone who did not join. For an event with shifts each mark adds its `shiftId`: a shift that has ended, with that person in it (400 on the row otherwise)',
        security: secured,
        params: EventIdParams,
        body: AttendanceUpdateSchema,
        response: { 200: AttendanceResultSchema, 409: AttendanceResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await app.attendance.mark(request.params.id, requireViewer(request), request.body);
      return reply.code(result.success ? 200 : 409).send(answered(request, result));
    },
  );
};

export default attendanceRoutes;
