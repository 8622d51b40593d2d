import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { EventType } from '@volunteering/shared/constants';
import { LAYOUT_STORAGE_KEY, THEME_STORAGE_KEY } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { contactMessages, contactPageTexts } from '@volunteering/shared/texts/contact';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { homeTexts } from '@volunteering/shared/texts/home';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import {
  bearer,
  dbQuery,
  openBeforeScripts,
  signUp,
  expect,
  pauseClock,
  renderedEvents,
  slotDaysAhead,
  test,
  uniqueTag,
  TIMED,
  signUpConfirmed,
} from './fixtures.ts';

// Decision 017: Home, Upcoming events, event pages, About, Contact, Privacy and Terms arrive
// rendered for a visitor without a session, and the browser takes the markup over (hydrates it).

/** An event's start as every screen shows it: on the event's clock, with the zone's label, whatever the viewer's zone. */
const eventDate = (event: VolunteerEvent) => formatEventDateTime(event.date, event.timeZone);

/** The text of the page's first `<time>` in the event's header, as the server wrote it. */
const servedHeaderDate = (html: string) => /<article[^]*?<header[^]*?<time[^>]*>([^<]*)<\/time>/.exec(html)?.[1];

async function upcoming(page: Page, query = ''): Promise<VolunteerEvent[]> {
  return (await (await page.request.get(`/api/events?${query}`)).json()) as VolunteerEvent[];
}

/** Events titled `${tag} Event N`, dated after every seeded one, made by a new organizer beside the page (whose visitor stays signed out). */
async function createEvents(request: APIRequestContext, origin: string, tag: string, types: EventType[]) {
  await signUpConfirmed(
    request,
    { name: 'Rahim Uddin', email: `org-${uniqueTag()}@example.com`, password: 'Secret123', image: 'https://example.com/r.png' },
    { origin },
  );
  const authorization = await bearer(request);
  for (const [index, type] of types.entries()) {
    const created = await request.post('/api/events', {
      headers: { authorization },
      data: {
        title: `${tag} Event ${index + 1}`,
        description: 'A test event for the rendered list.',
        type,
        imageUrl: 'https://images.example.com/event.jpg',
        location: 'Kazi Nazrul Islam Avenue, Dhaka',
        date: slotDaysAhead(500 + index),
        organizer: 'E2E Organizer',
        volunteersNeeded: 10,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

/** The page as the server sends it, before any script. */
async function served(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return res.text();
}

test.describe('with JavaScript turned off, the public pages still show everything', () => {
  // Playwright turns scripts off by a policy, which also refuses the scripts' preloads.
  test.use({ javaScriptEnabled: false, expectedFailures: ['/assets/'] });

  test("Home: the carousel's first event, the sections below and the Login button", async ({ page }) => {
    await page.goto('/');
    const [first] = await renderedEvents(page);
    await expect(page).toHaveTitle(`${homeTexts.pageTitle}`);
    const carousel = page.getByRole('region', { name: homeTexts.carouselLabel });
    await expect(carousel.getByRole('group', { name: homeTexts.slideLabel(1, 5) }).getByText(first!.title)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: homeTexts.organizersHeading })).toBeVisible();
  });

  test("Upcoming events: the page of the filter in the address, with its count, each date in its event's zone", async ({ page, request, baseURL }) => {
    // Its own events, found by a word only they carry: the server's count of a type changes
    // whenever another test creates one.
    const tag = `Zq${uniqueTag()}`;
    await createEvents(request, baseURL!, tag, ['Cleanup', 'Plantation', 'Cleanup']);
    const query = `q=${tag}&type=Cleanup`;
    const cleanups = await upcoming(page, `${query}&page=1&limit=8`);
    expect(cleanups).toHaveLength(2);
    const total = (await page.request.get(`/api/events?${query}&page=1&limit=8`)).headers()['x-total-count'];
    await page.goto(`/upcoming-events?${query}`);
    await expect(page.getByRole('heading', { level: 1, name: upcomingEventsTexts.heading })).toBeVisible();
    await expect(page.getByText(upcomingEventsTexts.resultCount(Number(total), false))).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem').getByRole('article');
    await expect(cards).toHaveCount(cleanups.length);
    for (const [index, event] of cleanups.entries()) {
      await expect(cards.nth(index).getByRole('heading', { name: event.title })).toBeVisible();
      await expect(cards.nth(index).locator('time')).toHaveText(eventDate(event));
    }
  });

  test("an event page: title, date in the event's zone whatever the visitor's tz cookie, About and the join button", async ({ page, context, baseURL }) => {
    const [event] = await upcoming(page, 'limit=1');
    await context.addCookies([{ name: 'tz', value: 'America%2FLos_Angeles', url: baseURL! }]);
    await page.goto(`/events/${event!._id}`);
    await expect(page).toHaveTitle(`${event!.title} · Volunteer Hub`);
    await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
    await expect(page.locator('article header time').first()).toHaveText(eventDate(event!));
    await expect(page.getByRole('heading', { name: 'About' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Now' }).or(page.getByText(eventDetailsMessages.full))).toBeVisible();
  });

  test('the list in the layout of the eventLayout cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LAYOUT_STORAGE_KEY, value: 'list', url: baseURL! }]);
    await page.goto('/upcoming-events');
    const layouts = page.getByRole('group', { name: upcomingEventsTexts.layoutLabel });
    await expect(layouts.getByRole('button', { name: upcomingEventsTexts.listLayout })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the theme switch drawn in the theme of the theme cookie, before any script runs', async ({ page, context, baseURL }) => {
    const dimSwitch = page.getByRole('checkbox', { name: frameTexts.dimTheme });
    await page.goto('/upcoming-events');
    await expect(dimSwitch).not.toBeChecked();
    await context.addCookies([{ name: THEME_STORAGE_KEY, value: 'dim', url: baseURL! }]);
    await page.goto('/upcoming-events');
    await expect(dimSwitch).toBeChecked();
  });

  test('About, Contact, Privacy and Terms', async ({ page }) => {
    for (const [path, heading] of [
      ['/about', /About/],
      ['/contact', 'Get in Touch'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
  });
});

test.describe('the browser takes the rendered page over', () => {
  test('Home: no second request for its events, no console error, and the carousel moves', { tag: TIMED }, async ({ page }) => {
    // Held from before load: the click below, not 7 s of a slow machine, moves the carousel.
    await page.clock.install();
    await pauseClock(page);
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/events') && asked.push(request.url()));
    await page.goto('/');
    const events = await renderedEvents(page);
    const carousel = page.getByRole('region', { name: homeTexts.carouselLabel });
    await expect(carousel.getByRole('button', { name: homeTexts.nextSlide })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await carousel.getByRole('button', { name: homeTexts.nextSlide }).click();
    // Only the slide on show is exposed (the others are aria-hidden).
    await expect(carousel.getByRole('group', { name: homeTexts.slideLabel(2, events.length) })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('Upcoming events: the search works once hydrated and asks the API only for the new list', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/events') && asked.push(new URL(request.url()).search));
    await page.goto('/upcoming-events');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await page.getByRole('searchbox').fill('River');
    await expect(page).toHaveURL('/upcoming-events?q=River');
    await expect.poll(() => asked).toContainEqual('?q=River&type=All&page=1&limit=8');
  });

  test("an event page: its date stays on the event's clock in the viewer's zone, the same from the server as hydrated, and Join asks a signed-out visitor to log in", async ({
    browser,
    baseURL,
  }) => {
    // A zone whose calendar day differs from the event's (the seed's, Asia/Dhaka) and from UTC (what
    // the server assumes without a tz cookie, as here): only the event's own clock gives this text.
    const context = await browser.newContext({ baseURL, timezoneId: 'Pacific/Kiritimati' });
    const page = await context.newPage();
    const [event] = await upcoming(page, 'limit=1');
    const expected = eventDate(event!);
    expect(expected).not.toBe(formatEventDateTime(event!.date, 'Pacific/Kiritimati'));
    expect(expected).not.toBe(formatEventDateTime(event!.date, 'UTC'));
    expect(servedHeaderDate(await served(page, `/events/${event!._id}`))).toBe(expected);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await page.goto(`/events/${event!._id}`);
    // Hydrated (a text that differed from the server's would be a console error, caught below), the
    // page shows what the server wrote.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    await expect(page.locator('article header time').first()).toHaveText(expected);
    const join = page.getByRole('button', { name: 'Join Now' });
    if (await join.isVisible()) {
      await join.click();
      await expect(page.getByRole('dialog', { name: eventDetailsMessages.loginTitle })).toBeVisible();
    }
    // The page set the tz cookie to the viewer's zone: the next answer still gives the event's clock.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'tz')?.value).toBe(encodeURIComponent('Pacific/Kiritimati'));
    expect(servedHeaderDate(await served(page, `/events/${event!._id}`))).toBe(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  test.describe('what a visitor types before the scripts arrive is what the page then uses', () => {
    test('the Contact form sends what it shows', async ({ browser, baseURL }) => {
      const { context, page, hydrate } = await openBeforeScripts(browser, baseURL!, '/contact');
      const email = `early-${uniqueTag()}@example.com`;
      await page.getByLabel(contactPageTexts.fullName).fill('Early Typist');
      await page.getByLabel(contactPageTexts.emailAddress).fill(email);
      await hydrate();
      await page.getByLabel(contactPageTexts.subject).fill('Typed in time');
      await page.getByLabel(contactPageTexts.yourMessage).fill('Two fields before the scripts, two after.');
      await page.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByRole('status')).toContainText(contactMessages.sent);
      expect(await dbQuery('select name from contact_messages where email = $1', [email])).toEqual([{ name: 'Early Typist' }]);
      await context.close();
    });

    test('the search box searches for what it shows', async ({ browser, baseURL }) => {
      const { context, page, hydrate } = await openBeforeScripts(browser, baseURL!, '/upcoming-events');
      await page.getByLabel(upcomingEventsTexts.searchLabel).fill('Literacy');
      await hydrate();

      await expect(page).toHaveURL(/[?&]q=Literacy\b/);
      await expect(page.getByLabel(upcomingEventsTexts.searchLabel)).toHaveValue('Literacy');
      await context.close();
    });
  });

  test('a stale session cookie gets the page rendered by the browser; a live one gets it drawn for its user', async ({ page }) => {
    await page.goto('/auth/register');
    const html = await served(page, '/');
    expect(html).toContain('id="server-state"');
    await page.context().addCookies([{ name: 'better-auth.session_token', value: 'not-a-session', url: new URL(page.url()).origin }]);
    expect(await served(page, '/')).not.toContain('id="server-state"');
    const account = await signUp(page, { name: 'Sadia Islam' });
    const theirs = await served(page, '/');
    const state = JSON.parse(/<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(theirs)?.[1] ?? 'null');
    expect(state.user).toMatchObject({ name: 'Sadia Islam', email: account.email });
    expect(/<header[^]*<\/header>/.exec(theirs)?.[0]).toContain('Sadia Islam');
  });
});

test("the pages are drawn by React's production build, whatever NODE_ENV the server runs with", () => {
  // React's development build checks every element as it goes: about twice a page's CPU.
  const ssr = path.join(process.env.WEB_DIST ?? path.join(import.meta.dirname, '..', 'apps', 'web', 'dist'), '.ssr');
  const scripts = readdirSync(ssr, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const development = scripts.filter((file) => readFileSync(path.join(ssr, file), 'utf8').includes('jsxDEV'));
  expect(development).toEqual([]);
});
