import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import {
  CertificateCreatedSchema,
  CertificateKeySchema,
  CertificateParams,
  CertificateRequestSchema,
  CertificateSchema,
} from '@volunteering/shared/certificate-schemas';
import { languageOf } from '../../i18n/request-language.ts';
import { requireViewer } from '../../plugins/app/authentication.ts';

const errors = { '4xx': ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Certificates of hours (issue 39, decision 069): made by their volunteer, read by anyone. */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/certificates',
    {
      onRequest: app.authenticate,
      // Each makes a row and a signature: as many a minute as events.
      preHandler: app.writeLimit,
      schema: {
        summary:
          'A certificate of the caller’s hours at one event ({eventId}) or in a period ({from, to}: days, each event’s in its own zone), in English or Bangla (by default the caller’s language); refused (409) when there are none',
        security,
        body: CertificateRequestSchema,
        response: { 201: CertificateCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Without a `language`, the caller's.
      const body = { ...request.body, language: request.body.language ?? languageOf(request) };
      return reply.code(201).send(await app.certificates.create(requireViewer(request), body));
    },
  );

  app.get(
    '/certificates/:id',
    {
      schema: {
        summary: 'A certificate as anyone may check it: who, how many hours, which events, valid or revoked (and when), and its signed content',
        params: CertificateParams,
        response: { 200: CertificateSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return app.certificates.get(request.params.id);
    },
  );

  app.get(
    '/certificates/:id/pdf',
    {
      onRequest: app.authenticate,
      schema: { summary: 'The certificate as a one-page PDF (the person it is for only)', security, params: CertificateParams, response: errors },
    },
    async (request, reply) => {
      const pdf = await app.certificates.pdf(requireViewer(request), request.params.id);
      return (
        reply
          .type('application/pdf')
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="certificate-${request.params.id}.pdf"`)
          // Fastify sends a Buffer as it is; the schema types only the refusals.
          .send(pdf as never)
      );
    },
  );
};

/** The public key every certificate's signature is checked with, at /verify/key. */
export const certificateKeyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify/key',
    { schema: { summary: 'The Ed25519 public key certificates are signed with: raw (base64url, hex) and as PEM', response: { 200: CertificateKeySchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600').header('Access-Control-Allow-Origin', '*');
      return app.certificates.key;
    },
  );
};

export default certificateRoutes;
