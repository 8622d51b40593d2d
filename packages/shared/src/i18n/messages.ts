// A message travels as its text's code and values, never as its English words (decision 049): a
// domain refusal, an API answer and a schema's check name one of the texts made with defineTexts,
// and each reader (the server for its caller, the page for its visitor) writes it in their language.
import { placeOf, textsNamed } from './define-texts.ts';

export type MessageValue = string | number;

/** A text by its place, with the values it takes: `{ namespace: 'validation', key: 'tooLong', values: [120] }`. */
export type MessageRef = { readonly namespace: string; readonly key: string; readonly values: readonly MessageValue[] };

/** A message as the API answers it: its code, its words in the caller's language, its values when it has any. */
export type ApiMessage = { code?: string; message: string; values?: MessageValue[] };

/** An answer as the server's rooms make it: its message still a text's code and values, for the route to write in the caller's language. */
export type Answerable<T> = Omit<T, 'code' | 'message' | 'values'> & { message: MessageRef };

/** The keys of `T` that are texts: a string, or a function of values giving one. */
export type TextKey<T> = { [K in keyof T]: T[K] extends string | ((...values: never) => string) ? K : never }[keyof T] & string;
/** The keys of `T` whose text takes no values. */
export type PlainTextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
/** The values a text takes, which must be strings and numbers (they travel as JSON). */
export type ValuesOf<Text> = Text extends string
  ? []
  : Text extends (...values: infer Values) => string
    ? Values extends MessageValue[]
      ? Values
      : never
    : never;

/** A text of `texts` (made with defineTexts, or a group inside them) by its key, with its values. */
export function messageOf<T extends object, K extends TextKey<T>>(texts: T, key: K, ...values: ValuesOf<T[K]>): MessageRef {
  const place = placeOf(texts);
  if (!place) throw new Error('These texts were not made with defineTexts');
  return { namespace: place.namespace, key: place.path ? `${place.path}.${key}` : key, values };
}

/** A text's place as one string, `<namespace>.<key>` (`api.eventNotFound`), the id of its catalogs' message. */
const placeCode = (ref: MessageRef): string => `${ref.namespace}.${ref.key}`;

/** Codes clients knew the API by before codes came from texts (issues 16 and 35), kept as they were named. */
const NAMED_CODES: Readonly<Record<string, string>> = {
  'api.verifyEmailFirst': 'EMAIL_NOT_VERIFIED',
  'auth-errors.signInWait': 'SIGN_IN_DELAYED',
  'auth-errors.signInWaitMinute': 'SIGN_IN_DELAYED',
  'moderation.suspendedSignIn': 'ACCOUNT_SUSPENDED',
};

/** The one form of a code, as the API answers it: the text's place, or its name in NAMED_CODES. */
export const codeOf = (ref: MessageRef): string => NAMED_CODES[placeCode(ref)] ?? placeCode(ref);

const CODE = /^[a-z][a-z0-9-]*(\.[A-Za-z0-9]+)+$/;

/** A code of ours by its form alone (better-auth's and Fastify's are in capitals, with no dot). */
export const isMessageCode = (code: unknown): code is string => typeof code === 'string' && CODE.test(code);

const NAMED = new Set(Object.values(NAMED_CODES));
/** A code of ours: a text's place, or one of the names clients knew before (its message then comes in the caller's language). */
export const isOurCode = (code: unknown): code is string => isMessageCode(code) || (typeof code === 'string' && NAMED.has(code));

function textAt(texts: object, key: string): unknown {
  let value: unknown = texts;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The message `code` names with `values`, when its texts are loaded here and take as many values; else undefined. */
export function knownMessage(code: unknown, values: unknown = []): MessageRef | undefined {
  if (!isMessageCode(code) || !Array.isArray(values) || !values.every((value) => typeof value === 'string' || typeof value === 'number')) return undefined;
  const dot = code.indexOf('.');
  const texts = textsNamed(code.slice(0, dot));
  const text = texts && textAt(texts, code.slice(dot + 1));
  const fits = typeof text === 'string' ? values.length === 0 : typeof text === 'function' && text.length === values.length;
  return fits ? { namespace: code.slice(0, dot), key: code.slice(dot + 1), values: values as MessageValue[] } : undefined;
}

/** The message written with `texts`: its namespace's texts in the reader's language (English as defined when left out). */
export function textOf(ref: MessageRef, texts: object | undefined = textsNamed(ref.namespace)): string | undefined {
  const text = texts && textAt(texts, ref.key);
  if (typeof text === 'string') return text;
  return typeof text === 'function' ? String((text as (...values: readonly MessageValue[]) => unknown)(...ref.values)) : undefined;
}

/** The message as the API answers it, its words written with `texts` (as `textOf`). */
export function answerOf(ref: MessageRef, texts?: object): ApiMessage & { code: string } {
  const message = textOf(ref, texts) ?? codeOf(ref);
  return ref.values.length ? { code: codeOf(ref), message, values: [...ref.values] } : { code: codeOf(ref), message };
}

/** A message where only a string goes (a zod schema's message, a form field's error): its code, then its values as JSON: `validation.tooLong[120]`. */
export const encodeMessage = (ref: MessageRef): string => (ref.values.length ? `${placeCode(ref)}${JSON.stringify(ref.values)}` : placeCode(ref));

/** The message a string `encodeMessage` wrote names, when known here (`knownMessage`); undefined for any other words. */
export function decodeMessage(text: string): MessageRef | undefined {
  const start = text.indexOf('[');
  if (start < 0) return knownMessage(text);
  try {
    return knownMessage(text.slice(0, start), JSON.parse(text.slice(start)));
  } catch {
    return undefined;
  }
}

/** A schema's message: the text's code and values in one string, which the server and the pages write in their reader's language. */
export const schemaMessage = <T extends object, K extends TextKey<T>>(texts: T, key: K, ...values: ValuesOf<T[K]>): string =>
  encodeMessage(messageOf(texts, key, ...values));

/** An API answer's message as a form keeps an error (a string): its code when its text is known here, else the server's words. */
export function formMessage(answer: ApiMessage): string {
  const ref = knownMessage(answer.code, answer.values);
  return ref ? encodeMessage(ref) : answer.message;
}

/** The texts without values of a group (a form's required-field messages), each as a schema's message. */
export function schemaMessages<T extends object>(texts: T): { [K in PlainTextKey<T>]: string } {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, text]) =>
      typeof text === 'string' ? [[key, encodeMessage(messageOf(texts, key as TextKey<T>, ...([] as never)))]] : [],
    ),
  ) as never;
}
