import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageOf, type MessageRef, type TextKey } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';
import { isDomainError, type DomainError } from '../../domain-errors.ts';
import { languageOf } from '../../i18n/request-language.ts';
import { answerIn, schemaAnswerIn } from '../../i18n/texts-in.ts';

const api = (key: TextKey<typeof apiMessages>) => messageOf(apiMessages, key);

const byFastifyCode: Record<string, { status: number; message: MessageRef }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: api('payloadTooLarge') },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: api('unsupportedMediaType') },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: api('badJson') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: api('badJson') },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: api('badJson') },
  FST_ERR_CTP_INVALID_CONTENT_TYPE: { status: 415, message: api('unsupportedMediaType') },
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
  unavailable: 503,
};

/** One JSON shape for every failure, {success: false, code, message, errors?} (decision 049); 5xx details stay in the log. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    const refused = (status: number, message: MessageRef) => reply.code(status).send({ success: false, ...answerIn(message, language) });
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path is an unknown resource, not a form to correct: each params
      // schema's message says what was not found.
      const first = error.validation[0]?.message;
      if (error.validationContext === 'params') {
        return reply.code(404).send({ success: false, ...(first ? schemaAnswerIn(first, language, api('notFound')) : answerIn(api('notFound'), language)) });
      }
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
        ...(issue.message ? schemaAnswerIn(issue.message, language) : answerIn(api('invalidInput'), language)),
      }));
      return reply.code(400).send({ success: false, ...answerIn(api('invalidInput'), language), errors });
    }
    if (isDomainError(error)) {
      return reply.code(statusOf[error.kind]).send({
        success: false,
        ...answerIn(error.reason, language),
        ...('errors' in error ? { errors: error.errors.map(({ field, message }) => ({ field, ...answerIn(message, language) })) } : {}),
      });
    }
    const known = error.code ? byFastifyCode[error.code] : undefined;
    if (known) return refused(known.status, known.message);
    if (error instanceof SyntaxError || error.statusCode === 400) return refused(400, api('badJson'));
    if (error.statusCode === 429) return refused(429, api('tooManyRequests'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Another library's refusal, in its own words: no text of ours, so no code of ours.
      return reply.code(error.statusCode).send({ success: false, code: `HTTP_${error.statusCode}`, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return refused(500, api('serverError'));
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Client routes get the app; a missing API route or built file is a real 404.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith('/assets/');
    if (wantsPage && app.servePage) return app.servePage(request, reply);
    return reply.code(404).send({ success: false, ...answerIn(api('notFound'), languageOf(request)) });
  });
});
