import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckInCodeSchema,
  CheckInListQuerySchema,
  CheckInListSchema,
  CheckInResultSchema,
  CheckInScanSchema,
  SelfCheckInCodeSchema,
  SelfCheckInSchema,
} from '@volunteering/shared/check-in-schemas';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { HoursDecisionSchema } from '@volunteering/shared/hours-schemas';
import { EventIdParams } from '@volunteering/shared/route-params';
import { z } from 'zod';
import { answered } from '../../../i18n/request-language.ts';
import { requireViewer } from '../../../plugins/app/authentication.ts';

const secured = [{ bearerAuth: [] }];
const errors = { '4xx': ApiErrorSchema };

/** Check-in at an event's door (issue 39, decision 068): codes, scans, self check-in, the list, and approving its hours in bulk. */
const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/check-in-code',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "The caller's own check-in code at an event they joined, `{code, qr}` (`qr`: the code as an SVG QR code, a data: URL); 403 for anyone who has not joined",
        security: secured,
        params: EventIdParams,
        response: { 200: CheckInCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.checkIns.code(request.params.id, requireViewer(request));
    },
  );

  app.get(
    '/:id/check-in-code.svg',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The caller's check-in code as an SVG QR code (image/svg+xml), for an <img> (participants)",
        security: secured,
        params: EventIdParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const svg = await app.checkIns.codeSvg(request.params.id, requireViewer(request));
      return reply.type('image/svg+xml').header('Cache-Control', 'private, no-store').send(svg);
    },
  );

  app.post(
    '/:id/check-ins',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Check a participant in or out (organizers and co-organizers): `{code, action, at?, key, shiftId?}`, or `{userId, …}` for a person picked by name. `key` names the scan: the same key again (a retry, an offline replay) is taken once. `at`: when it was scanned on the device (at most 2 minutes ahead of the server, from 30 minutes before the start until an hour after the end). With shifts, the shift named, else the one whose time it is. 409 `{success: false, message, name}` for a scan refused',
        security: secured,
        params: EventIdParams,
        body: CheckInScanSchema,
        response: { 200: CheckInResultSchema, 409: CheckInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await app.checkIns.scan(request.params.id, requireViewer(request), request.body);
      return reply.code(result.success ? 200 : 409).send(answered(request, result));
    },
  );

  app.get(
    '/:id/check-ins',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "The door screen's list (organizers): `{checkedIn, total, people:[{userId, name, shiftId?, inAt, outAt, hours}]}`, everyone who joined (per shift) with their check-in and hours record; `?q=` finds people by name (the counts stay); `?shiftId=` keeps one shift's people, the counts then that shift's",
        security: secured,
        params: EventIdParams,
        querystring: CheckInListQuerySchema,
        response: { 200: CheckInListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.checkIns.checkIns(request.params.id, requireViewer(request), request.query.q, request.query.shiftId);
    },
  );

  app.get(
    '/:id/self-check-in-code',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "The event's rotating self check-in code to show now (organizers), `{code, expiresAt}`: it changes every 30 seconds and is refused once 60 seconds old",
        security: secured,
        params: EventIdParams,
        response: { 200: SelfCheckInCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.checkIns.selfCode(request.params.id, requireViewer(request));
    },
  );

  app.post(
    '/:id/self-check-in',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "Check oneself in with the rotating code on the organizer's screen, `{code}` (participants), from 30 minutes before the start until the end; 409 with the reason for a code too old or not this event's",
        security: secured,
        params: EventIdParams,
        body: SelfCheckInSchema,
        response: { 200: CheckInResultSchema, 409: CheckInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await app.checkIns.selfCheckIn(request.params.id, requireViewer(request), request.body.code);
      return reply.code(result.success ? 200 : 409).send(answered(request, result));
    },
  );

  app.post(
    '/:id/hours/approve',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Approve every pending hours record of the event at once (organizers): everyone checked in; `approved`: how many',
        security: secured,
        params: EventIdParams,
        response: { 200: HoursDecisionSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.hours.approveAll(request.params.id, requireViewer(request))),
  );
};

export default checkInRoutes;
