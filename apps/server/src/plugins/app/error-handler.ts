import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages } from '@volunteering/shared/texts/api';
import { EMAIL_NOT_VERIFIED } from '@volunteering/shared/constants';
import { EmailNotVerified, isDomainError, type DomainError } from '../../domain-errors.ts';

const byFastifyCode: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: apiMessages.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: apiMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: apiMessages.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: apiMessages.badJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: apiMessages.badJson },
  FST_ERR_CTP_INVALID_CONTENT_TYPE: { status: 415, message: apiMessages.unsupportedMediaType },
};

/** The one place a domain refusal becomes an HTTP status. */
const statusOf: Record<DomainError['kind'], number> = {
  invalidInput: 400,
  signInRequired: 401,
  forbidden: 403,
  notFound: 404,
  alreadyDone: 409,
  conflict: 409,
  gone: 410,
  limitReached: 429,
  emailNotVerified: 403,
};

/** One JSON shape for every failure, {message, errors?}; 5xx details stay in the log. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path is an unknown resource, not a form to correct: each params
      // schema's message says what was not found.
      if (error.validationContext === 'params') {
        return reply.code(404).send({ message: error.validation[0]?.message ?? apiMessages.notFound });
      }
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
        message: issue.message ?? apiMessages.invalidInput,
      }));
      return reply.code(400).send({ message: apiMessages.invalidInput, errors });
    }
    if (error instanceof EmailNotVerified) {
      return reply.code(statusOf[error.kind]).send({ success: false, message: error.message, code: EMAIL_NOT_VERIFIED });
    }
    if (isDomainError(error)) {
      return reply.code(statusOf[error.kind]).send({ message: error.message, ...('errors' in error ? { errors: error.errors } : {}) });
    }
    const known = error.code ? byFastifyCode[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.code(400).send({ message: apiMessages.badJson });
    }
    if (error.statusCode === 429) return reply.code(429).send({ message: apiMessages.tooManyRequests });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: apiMessages.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Client routes get the app; a missing API route or built file is a real 404.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith('/assets/');
    if (wantsPage && app.servePage) return app.servePage(request, reply);
    return reply.code(404).send({ message: apiMessages.notFound });
  });
});
