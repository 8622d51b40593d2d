import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// What the log may hold: one line per request (its route's pattern, never the values in the address),
// and errors without SQL parameters, bodies, e-mail addresses or tokens.

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** drizzle's "Failed query: <sql>\nparams: <values>": the values are people's data. */
const SQL_PARAMS = /\nparams:[\s\S]*$/;

/** The route a request matched, by its pattern (`/api/events/:id`), as the log and the metrics name it. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(none)';
}

/** A message or stack fit for the log. */
export function scrub(text: string): string {
  return text.replace(SQL_PARAMS, '\nparams: [not logged]').replace(EMAIL, '[email]').replace(JWT, '[token]');
}

/** Any other value as logged: its JSON, scrubbed (or a note when it has none). */
export function scrubbedJson(value: unknown): string {
  try {
    return scrub(JSON.stringify(value) ?? String(value));
  } catch {
    return '[not serializable]';
  }
}

/** An error as logged: its kind, scrubbed message and stack, code and cause; none of its other fields (query, params, detail). */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const logged: Record<string, unknown> = { type: error.name, message: scrub(error.message) };
  if (error.stack) logged.stack = scrub(error.stack);
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** The server's pino options; `stream` sends the lines elsewhere than stdout (tests read them). */
export function loggerOptions(level: string, stream?: { write: (line: string) => void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: (error) => ({ type: '', message: '', stack: '', ...errorForLog(error) }) },
  };
}
