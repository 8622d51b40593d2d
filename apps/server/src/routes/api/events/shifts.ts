import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActionResultSchema, ApiErrorSchema, EmailBodySchema } from '@volunteering/shared/event-schemas';
import { ShiftIdParams } from '@volunteering/shared/route-params';
import { ShiftPersonSchema } from '@volunteering/shared/shift-schemas';
import { WaitlistResultSchema } from '@volunteering/shared/waitlist-schemas';
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

  app.patch(
    '/:id/shifts/:shiftId/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "Join a shift's waitlist when none of its places is free (taken or held); refusals (places free, already in it or waiting, ended, cancelled, restricted, overlapping another shift of the caller) answer success false",
        security: secured,
        params: ShiftIdParams,
        response: { 200: WaitlistResultSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.shiftWaitlist.join(request.params.id, request.params.shiftId, requireVerifiedViewer(request))),
  );

  app.delete(
    '/:id/shifts/:shiftId/waitlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Leave a shift's waitlist, letting go a place held for the caller; not on it answers 409",
        security: secured,
        params: ShiftIdParams,
        response: { 200: WaitlistResultSchema, 409: WaitlistResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await app.shiftWaitlist.leave(request.params.id, request.params.shiftId, requireViewer(request));
      return reply.code(result.success ? 200 : 409).send(answered(request, result));
    },
  );

  for (const [answer, summary] of [
    ['accept', 'Take the place held for the caller in a shift (an overlap is still refused, the offer kept); no offer or a lapsed one answers success false'],
    ['decline', 'Let go the place held for the caller in a shift: off its waitlist, the place offered to the next person waiting'],
  ] as const) {
    app.patch(
      `/:id/shifts/:shiftId/offer/${answer}`,
      { onRequest: app.authenticate, schema: { summary, security: secured, params: ShiftIdParams, response: { 200: ActionResultSchema, ...errors } } },
      async (request) => {
        const { id, shiftId } = request.params;
        const viewer = requireViewer(request);
        return answered(request, await (answer === 'accept' ? app.shifts.accept(id, shiftId, viewer.userId) : app.shifts.decline(id, shiftId, viewer.userId)));
      },
    );
  }
};

export default shiftRoutes;
