import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { accountTexts } from '@volunteering/shared/texts/account';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { homeTexts } from '@volunteering/shared/texts/home';
import { joinedEventsTexts } from '@volunteering/shared/texts/joined-events';
import { expect, openBeforeScripts, renderedEvents, signUp, test } from './fixtures.ts';

// Decision 025: a signed-in visitor's pages arrive drawn by the server too: their top bar, the
// public answers, and the skeleton of what is theirs alone, which their browser then fetches.

const accountMenu = (name: string) => ({ name: `Account menu for ${name}` });

test.describe('with JavaScript turned off, a signed-in visitor still sees their page', () => {
  // Playwright turns scripts off by a policy, which also refuses the scripts' preloads.
  test.use({ javaScriptEnabled: false, expectedFailures: ['/assets/'] });

  test('a page of their own: the top bar with their avatar and no Login, the heading, and the skeleton of their events', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/joined-events');
    await expect(page).toHaveTitle('My Joined Events · Volunteer Hub');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', accountMenu(account.name))).toBeVisible();
    await expect(header.getByRole('link', { name: frameTexts.login })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'My Joined Events', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Loading your events…');
  });

  test('Profile with their name in its field, and Home with its events as everyone sees them', async ({ page }) => {
    const account = await signUp(page, { name: 'Tahmid Hasan' });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: accountTexts.fullName })).toHaveValue(account.name);

    await page.goto('/');
    const events = await renderedEvents(page);
    const carousel = page.getByRole('region', { name: homeTexts.carouselLabel });
    await expect(carousel.getByRole('group', { name: homeTexts.slideLabel(1, events.length) }).getByText(events[0]!.title)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', accountMenu(account.name))).toBeVisible();
  });

  test("an event page: the event's title in the tab, and a skeleton until their own view of it comes", async ({ page }) => {
    await signUp(page);
    const [event] = (await (await page.request.get('/api/events?limit=1')).json()) as VolunteerEvent[];
    await page.goto(`/events/${event!._id}`);
    await expect(page).toHaveTitle(`${event!.title} · Volunteer Hub`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading event…');
    await expect(page.getByRole('button', { name: /join/i })).toHaveCount(0);
  });
});

test('the page knows who is signed in: no session call, one token, then their own data', async ({ page }) => {
  const account = await signUp(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  await page.goto('/joined-events');
  await expect(page.getByRole('banner').getByRole('button', accountMenu(account.name))).toBeVisible();
  await expect(page.getByText(joinedEventsTexts.emptyTitle)).toBeVisible();
  expect(calls).not.toContain('/api/auth/get-session');
  expect(calls.filter((path) => path === '/api/auth/token')).toHaveLength(1);
  expect(calls).toContain('/api/events/joined');
});

test('signing out of a page the server drew for them leaves it signed out, after a reload too', async ({ page }) => {
  const account = await signUp(page);
  await page.goto('/about');
  await page.getByRole('button', accountMenu(account.name)).click();
  await page.getByRole('banner').getByRole('button', { name: frameTexts.logout }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: frameTexts.login })).toBeVisible();
  await page.reload();
  await expect(header.getByRole('link', { name: frameTexts.login })).toBeVisible();
  await expect(header.getByRole('button', accountMenu(account.name))).toHaveCount(0);
});

test('an unknown address answers 404 with the not-found page, signed in or not', async ({ page }) => {
  expect((await page.request.get('/no-such-page')).status()).toBe(404);
  await signUp(page);
  expect((await page.request.get('/no-such-page')).status()).toBe(404);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test.describe('Create event, drawn by the server for an organizer in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  // The zone it offers is the organizer's last, not the browser's (issue 37): create-event.spec.ts checks it.
  test('takes no typing before its script can keep it', async ({ browser, baseURL }) => {
    const { context, page, hydrate } = await openBeforeScripts(browser, baseURL!, '/create-event', { timezoneId: 'America/New_York', before: signUp });
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: eventFormTexts.submit }) });
    await expect(page.getByRole('heading', { name: 'Create an Event', level: 1 })).toBeVisible();
    // Inert: it cannot be focused or typed into.
    await expect(form).toHaveAttribute('inert');

    await hydrate();
    await expect(form).not.toHaveAttribute('inert');
    await page.getByRole('textbox', { name: eventFormTexts.title }).fill('Riverside Cleanup');
    await expect(page.getByRole('textbox', { name: eventFormTexts.title })).toHaveValue('Riverside Cleanup');
    await context.close();
  });
});
