import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import {
  HoursConfirmationSchema,
  HoursDecisionSchema,
  HoursIdParams,
  HoursRecordSchema,
  HoursTokenParams,
  RejectHoursSchema,
  ReportHoursSchema,
} from '@volunteering/shared/hours-schemas';
import { z } from 'zod';
import { answered, languageOf } from '../../i18n/request-language.ts';
import { requireViewer } from '../../plugins/app/authentication.ts';

const secured = [{ bearerAuth: [] }];
const errors = { '4xx': ApiErrorSchema };

/** Hours records (issue 39, decision 068): a volunteer's, hours done elsewhere, organizers' decisions, and the supervisor's link. */
const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/hours',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "The caller's hours records, newest first: `[{id, eventId, title, date, hours, source, status, reason}]` (`eventId` null and `date` YYYY-MM-DD for hours done elsewhere)",
        security: secured,
        response: { 200: z.array(HoursRecordSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.hours.mine(requireViewer(request));
    },
  );

  app.post(
    '/hours',
    {
      onRequest: app.authenticate,
      // A creation that mails someone else: within the account's writes a minute.
      preHandler: app.writeLimit,
      schema: {
        summary:
          'Record hours done elsewhere, `{title, date, hours, supervisorEmail}`: pending until the supervisor confirms through the link mailed to them (once, for 14 days); 429 when that address was asked too often today',
        security: secured,
        body: ReportHoursSchema,
        response: { 201: HoursRecordSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await app.hours.report(requireViewer(request), request.body, languageOf(request))),
  );

  app.post(
    '/hours/:id/approve',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Approve one hours record (the event's organizers); hours done elsewhere are the supervisor's to confirm (403)",
        security: secured,
        params: HoursIdParams,
        response: { 200: HoursDecisionSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.hours.approve(request.params.id, requireViewer(request))),
  );

  app.post(
    '/hours/:id/reject',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Reject one hours record with a reason the volunteer sees, `{reason}` (the event's organizers); approved hours are withdrawn",
        security: secured,
        params: HoursIdParams,
        body: RejectHoursSchema,
        response: { 200: HoursDecisionSchema, ...errors },
      },
    },
    async (request) => answered(request, await app.hours.reject(request.params.id, requireViewer(request), request.body.reason)),
  );

  app.get(
    '/hours-confirmations/:token',
    {
      schema: {
        summary:
          "Hours done elsewhere as the supervisor's mail link names them, no sign-in: who, what, when, how long, and `state` (open, confirmed, declined, expired)",
        params: HoursTokenParams,
        response: { 200: HoursConfirmationSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.hours.confirmation(request.params.token);
    },
  );

  for (const answer of ['confirm', 'decline'] as const) {
    app.post(
      `/hours-confirmations/:token/${answer}`,
      {
        schema: {
          summary:
            answer === 'confirm'
              ? "Confirm the hours a supervisor's link names (once, within 14 days; 410 after)"
              : "Decline the hours a supervisor's link names (once, within 14 days; 410 after)",
          params: HoursTokenParams,
          response: { 200: HoursDecisionSchema, ...errors },
        },
      },
      async (request) => answered(request, await app.hours.answerConfirmation(request.params.token, answer === 'confirm')),
    );
  }
};

export default hoursRoutes;
