import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY, type Theme } from '@volunteering/shared/preferences';

// Stands in for remote event images so tests never depend on the internet.
const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="100%" height="100%" fill="#94a3b8"/></svg>';

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

  await page.route(
    (url) => url.origin !== origin,
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE })
        : route.abort('blockedbyclient'),
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
  const settle = async () =>
    page.waitForFunction(() => !document.getElementById('server-state') || document.documentElement.dataset.hydrated !== undefined, undefined, {
      polling: 50,
    });
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
 * Makes the picture at the addresses `url` matches unloadable: they answer bytes no browser can
 * decode. Not an abort: Chromium logs aborted loads as console errors, which `page` rightly refuses.
 */
export async function breakPicture(page: Page, url: string | ((url: URL) => boolean)): Promise<void> {
  await page.route(url, (route) => route.fulfill({ contentType: 'image/jpeg', body: 'not an image' }));
}

/**
 * `page` fails the test on anything `watchPage` collects. A test that breaks or expects a failure
 * names its paths in `expectedFailures` (`test.use({ expectedFailures: ['/api/events'] })`).
 */
export const test = base.extend<{ page: Page; expectedFailures: string[] }>({
  expectedFailures: [[], { option: true }],
  page: async ({ page, baseURL, expectedFailures, javaScriptEnabled }, use) => {
    const problems = await watchPage(page, baseURL!, expectedFailures);
    baseURLs.set(page, baseURL!);
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    await use(page);
    expect(problems, 'console errors or failed requests').toEqual([]);
  },
});

export { expect };

export type TestAccount = { name: string; email: string; password: string };

/** Signs a new account up through the real API; the browser context keeps its session cookie. */
export async function signUp(page: Page, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = {
    name: 'Farhana Akter',
    email: `farhana-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Secret123',
    ...overrides,
  };
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: originHeader(page),
    data: { ...account, image: 'https://example.com/farhana.png' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return account;
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
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
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

export async function expectNoAxeViolations(page: Page, options: { waitForAnimations?: boolean } = {}) {
  // Colours measured halfway through a dialog's fade-in are not the colours anyone reads: wait for
  // timed, finite animations to end. Endless ones (spinners, skeletons) and scroll-driven ones
  // (daisyUI's scroll lock) never do; under a paused test clock none may, so the wait is bounded,
  // and a test that steps the clock itself during the scan turns it off.
  if (options.waitForAnimations !== false) await waitForAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
}

async function waitForAnimations(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.timeline !== document.timeline ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

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
  await page.route((url) => url.hostname === 'www.google.com' && url.pathname === '/maps', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
  );
}
