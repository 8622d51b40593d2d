import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActionResultSchema, ApiErrorSchema, EmailBodySchema } from '@volunteering/shared/event-schemas';
import { ShiftIdParams } from '@volunteering/shared/route-params';
import { ShiftPersonSchema } from '@volunteering/shared/shift-schemas';
import { assertOwnEmail, requireVerifiedViewer, requireViewer } from '../../../plugins/app/authentication.ts';
import { answered } from '../../../i18n/request-language.ts';

const errors = { '4xx': ApiErrorSchema };
const secured = [{ bearerAuth: [] }];

/** A volunteer's places in an event's shifts (issue 38). */
const shiftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id/shifts/:shiftId/join',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Take a place in a shift; refusals (full, already in it, ended, restricted, overlapping another shift of the caller) answer success false with the reason',
        security: secured,
        params: ShiftIdParams,
        body: EmailBodySchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireVerifiedViewer(request);
      assertOwnEmail(viewer, request.body?.email);
      return answered(request, await app.shifts.join(request.params.id, request.params.shiftId, viewer));
    },
  );

  app.patch(
    '/:id/shifts/:shiftId/leave',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Give a place in a shift back before the event has ended; refusals answer success false with the reason',
        security: secured,
        params: ShiftIdParams,
        body: EmailBodySchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      assertOwnEmail(viewer, request.body?.email);
      return answered(request, await app.shifts.leave(request.params.id, request.params.shiftId, viewer));
    },
  );

  app.put(
    '/:id/shifts/:shiftId/people',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "The event's managers put the account with this e-mail (any case) in a shift, restricted ones too; refusals (full, already in it, ended, overlapping another shift of that person) answer success false with the reason",
        security: secured,
        params: ShiftIdParams,
        body: ShiftPersonSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) =>
      answered(request, await app.shifts.putPerson(request.params.id, request.params.shiftId, request.body.email, requireVerifiedViewer(request))),
  );
};

export default shiftRoutes;
