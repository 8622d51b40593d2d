import { expect, expectNoAxeViolations, pauseClock, renderedEvents, test, TIMED } from './fixtures.ts';

test('home shows the product frame and upcoming events from the API', { tag: TIMED }, async ({ page }) => {
  // Held from before load: the carousel must not start a slide during the scan below.
  await page.clock.install();
  await pauseClock(page);
  await page.goto('/');
  // The API's answer the server rendered this page with (asked for separately, another test's new
  // event could make it differ).
  const events = await renderedEvents(page);
  expect(events.length).toBeGreaterThan(0);

  await expect(page.getByRole('link', { name: 'Volunteer Hub' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: events[0]!.title, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Join The Event' })).toHaveAttribute('href', `/events/${events[0]!._id}`);

  await expectNoAxeViolations(page);
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');

  await expectNoAxeViolations(page);
});

test('a first visit without a session arrives with its events: no API call, not even for a session', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join The Event' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
});
