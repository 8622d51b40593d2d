import fp from 'fastify-plugin';
import { LANGUAGE_VARY } from '../../i18n/request-language.ts';

type Reply = { message?: unknown; errors?: unknown };

// Decisions 031 and 049: an answer's messages ({message, errors[].message}) are written in the
// caller's language where they are made (answerTo, the error handler), chosen by the lang cookie
// the site's switch keeps, else Accept-Language; so such an answer varies by both.
export default fp(async (app) => {
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const { message, errors } = payload as Reply;
    if (typeof message !== 'string' && !Array.isArray(errors)) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, ${LANGUAGE_VARY}` : LANGUAGE_VARY);
    return payload;
  });
});
