import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY, type Theme } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { QUERY_RETRY_DELAYS_MS } from '@volunteering/shared/constants';
import { DEFAULT_TIME_ZONE, dayAt } from '@volunteering/shared/event-time';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { formatTimeAgo } from '@volunteering/shared/time-ago';

// Stands in for remote event images so tests never depend on the internet.
const PLACEHOLDER_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="100%" height="100%" fill="#94a3b8"/></svg>';

/**
 * Collects what would be a problem on `page`: console errors, uncaught exceptions, failed
 * same-origin requests (not those the page cancelled itself) and same-origin answers >= 400 other
 * than the document itself (a 404 page may be a real 404), except on the `expected` paths.
 * Remote images get a placeholder; other remote requests are blocked.
 */
export async function watchPage(page: Page, baseURL: string, expected: string[] = []): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const isSameOrigin = (url: string) => new URL(url).origin === origin;
  const isExpected = (url: string) => expected.some((path) => new URL(url).pathname.startsWith(path));
  const problems: string[] = [];

  // A pattern, not a function: Playwright matches a pattern itself, and a function only in this
  // worker, so every request of the page's own would make a round trip here.
  await page.route(new RegExp(`^(?!${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/)`), (route) =>
    route.request().resourceType() === 'image' ? route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE }) : route.abort('blockedbyclient'),
  );
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    // Chromium reports every failed load on the console, the page's own 404 included; an
    // expected failure, or a document that is a real 404 page, is not a problem.
    if (message.text().startsWith('Failed to load resource') && url && (isExpected(url) || url === page.url())) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // A CSP violation is a problem even when the page swallows what it refused (zod's eval probe did).
  await page.exposeFunction('reportCspViolation', (violation: string) => problems.push(`CSP violation: ${violation}`));
  await page.addInitScript(() => {
    // What an uncaught error wraps (React's recovered errors wrap the one a component threw):
    // `pageerror` carries only the wrapper's message.
    window.addEventListener('error', (event) => {
      const cause = (event.error as { cause?: unknown } | null)?.cause;
      if (cause) console.error(`caused by: ${cause instanceof Error ? cause.stack : String(cause)}`);
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is the page cancelling its own request (a query left behind by navigation).
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (isSameOrigin(request.url()) && !isExpected(request.url())) {
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    }
  });
  page.on('response', (response) => {
    const request = response.request();
    if (isSameOrigin(response.url()) && response.status() >= 400 && !request.isNavigationRequest() && !isExpected(response.url())) {
      problems.push(`HTTP ${response.status()}: ${request.method()} ${response.url()}`);
    }
  });
  return problems;
}

/**
 * A page the server rendered shows its buttons before the script that makes them work has run
 * (decision 017); a person waits for that moment without noticing, a test would not. Every
 * `goto` and `reload` of the `page` fixture returns once the page is hydrated (the app marks
 * `<html data-hydrated>`).
 */
export function waitForHydrationOnLoad(page: Page): void {
  const settle = () => pageHydrated(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await settle();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await settle();
    return response;
  };
}

/**
 * Waits until a page the server rendered is hydrated (at once for one the browser renders): for
 * arrivals by redirect, which `goto` does not see. Not before the document is parsed: the server's
 * state comes after the page's markup, so a half-read page would pass for one the browser renders.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.readyState !== 'loading' && (!document.getElementById('server-state') || document.documentElement.dataset.hydrated !== undefined),
    undefined,
    { polling: 50 },
  );
}

/**
 * Opens `path` in a new context with the page's scripts held back: the page as it paints from the
 * server's HTML alone. `before` runs first (signing up, say); `hydrate` lets the scripts through and
 * waits until the page is hydrated.
 */
export async function openBeforeScripts(
  browser: Browser,
  baseURL: string,
  path: string,
  { timezoneId, before }: { timezoneId?: string; before?: (page: Page) => Promise<unknown> } = {},
) {
  const context = await browser.newContext({ baseURL, timezoneId });
  const page = await context.newPage();
  await before?.(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not 'domcontentloaded': that event waits for the module scripts held here.
  await page.goto(path, { waitUntil: 'commit' });
  const hydrate = async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  };
  return { context, page, hydrate };
}

/**
 * Makes the picture at the addresses `url` matches unloadable: they answer bytes no browser can
 * decode. Not an abort: Chromium logs aborted loads as console errors, which `page` rightly refuses.
 */
export async function breakPicture(page: Page, url: string | ((url: URL) => boolean)): Promise<void> {
  await page.route(url, (route) => route.fulfill({ contentType: 'image/jpeg', body: 'not an image' }));
}

/**
 * The tag of the tests whose outcome involves a timer of the page (a dialog that closes itself, the
 * carousel, a debounce, the token refresh, a retry's back-off): `npm run test:repeat` runs them
 * many times over (decision 019). The `page` fixture makes sure every test that drives `page.clock`
 * carries it; a test that waits for a page timer in real time is tagged by hand.
 */
export const TIMED = '@timed';

/**
 * The wait for a read's error state: the page retries a failed read after each of
 * QUERY_RETRY_DELAYS_MS before it shows the error, so the usual 5 s would race the back-off.
 * A test that waits this long is tagged TIMED.
 */
export const AFTER_RETRIES = { timeout: QUERY_RETRY_DELAYS_MS.reduce((sum, wait) => sum + wait, 0) + 10_000 };

/** Notes whether the test drives the page's clock (`page.clock` is its context's, one per test). */
function noteClockUse(page: Page): () => boolean {
  let used = false;
  const clock = page.clock as unknown as Record<string, (...args: unknown[]) => Promise<void>>;
  for (const name of ['install', 'pauseAt', 'fastForward', 'runFor', 'setFixedTime', 'setSystemTime']) {
    const drive = clock[name]!.bind(page.clock);
    clock[name] = (...args) => {
      used = true;
      return drive(...args);
    };
  }
  return () => used;
}

/**
 * `page` fails the test on anything `watchPage` collects. A test that breaks or expects a failure
 * names its paths in `expectedFailures` (`test.use({ expectedFailures: ['/api/events'] })`).
 */
export const test = base.extend<{ page: Page; expectedFailures: string[] }>({
  expectedFailures: [[], { option: true }],
  // Each test comes from an address of its own, as different visitors do. The server counts auth
  // requests per address and path, at most 300 a minute (apps/server/src/auth/auth.ts). The e2e
  // servers trust X-Forwarded-For (TRUST_PROXY, playwright.config.ts). If every test shared this
  // machine's address, passing would depend on how many tests fit into a minute, which is to say
  // on the machine's speed.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const part = () => 1 + Math.floor(Math.random() * 254);
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `198.18.${part()}.${part()}` });
  },
  page: async ({ page, baseURL, expectedFailures, javaScriptEnabled }, use, testInfo) => {
    const problems = await watchPage(page, baseURL!, expectedFailures);
    baseURLs.set(page, baseURL!);
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    const clockUsed = noteClockUse(page);
    await use(page);
    expect(problems, 'console errors or failed requests').toEqual([]);
    if (clockUsed()) expect(testInfo.tags, `a test that drives page.clock is tagged ${TIMED}, for the repeat run`).toContain(TIMED);
  },
});

export { expect };

export type TestAccount = { name: string; email: string; password: string };

/** Signs a new account up through the real API; the browser context keeps its session cookie. */
export async function signUp(page: Page, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = {
    name: 'Farhana Akter',
    email: `farhana-${uniqueTag()}@example.com`,
    password: 'Secret123',
    ...overrides,
  };
  await signUpConfirmed(page.request, { ...account, image: 'https://example.com/farhana.png' }, originHeader(page));
  return account;
}

/** Another signed-in person in their own browser context, held to the `page` fixture's rules. */
export type Person = { page: Page; account: TestAccount; email: string; problems: string[] };

export async function person(browser: Browser, baseURL: string, name: string, context: { timezoneId?: string } = {}): Promise<Person> {
  const page = await (await browser.newContext({ baseURL, ...context })).newPage();
  const problems = await watchPage(page, baseURL);
  await stubMapFrame(page);
  const account = await signUp(page, { name, email: `${name.toLowerCase().replace(/\W+/g, '-')}-${uniqueTag()}@example.com` });
  return { page, account, email: account.email, problems };
}

/**
 * Signs an account up through the real API in `request`'s cookie jar, then follows the confirmation
 * link the server mailed (issue 16), which confirms the address and signs the account in there.
 */
export async function signUpConfirmed(
  request: APIRequestContext,
  data: { name: string; email: string; password: string; image: string },
  headers: Record<string, string> = {},
): Promise<void> {
  const res = await request.post('/api/auth/sign-up/email', { headers, data });
  expect(res.status(), await res.text()).toBe(200);
  await confirmEmail(request, data.email);
}

/** The path of the newest confirmation link mailed to `email` (issue 16). */
export async function confirmationPath(email: string): Promise<string> {
  const rows = await dbQuery<{ text: string }>('select text from outbox where "to" = $1 order by created_at desc', [email.toLowerCase()]);
  const link = rows.map((row) => row.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0]).find(Boolean);
  expect(link, `a confirmation link mailed to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Follows the newest confirmation link mailed to `email`, in `request`'s cookie jar: confirmed and signed in. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.get(await confirmationPath(email), { maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(302);
}

/**
 * The `Origin` a browser sends with its own calls. Calls made beside the page share its cookies
 * (the `tz` and `eventLayout` preferences at least), and better-auth refuses a call that carries
 * cookies but no origin, as a guard against cross-site requests.
 */
export function originHeader(page: Page): { origin: string } {
  return { origin: new URL(baseURLs.get(page) ?? test.info().project.use.baseURL!).origin };
}

/** Each fixture page's base URL (a describe block may point its tests at another server). */
const baseURLs = new WeakMap<Page, string>();

/**
 * The public pages arrive rendered by the server for a visitor without a session (decision 017).
 * A test that stubs the API to control a page's data needs the browser to render the page and ask
 * for that data, as it does for a visitor with a session cookie: a stale one does it (nobody is
 * signed in by it).
 */
export async function renderInBrowser(page: Page): Promise<void> {
  const baseURL = baseURLs.get(page) ?? test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'better-auth.session_token', value: 'stale', url: baseURL }]);
}

/** A short word unique to one test run, for titles and e-mail addresses. */
/** Digits only: a tag with letters once spelled "ok" inside a title, and a button named "OK" matched it too. */
export function uniqueTag(): string {
  return `${Date.now()}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

/** The `Authorization` value for the account whose session cookie `request` carries. */
export async function bearer(request: APIRequestContext): Promise<string> {
  return `Bearer ${((await (await request.get('/api/auth/token')).json()) as { token: string }).token}`;
}

/** Rows straight from the e2e database, to prove a submission reached it. */
export async function dbQuery<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run e2e through `npm test` or `node scripts/with-postgres.ts`');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * An event start the server takes (decision 023): `days` days after today, at `hour`:`minute`
 * (a slot: 8:00 to 23:30, on the hour or half past) on the clock of DEFAULT_TIME_ZONE, the zone of
 * an event that names none. ISO, for an event's `date`. At most about 730 days: a start lies
 * within two years (issue 35); specs that want to sort after everything else use 400 to 700.
 */
export function slotDaysAhead(days: number, hour = 10, minute = 0): string {
  return dayAt(new Date(), DEFAULT_TIME_ZONE, days, hour, minute).toISOString();
}

/**
 * Moves an event (this test's own) to start at `start`, any instant, in the database: the API
 * refuses a start that has passed or is not a slot, and the server's clock cannot be moved in e2e.
 * With `durationMinutes`, its duration too. Returns the start as stored.
 */
export async function moveEventStart(eventId: string, start: Date, options: { durationMinutes?: number | null } = {}): Promise<Date> {
  const rows =
    options.durationMinutes === undefined
      ? await dbQuery<{ date: Date }>('UPDATE events SET date = $2 WHERE id = $1 RETURNING date', [eventId, start])
      : await dbQuery<{ date: Date }>('UPDATE events SET date = $2, duration_minutes = $3 WHERE id = $1 RETURNING date', [
          eventId,
          start,
          options.durationMinutes,
        ]);
  expect(rows, `event ${eventId} moved`).toHaveLength(1);
  return rows[0]!.date;
}

/**
 * axe-core with its pauses between rules taken on the browser's message queue, not on the page's
 * timers: under a clock the test holds (`page.clock.pauseAt`) the page's timers wait for the test,
 * and a scan on them would wait for ever. Its longer timers (cache expiry, preload limit) stay on the
 * page's own, as they never need to fire during a scan.
 */
const AXE_SOURCE = `(function () {
  var waiting = new Map();
  var nextId = 1;
  var channel = new MessageChannel();
  channel.port1.onmessage = function (message) {
    var run = waiting.get(message.data);
    waiting.delete(message.data);
    if (run) run();
  };
  function setTimeout(handler, delay) {
    if (delay > 1) return { timer: window.setTimeout.apply(window, arguments) };
    var args = Array.prototype.slice.call(arguments, 2);
    var id = nextId++;
    waiting.set(id, function () { handler.apply(null, args); });
    channel.port2.postMessage(id);
    return { message: id };
  }
  function clearTimeout(handle) {
    if (handle && handle.timer !== undefined) window.clearTimeout(handle.timer);
    else if (handle) waiting.delete(handle.message);
  }
  ${axeCoreSource()}
  window.e2eAxeLoaded = true;
})();`;

/** The source of the axe-core that @axe-core/playwright depends on and would inject itself. */
function axeCoreSource(): string {
  const require = createRequire(import.meta.url);
  return (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
}

const AXE_SCAN_ALLOWANCE_MS = 20_000;

/**
 * Scans the page (or the parts `include` selects) with axe once every timed animation has ended:
 * colours measured halfway through a dialog's fade-in are not the colours anyone reads. It works the
 * same whether the page's clock runs or the test holds it.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string[] } = {}) {
  // A scan of a full page takes seconds, and many on a busy 2-core machine: each scan brings its
  // own time, so a test's budget grows with the scans it makes, not with a guess per test.
  test.info().setTimeout(test.info().timeout + AXE_SCAN_ALLOWANCE_MS);
  // The page itself, not the placeholder shown while its chunk loads (a page opened from another).
  await expect(page.locator('[data-page-loading]')).toHaveCount(0);
  await waitForAnimations(page);
  // What @axe-core/playwright's legacy mode does, in the page itself, not in a blank page opened to
  // gather each scan's frames: our pages' only frame is a map from another site, which the tests
  // block anyway and axe, allowed its own origin only, leaves out. But axe-core (1.4 MB) is sent
  // once per document, not twice per scan and frame: that was a second of a busy machine per scan.
  // And only the violations in detail: the details of every rule passed are most of a scan's time.
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    const main = frame === page.mainFrame();
    if (!main && URL.parse(frame.url())?.origin !== origin) continue;
    const inject = async () => {
      if (!(await frame.evaluate(() => (window as unknown as { e2eAxeLoaded?: boolean }).e2eAxeLoaded === true))) await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(() =>
        (window as unknown as { axe: Axe }).axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }),
      );
    };
    // As in legacy mode, a frame that cannot take axe is left out; the page itself must.
    await (main ? inject() : inject().catch(() => undefined));
  }
  const context = { exclude: [], include: options.include ?? [] };
  const violations = await page.evaluate(
    async (context) => (await (window as unknown as { axe: Axe }).axe.run(context, { resultTypes: ['violations'] })).violations,
    context,
  );
  expect(violations).toEqual([]);
}

/** The part of axe-core's API a scan uses. */
type Axe = {
  configure(spec: { allowedOrigins: string[]; branding: { application: string } }): void;
  run(context: { exclude: string[]; include: string[] }, options: { resultTypes: string[] }): Promise<{ violations: unknown[] }>;
};

/**
 * Waits for every finite animation on the document's timeline to finish, however long that takes
 * on a busy machine, and for any started meanwhile. Endless ones (spinners, skeletons) and
 * scroll-driven ones (daisyUI's scroll lock) never finish and are not waited for. CSS animations
 * run on the browser's own clock, which `page.clock` does not hold.
 */
async function waitForAnimations(page: Page) {
  await page.evaluate(async () => {
    const unfinished = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.timeline === document.timeline && animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    for (let running = unfinished(); running.length > 0; running = unfinished()) {
      // A cancelled animation rejects `finished`; it is over all the same.
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * How far ahead of the page's clock `pauseClock` stops it. The clock runs on while the call travels
 * (a second or more on a busy machine) and an instant already past is refused, so the lead is
 * generous; the page's timers due within it fire once, at the instant. It is shorter than every
 * timer a test here holds: the carousel's 7 s, the 30 s request limit, the token's 10 minutes.
 */
const CLOCK_PAUSE_LEAD_MS = 5000;

/**
 * Stops the page's clock (installed with `page.clock.install` before the page loaded) and returns
 * the instant it stopped at; from there the page's time moves only by `page.clock.runFor`, to exact
 * instants. While it is stopped, TanStack Query's notifications (a zero-delay timer) wait too: a test
 * that needs the page to take in an answer moves the clock on, or resumes it.
 */
export async function pauseClock(page: Page): Promise<number> {
  const instant = (await page.evaluate(() => Date.now())) + CLOCK_PAUSE_LEAD_MS;
  await page.clock.pauseAt(instant);
  return instant;
}

/**
 * Lets the page run what is already queued: React renders on the browser's message queue, which
 * `page.clock` does not hold, so after `runFor` and this, a timer that fired has shown its effect
 * (and one that did not fire can be seen not to have).
 */
export async function pageTasksDone(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * The events a page the server rendered was given for its list (Home's carousel, the first page of
 * Upcoming events), read from the state it carries for hydration: what this page shows, even if
 * another test changed the list a moment later.
 */
export async function renderedEvents(page: Page): Promise<VolunteerEvent[]> {
  const state = await page.locator('#server-state').evaluate((element) => JSON.parse(element.textContent ?? ''));
  const lists = (state as { queries: { queryKey: unknown[]; data: { events: VolunteerEvent[] } }[] }).queries.filter(
    ({ queryKey }) => queryKey[0] === 'events' && queryKey[1] === 'list',
  );
  expect(lists, 'the page was rendered with one list of events').toHaveLength(1);
  return lists[0]!.data.events;
}

/**
 * A picture of a screen (or a part of it) for a person to look at, in the test's output folder.
 * Taken only when E2E_PICTURES is set: pictures cost the suite's CPU and no test reads them.
 */
export async function keepPicture(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.E2E_PICTURES) return;
  await target.screenshot({ path: test.info().outputPath(name), ...options });
}

/**
 * The widths a screen's axe test runs at in each theme: each theme once and each width once, light
 * on a desktop and dim on a phone. Colours change with the theme and the layout with the width; the
 * full grid of four made the suite's longest tests and took it past its 20 minutes.
 */
export const AXE_WIDTHS: Record<Theme, readonly number[]> = { light: [1280], dim: [360] };

/** Opens every page of this tab in the theme, as if the user had chosen it before. */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript(
    ([key, value]) => {
      // The script runs in frames too (the map's), where storage is off limits.
      if (window === window.top) localStorage.setItem(key, value);
    },
    [THEME_STORAGE_KEY, theme] as const,
  );
}

/**
 * Google's map frame cannot load offline, and axe waits a long time on a frame that never answers:
 * an empty page stands in for it. Our own server is never stubbed.
 */
export async function stubMapFrame(page: Page) {
  await page.route(/^https?:\/\/www\.google\.com\/maps(?:[?#]|$)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
  );
}

/**
 * An event of the test's own, made through the API by whoever `request` is signed in as: a two-hour
 * cleanup at Dhanmondi Lake 20 days ahead, unless `fields` say otherwise (the title gets a unique tag).
 */
export async function createEventThroughApi(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<VolunteerEvent> {
  const res = await request.post('/api/events', {
    headers: { authorization: await bearer(request) },
    data: {
      title: `Riverside Cleanup ${uniqueTag()}`,
      description: 'Gloves, bags and water are provided; bring a hat.',
      type: 'Cleanup',
      imageUrl: 'https://images.example.com/cleanup.jpg',
      location: 'Dhanmondi Lake, Dhaka',
      date: slotDaysAhead(20),
      organizer: 'Clean Lakes Dhaka',
      volunteersNeeded: 5,
      durationMinutes: 120,
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as VolunteerEvent;
}

/** Joins an event through the API as whoever `request` is signed in as. */
export async function joinThroughApi(request: APIRequestContext, eventId: string): Promise<void> {
  const res = await request.patch(`/api/events/${eventId}/join`, { headers: { authorization: await bearer(request) }, data: {} });
  expect(await res.json()).toMatchObject({ success: true });
}

/**
 * The file the build made of a source module (`src/features/…/gallery-lightbox.tsx`), from the
 * build's manifest: chunks are named by their hash alone.
 */
export function builtFileOf(source: string): string {
  const file = buildManifest()[source]?.file;
  if (!file) throw new Error(`the build has no chunk for ${source}`);
  return `/${file}`;
}

/** The file of a chunk the build named (`framework`, vite.config.ts). */
export function builtChunkNamed(name: string): string {
  const file = Object.values(buildManifest()).find((chunk) => chunk.name === name)?.file;
  if (!file) throw new Error(`the build has no chunk named ${name}`);
  return `/${file}`;
}

function buildManifest(): Record<string, { file: string; name?: string }> {
  const webDist = process.env.WEB_DIST ?? path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
  return JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
}

/**
 * Chooses the 15th of next month at 10:00 AM in the event form's date picker. Choosing the time
 * closes the picker, and the next click must reach the form, not close it; the picker hands focus
 * back to its box a few frames after closing, and typing elsewhere before that could land in the box.
 */
export async function pickEventDate(page: Page): Promise<void> {
  const box = page.getByLabel(eventFormTexts.date, { exact: true });
  await box.click();
  await page.getByRole('button', { name: 'Next Month' }).click();
  await page.getByRole('gridcell', { name: /^Choose .* 15, \d{4}$/ }).click();
  await page.getByRole('listbox', { name: 'Time' }).getByRole('option', { name: '10:00 AM', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Date and Time' })).toBeHidden();
  await expect(box).toBeFocused();
}

/**
 * A posted or joined moment (issue 37) as `time` shows it: how long ago in the page's words (now or a
 * minute on, however slow the machine), and on hover the full time in the browser's zone with its label.
 */
export async function expectTimeAgo(time: Locator, iso: string, locale = 'en-US'): Promise<void> {
  const zone = await time.page().evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(time).toHaveAttribute('datetime', iso);
  await expect(time).toHaveAttribute('title', formatEventDateTime(iso, zone, locale));
  const now = Date.now();
  await expect(time).toHaveText(new RegExp(`^(${formatTimeAgo(iso, now, locale)}|${formatTimeAgo(iso, now + 60_000, locale)})$`));
}
