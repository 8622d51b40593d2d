import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@volunteering/shared/texts/api';
import { ApiError, REQUEST_TIMEOUT_MS, apiRequest, failureMessage } from './api-client.ts';
import { EMAIL_NOT_VERIFIED } from '@volunteering/shared/constants';
import { installAuthHooks } from './auth/api-auth.ts';

/** A fetch that never answers, only gives up when its signal aborts, as a stalled network does. */
function stalledFetch() {
  return vi.fn((_url: string, init: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  });
}

/** Replaces the 30 s timer with one the test fires. */
function controllableTimeout() {
  const controller = new AbortController();
  const spy = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(controller.signal);
  return { spy, fire: () => controller.abort(new DOMException('signal timed out', 'TimeoutError')) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest network timeout', () => {
  it('gives up after 30 s with a status 0 ApiError saying the server took too long', async () => {
    vi.stubGlobal('fetch', stalledFetch());
    const timeout = controllableTimeout();
    const request = apiRequest('/events');
    expect(timeout.spy).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    timeout.fire();
    const error = await request.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: expect.stringMatching(/took too long/) });
  });

  it("combines the timeout with the caller's signal, and a caller's cancel stays a plain abort", async () => {
    vi.stubGlobal('fetch', stalledFetch());
    controllableTimeout();
    const caller = new AbortController();
    const request = apiRequest('/events', { signal: caller.signal });
    caller.abort();
    const error = await request.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('reports an unreachable server as status 0 with the connection message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiRequest('/events').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: expect.stringMatching(/Could not reach the server/) });
  });
});

describe('failureMessage', () => {
  const answering = (status: number, body: object) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
  const failure = async () => failureMessage((await apiRequest('/events').catch((error: Error) => error)) as Error);

  it('keeps a message of ours, by its code, and replaces anything else with ours', async () => {
    vi.stubGlobal('fetch', answering(500, { message: 'relation "events" does not exist' }));
    expect(await failure()).toEqual({ code: 'api.serverError', message: apiMessages.serverError });

    vi.stubGlobal('fetch', answering(429, { success: false, code: 'api.tooManyRequests', message: apiMessages.tooManyRequests }));
    expect(await failure()).toMatchObject({ code: 'api.tooManyRequests', message: apiMessages.tooManyRequests });

    // Words under a code not of our form (a library's) are not shown.
    vi.stubGlobal('fetch', answering(400, { code: 'FST_ERR_BAD_URL', message: "'/%' is not a valid url component" }));
    expect(await failure()).toEqual({ code: 'api.serverError', message: apiMessages.serverError });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure()).toMatchObject({ code: 'api.networkError', message: apiMessages.networkError });

    // The server answers a Bangla page in Bangla: its words and values, still ours.
    vi.stubGlobal('fetch', answering(409, { success: false, code: 'waitlist.alreadyWaiting', message: 'অপেক্ষার তালিকায় আপনি ২ নম্বরে।', values: [2] }));
    expect(await failure()).toMatchObject({ code: 'waitlist.alreadyWaiting', message: 'অপেক্ষার তালিকায় আপনি ২ নম্বরে।', values: [2] });

    expect(failureMessage(new TypeError("Cannot read properties of undefined (reading 'map')"))).toEqual({
      code: 'api.serverError',
      message: apiMessages.serverError,
    });
  });
});

describe('a refused authenticated call', () => {
  const answering = (status: number, body: object) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('signs out on 401 and 403, but not on the 403 that asks to confirm the e-mail address first', async () => {
    const onUnauthorized = vi.fn();
    installAuthHooks({ accessToken: async () => 'token', onUnauthorized });
    vi.stubGlobal('fetch', answering(403, { success: false, message: apiMessages.verifyEmailFirst, code: EMAIL_NOT_VERIFIED }));
    const confirmFirst = await apiRequest('/events', { method: 'POST', auth: true }).catch((e: unknown) => e);
    expect(confirmFirst).toMatchObject({ status: 403, message: apiMessages.verifyEmailFirst });
    expect(failureMessage(confirmFirst as Error)).toMatchObject({ code: EMAIL_NOT_VERIFIED, message: apiMessages.verifyEmailFirst });
    expect(onUnauthorized).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', answering(403, { message: apiMessages.forbiddenOwner }));
    await apiRequest('/events/my-events/x', { method: 'PUT', auth: true }).catch(() => undefined);
    vi.stubGlobal('fetch', answering(401, { message: apiMessages.unauthorized }));
    await apiRequest('/events/joined', { auth: true }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});
