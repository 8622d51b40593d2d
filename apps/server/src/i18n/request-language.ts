import { chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Language } from '@volunteering/shared/i18n/languages';
import type { MessageRef } from '@volunteering/shared/i18n/messages';
import type { FastifyRequest } from 'fastify';
import { answerIn } from './texts-in.ts';

/** What a reply in the caller's language varies by: the lang cookie, else the browser's languages. */
export const LANGUAGE_VARY = 'Cookie, Accept-Language';

/** A cookie's value in a `Cookie` header. */
export function cookieIn(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The caller's language: the address's `?lang=`, the lang cookie, then Accept-Language (decision 031). */
export function languageOf(request: FastifyRequest): Language {
  const param = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return chooseLanguage({ param, cookie: cookieIn(request.headers.cookie, LANGUAGE_COOKIE), acceptLanguage: request.headers['accept-language'] });
}

/** The same from bare headers (better-auth's hooks get no Fastify request). */
export function languageOfHeaders(headers: Headers | undefined): Language {
  return chooseLanguage({ cookie: cookieIn(headers?.get('cookie'), LANGUAGE_COOKIE), acceptLanguage: headers?.get('accept-language') ?? undefined });
}

/** A message as answered to the request's caller: its code, its words in their language, its values (decision 049). */
export const answerTo = (request: FastifyRequest, ref: MessageRef) => answerIn(ref, languageOf(request));

/** A refusal answered with a status of its own (not a domain error's): {success: false, code, message}. */
export const refusalTo = (request: FastifyRequest, ref: MessageRef) => ({ success: false as const, ...answerIn(ref, languageOf(request)) });

/** A room's answer (a join, a post) with its message written for the request's caller. */
export const answered = <T extends { message: MessageRef }>(request: FastifyRequest, result: T) => ({ ...result, ...answerTo(request, result.message) });
