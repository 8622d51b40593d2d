import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE } from '@volunteering/shared/i18n/languages';
import { messageIn } from '../../i18n/texts-in.ts';
import { LANGUAGE_VARY, languageOf } from '../../i18n/request-language.ts';

type Reply = { message?: unknown; errors?: unknown };

// Decision 031: the API's messages ({message, errors[].message}) are written in English once and
// answered in the caller's language: the lang cookie the site's switch keeps, else Accept-Language.
export default fp(async (app) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const { message, errors } = payload as Reply;
    if (typeof message !== 'string' && !Array.isArray(errors)) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, ${LANGUAGE_VARY}` : LANGUAGE_VARY);
    const language = languageOf(request);
    if (language === DEFAULT_LANGUAGE) return payload;
    return {
      ...payload,
      ...(typeof message === 'string' ? { message: messageIn(message, language) } : {}),
      ...(Array.isArray(errors)
        ? { errors: errors.map((error: unknown) => (error && typeof error === 'object' && typeof (error as Reply).message === 'string' ? { ...error, message: messageIn((error as { message: string }).message, language) } : error)) }
        : {}),
    };
  });
});
