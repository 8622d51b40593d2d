import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@volunteering/shared/texts/api';
import { ApiError, REQUEST_TIMEOUT_MS, apiRequest, failureMessage } from './api-client.ts';
import { EMAIL_NOT_VERIFIED } from '@volunteering/shared/constants';
import { installAuthHooks } from './auth/api-auth.ts';
import bnApi from '../../../../packages/shared/src/texts/bn/api.json' with { type: 'json' };

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
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiRequest('/events').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: expect.stringMatching(/Could not reach the server/) });
  });
});

describe('failureMessage', () => {
  it("keeps our own words and replaces anything else with ours", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'relation "events" does not exist' }), { status: 500 })));
    const raw = await apiRequest('/events').catch((error: Error) => error);
    expect(failureMessage(raw as Error)).toBe(apiMessages.serverError);

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: apiMessages.tooManyRequests }), { status: 429 })));
    const limited = await apiRequest('/events').catch((error: Error) => error);
    expect(failureMessage(limited as Error)).toBe(apiMessages.tooManyRequests);

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const offline = await apiRequest('/events').catch((error: Error) => error);
    expect(failureMessage(offline as Error)).toBe(apiMessages.networkError);

    // The server answers a Bangla page in Bangla: its words, still ours.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: bnApi.eventFull }), { status: 409 })));
    const full = await apiRequest('/events').catch((error: Error) => error);
    expect(failureMessage(full as Error)).toBe(bnApi.eventFull);

    expect(failureMessage(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(apiMessages.serverError);
  });
});

describe('a refused authenticated call', () => {
  const answering = (status: number, body: object) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('signs out on 401 and 403, but not on the 403 that asks to confirm the e-mail address first', async () => {
    const onUnauthorized = vi.fn();
    installAuthHooks({ accessToken: async () => 'token', onUnauthorized });
    vi.stubGlobal('fetch', answering(403, { success: false, message: apiMessages.verifyEmailFirst, code: EMAIL_NOT_VERIFIED }));
    const confirmFirst = await apiRequest('/events', { method: 'POST', auth: true }).catch((e: unknown) => e);
    expect(confirmFirst).toMatchObject({ status: 403, message: apiMessages.verifyEmailFirst });
    expect(failureMessage(confirmFirst as Error)).toBe(apiMessages.verifyEmailFirst);
    expect(onUnauthorized).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', answering(403, { message: apiMessages.forbiddenOwner }));
    await apiRequest('/events/my-events/x', { method: 'PUT', auth: true }).catch(() => undefined);
    vi.stubGlobal('fetch', answering(401, { message: apiMessages.unauthorized }));
    await apiRequest('/events/joined', { auth: true }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});
