import type { Page, Request } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { builtChunkNamed, dbQuery, expect, pauseClock, signUp, slotDaysAhead, stubMapFrame, test, uniqueTag, TIMED } from './fixtures.ts';

/** Every request the page makes for a new access token, in order. */
function tokenRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/token') seen.push(request);
  });
  return seen;
}

test.describe('a session the server has revoked', () => {
  test.use({ expectedFailures: ['/api/events/', '/api/auth/token'] });

  test('a 401 on an authenticated call signs the user out, warns on the console and goes to the login page', async ({ page, browser }) => {
    await stubMapFrame(page);
    // Someone else's event: one's own page offers no Join (issue 37).
    const organizerPage = await browser.newPage();
    await signUp(organizerPage, { email: `organizer-${uniqueTag()}@example.com` });
    const { token } = (await (await organizerPage.request.get('/api/auth/token')).json()) as { token: string };
    const created = await organizerPage.request.post('/api/events', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Token Test Cleanup ${uniqueTag()}`,
        description: 'Clearing litter from the lake shore, with gloves and bags provided.',
        type: 'Cleanup',
        imageUrl: 'https://images.example.com/lake.jpg',
        location: 'Dhanmondi Lake, Dhaka',
        date: slotDaysAhead(365),
        organizer: 'Lake Friends',
        volunteersNeeded: 5,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const event = (await created.json()) as VolunteerEvent;
    await organizerPage.close();
    const account = await signUp(page);

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`/events/${event._id}`);
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();

    // Signed out elsewhere (another device, "sign out of all devices"): the session row is gone.
    await dbQuery('DELETE FROM session WHERE user_id = (SELECT id FROM "user" WHERE email = $1)', [account.email]);

    const join = page.waitForResponse((response) => response.url().endsWith(`/api/events/${event._id}/join`));
    await page.getByRole('button', { name: 'Join Now' }).click();
    await page.getByRole('button', { name: 'Yes, Get My Ticket!' }).click();
    expect((await join).status()).toBe(401);

    await expect(page).toHaveURL(/\/auth\/login$/);
    // Back home without a reload: this tab has forgotten its user.
    await page.getByRole('link', { name: 'Volunteer Hub' }).first().click();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    expect(warnings.filter((text) => text === 'Unauthorized access - user logged out')).toHaveLength(1);
    const rows = await dbQuery('SELECT 1 FROM participations p JOIN "user" u ON u.id = p.user_id WHERE u.email = $1', [account.email]);
    expect(rows).toHaveLength(0);
  });
});

test.describe('access token refresh', () => {
  test.use({ expectedFailures: ['/api/auth/token'] });

  test('a new token is fetched 5 minutes before expiry; failures retry after 30 s, 60 s, 120 s, …', { tag: TIMED }, async ({ page }) => {
    test.slow();
    await page.clock.install();
    // The token timers the page sets on the fake clock, so each step waits until the page has planned
    // its next move. Only the scheduler's waits are kept: a refresh 9 to 10 minutes ahead, or a
    // back-off step, set from the scheduler's own chunk. Timers the libraries set (TanStack Query's
    // stale timer can be exactly 60 s, like a back-off step) are left out.
    await page.addInitScript((scheduler) => {
      const w = window as unknown as { longTimers: number[] };
      w.longTimers = [];
      const backOff = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000];
      const fakeSetTimeout = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
        const caller = (new Error().stack ?? '').split('\n')[2] ?? '';
        const planned = backOff.includes(ms) || (ms >= 540_000 && ms <= 600_000);
        if (planned && caller.includes(scheduler)) w.longTimers.push(ms);
        return fakeSetTimeout(handler, ms, ...args);
      }) as typeof window.setTimeout;
    }, builtChunkNamed('token-scheduler'));
    let seenTimers = 0;
    const nextTimer = async () => {
      let delay = 0;
      await expect
        .poll(
          async () => {
            const timers = await page.evaluate(() => (window as unknown as { longTimers: number[] }).longTimers);
            delay = timers[seenTimers] ?? 0;
            return timers.length;
          },
          { message: 'the page plans its next token request' },
        )
        .toBeGreaterThan(seenTimers);
      seenTimers += 1;
      return delay;
    };
    const tokenAnswer = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/token');

    const account = await signUp(page);
    const requests = tokenRequests(page);
    const first = tokenAnswer();
    await page.goto('/');
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
    expect((await first).status()).toBe(200);
    // The token lives 15 minutes: the next one is planned for 5 minutes before it expires.
    expect(await nextTimer()).toBeGreaterThan(9.5 * 60_000);
    // From here on the page's time moves only when the test moves it.
    await pauseClock(page);

    await page.clock.fastForward('09:00');
    expect(requests).toHaveLength(1);
    const second = tokenAnswer();
    await page.clock.fastForward('01:00');
    expect((await second).status()).toBe(200);
    expect(await nextTimer()).toBe(10 * 60_000);
    expect(requests).toHaveLength(2);

    // The server fails: the next refresh fails and is retried after a growing wait.
    let failures = 0;
    await page.route('**/api/auth/token', (route) => {
      failures += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' });
    });
    await page.clock.fastForward('10:00');
    await expect.poll(() => failures).toBe(1);
    for (const waitSeconds of [30, 60, 120, 240]) {
      expect(await nextTimer(), 'the planned wait').toBe(waitSeconds * 1000);
      await page.clock.fastForward((waitSeconds - 1) * 1000);
      expect(failures, `no retry before ${waitSeconds} s`).toBe(Math.log2(waitSeconds / 30) + 1);
      await page.clock.fastForward(1000);
      await expect.poll(() => failures, { message: `a retry at ${waitSeconds} s` }).toBe(Math.log2(waitSeconds / 30) + 2);
    }
    expect(await nextTimer(), 'the planned wait').toBe(480_000);

    // The server is back: that retry succeeds, the normal schedule resumes, and the user is still signed in.
    await page.unroute('**/api/auth/token');
    const recovered = tokenAnswer();
    await page.clock.fastForward(480_000);
    expect((await recovered).status()).toBe(200);
    expect(await nextTimer()).toBe(10 * 60_000);
    expect(failures).toBe(5);
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ/);
  });
});

test('signing out in one tab signs out the others', async ({ page, baseURL }) => {
  test.slow();
  const account = await signUp(page);
  const other = await page.context().newPage();
  // As in the fixture's page: remote event images get a placeholder, nothing else leaves the machine.
  await other.route(
    (url) => url.origin !== new URL(baseURL!).origin,
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>' })
        : route.abort('blockedbyclient'),
  );
  const otherProblems: string[] = [];
  other.on('console', (message) => {
    if (message.type() === 'error') otherProblems.push(message.text());
  });
  await page.goto('/');
  // The other tab's page has its lists before the sign-out: asked for after it, they would be
  // refused, and the browser logs the 401 (a race of the test, not what it checks).
  const listsLoaded = Promise.all(
    ['/api/events/joined', '/api/me/waitlist'].map((path) => other.waitForResponse((response) => new URL(response.url()).pathname === path)),
  );
  await other.goto('/joined-events');
  await listsLoaded;
  const menu = (p: Page) => p.getByRole('button', { name: `Account menu for ${account.name}` });
  await expect(menu(page)).toBeVisible();
  await expect(menu(other)).toBeVisible();
  await expect(other).toHaveURL(/\/joined-events$/);

  await menu(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  // The other tab drops its user without a reload: its protected page sends it to login, and the
  // frame shows Login instead of the avatar.
  await expect(other).toHaveURL(/\/auth\/login$/);
  await other.getByRole('link', { name: 'Volunteer Hub' }).first().click();
  await expect(other.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(menu(other)).toHaveCount(0);
  expect(otherProblems).toEqual([]);
  await other.close();
});
