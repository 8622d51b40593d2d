import { placeOf } from '@volunteering/shared/i18n/define-texts';
import type { TextKey, ValuesOf } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';

// What the API answers for one of our texts in English (decision 049), written out here rather
// than by the server's own code: `<namespace>.<key>`, the text's words, its values when it takes any.

export function said<T extends object, K extends TextKey<T>>(texts: T, key: K, ...values: ValuesOf<T[K]>) {
  const text = texts[key] as string | ((...args: unknown[]) => string);
  const message = typeof text === 'function' ? text(...values) : text;
  const place = placeOf(texts)!;
  return { code: [place.namespace, place.path, key].filter(Boolean).join('.'), message, ...(values.length ? { values } : {}) };
}

/** A failure's answer: `{success: false, code, message, values?}`. */
export const refusal = <T extends object, K extends TextKey<T>>(texts: T, key: K, ...values: ValuesOf<T[K]>) => ({
  success: false,
  ...said(texts, key, ...values),
});

/** A field to correct: `{field, code, message, values?}`. */
export const fieldSaid = <T extends object, K extends TextKey<T>>(field: string, texts: T, key: K, ...values: ValuesOf<T[K]>) => ({
  field,
  ...said(texts, key, ...values),
});

/** The 403 that asks to confirm the e-mail first, by the code issues 16 and 35 name. */
export const confirmFirst = { ...refusal(apiMessages, 'verifyEmailFirst'), code: 'EMAIL_NOT_VERIFIED' };
