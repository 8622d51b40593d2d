/** Spec section 9 identity timings. */
export const EARLY_EXPIRY_MS = 30_000;
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 16 * 60_000;

export type TokenSchedulerOptions = {
  fetchToken: () => Promise<string>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export type TokenScheduler = {
  /** A token valid for at least 30 more seconds; concurrent callers share one request. */
  get: () => Promise<string>;
  /** While a user is signed in: fetch a token now, then again 5 minutes before each expiry. */
  start: () => void;
  /** Forget the token and stop refreshing; an answer still in flight is dropped. */
  stop: () => void;
};

/** Wait before the nth consecutive failed refresh is retried: 30 s, doubling, at most 16 minutes. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), MAX_RETRY_MS);
}

function claims(token: string): { exp?: number; iat?: number } {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number; iat?: number };
}

/**
 * How long the token lives, from its own claims. Expiry is then counted on this device's clock from
 * when the request started, so a device clock set wrong neither loops nor sends a dead token.
 */
export function tokenLifetimeMs(token: string, now: number): number {
  const { exp, iat } = claims(token);
  if (typeof exp !== 'number') return 0;
  return typeof iat === 'number' ? (exp - iat) * 1000 : exp * 1000 - now;
}

export function createTokenScheduler(options: TokenSchedulerOptions): TokenScheduler {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;
  let timer: unknown;
  let running = false;
  let failures = 0;
  // Bumped by stop(): an answer to a request made before it belongs to the previous user.
  let generation = 0;

  function schedule(ms: number) {
    if (timer !== undefined) clearTimer(timer);
    timer = setTimer(() => {
      timer = undefined;
      refresh();
    }, ms);
  }

  function fetchFresh(): Promise<string> {
    if (pending) return pending;
    const requestGeneration = generation;
    const startedAt = now();
    const request = options.fetchToken().then((token) => {
      if (requestGeneration !== generation) return token;
      cached = { token, expiresAt: startedAt + tokenLifetimeMs(token, startedAt) };
      if (running) {
        failures = 0;
        // Never sooner than the first retry: a token shorter-lived than the lead time must not loop.
        schedule(Math.max(cached.expiresAt - REFRESH_BEFORE_EXPIRY_MS - now(), FIRST_RETRY_MS));
      }
      return token;
    });
    pending = request;
    const settle = () => {
      if (pending === request) pending = undefined;
    };
    request.then(settle, settle);
    return request;
  }

  function refresh() {
    const refreshGeneration = generation;
    fetchFresh().catch(() => {
      if (refreshGeneration !== generation || !running) return;
      failures += 1;
      schedule(retryDelayMs(failures));
    });
  }

  return {
    get() {
      if (cached && now() < cached.expiresAt - EARLY_EXPIRY_MS) return Promise.resolve(cached.token);
      return fetchFresh();
    },
    start() {
      if (running) return;
      running = true;
      refresh();
    },
    stop() {
      running = false;
      generation += 1;
      cached = undefined;
      pending = undefined;
      failures = 0;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
    },
  };
}
