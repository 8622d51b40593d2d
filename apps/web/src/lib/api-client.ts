import { apiUrl, type QueryValue } from '@volunteering/shared/api-url';
import { answerOf, isOurCode, messageOf, type ApiMessage, type MessageValue } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';
import { EMAIL_NOT_VERIFIED } from '@volunteering/shared/constants';
import { bearerToken, reportUnauthorized } from './auth/api-auth.ts';

/** A field the server asks to correct, with its message (decision 049). */
export type FieldError = ApiMessage & { field: string };

/** An error answer as read: ours ({success: false, code, message, values?, errors?}), or better-auth's ({code?, message}). */
type ApiErrorBody = ApiMessage & { errors?: FieldError[] };

/** A failed API call. `status` is 0 when the server could not be reached at all. */
export class ApiError extends Error implements ApiMessage {
  readonly status: number;
  readonly errors: FieldError[];
  /** The message's code (`api.eventFull`, decision 049), or the machine-readable reason better-auth gives (INVALID_EMAIL_OR_PASSWORD). */
  readonly code: string | undefined;
  readonly values: MessageValue[] | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = body.errors ?? [];
    this.code = typeof body.code === 'string' ? body.code : undefined;
    this.values = Array.isArray(body.values) ? body.values : undefined;
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the signed-in user's access token; a 401 or 403 answer then signs the user out. */
  auth?: boolean;
  /** Send the access token when there is a signed-in user, without requiring one. */
  optionalAuth?: boolean;
  /**
   * A 403 refuses what was asked, not the session (publishing as an organization the person no
   * longer runs, issue 18): they stay signed in and read why where they acted.
   */
  refusalKeepsSession?: boolean;
};

export type ApiResponse<T> = { data: T; headers: Headers };

/** How calls reach the API: the browser's fetch, or the server's own routes when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

const ours = (key: 'serverError' | 'networkError' | 'timeout') => answerOf(messageOf(apiMessages, key));

/** What a person is told about a failed call: a message of ours (its code of our form), never a server's or a browser's raw text. */
export function failureMessage(error: Error): ApiMessage {
  return error instanceof ApiError && isOurCode(error.code) ? error : ours('serverError');
}

/** The 403 that asks the signed-in person to confirm their e-mail address first (issue 16). */
export const asksToConfirmEmail = (error: unknown): boolean => error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED;

/** Spec section 9: a call that has not answered in 30 s counts as a network failure. */
export const REQUEST_TIMEOUT_MS = 30_000;

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type ReadBody = (response: Response) => Promise<unknown>;

/** One call: the token, the 30-second limit, network failures and error answers, the same for every reader. */
async function send(path: string, options: ApiRequestOptions, accept: string, read: ReadBody): Promise<ApiResponse<unknown>> {
  const { method = 'GET', query, body, signal, auth = false, optionalAuth = false, refusalKeepsSession = false } = options;
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth || optionalAuth) {
    const token = await bearerToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  let payload: unknown;
  try {
    response = await transport(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    payload = response.ok ? await read(response) : await readJson(response);
  } catch (error) {
    // An abort is TanStack Query cancelling the request, not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError(0, ours(timeout.aborted ? 'timeout' : 'networkError'));
  }

  // A 403 that asks to confirm the e-mail address first leaves the person signed in (issue 16).
  const confirmFirst = response.status === 403 && (payload as { code?: unknown } | undefined)?.code === EMAIL_NOT_VERIFIED;
  const refusedOnly = response.status === 403 && (confirmFirst || refusalKeepsSession);
  if (auth && (response.status === 401 || response.status === 403) && !refusedOnly) reportUnauthorized();
  if (!response.ok) {
    throw new ApiError(response.status, isApiErrorBody(payload) ? payload : ours('serverError'));
  }
  return { data: payload, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
  return (await send(path, options, 'application/json', readJson)) as ApiResponse<T>;
}

/**
 * Saves a file the API answers (a CSV) under the name its Content-Disposition gives. The API wants
 * the bearer token, which a plain link cannot send, so the file is fetched and handed over as a blob.
 */
export async function apiDownload(path: string, options: { query?: ApiRequestOptions['query']; accept: string; fallbackFileName: string }) {
  const { data, headers } = await send(path, { query: options.query, optionalAuth: true }, options.accept, (response) => response.blob());
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = headers.get('Content-Disposition')?.match(/filename="([^"]+)"/)?.[1] ?? options.fallbackFileName;
  link.click();
  // Freed a little later: revoking during the click's own task can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
