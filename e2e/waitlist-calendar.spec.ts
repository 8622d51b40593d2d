import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { isoInZone } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { calendarTexts } from '@volunteering/shared/texts/calendar';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { verificationTexts } from '@volunteering/shared/texts/verification';
import { waitlistTexts } from '@volunteering/shared/texts/waitlist';
import ICAL from 'ical.js';
import {
  AXE_WIDTHS,
  bearer,
  createEventThroughApi,
  dbQuery,
  expect,
  expectNoAxeViolations,
  signUp,
  slotDaysAhead,
  stubMapFrame,
  test,
  uniqueTag,
  useTheme,
  watchPage,
  AFTER_RETRIES,
  TIMED,
  signUpConfirmed,
} from './fixtures.ts';

/** An event of the test's own with one place, unless `overrides` say otherwise. */
const createEvent = (request: APIRequestContext, overrides: Partial<VolunteerEvent> & { durationMinutes?: number } = {}) =>
  createEventThroughApi(request, { volunteersNeeded: 1, ...overrides });

async function act(request: APIRequestContext, method: 'patch' | 'delete', path: string) {
  const res = await request[method](path, { headers: { authorization: await bearer(request) }, data: {} });
  return (await res.json()) as { success: boolean };
}

/** Someone who only acts through the API (an organizer, a participant), with their own cookies. */
async function apiPerson(browser: Browser, baseURL: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  await signUpConfirmed(context.request, {
    name: 'Api Person',
    email: `api-${uniqueTag()}@example.com`,
    password: 'Secret123',
    image: 'https://example.com/api.png',
  });
  return context.request;
}

/** A full event: one place, taken by someone else. */
async function fullEvent(browser: Browser, baseURL: string) {
  const organizer = await apiPerson(browser, baseURL);
  const participant = await apiPerson(browser, baseURL);
  const event = await createEvent(organizer);
  expect(await act(participant, 'patch', `/api/events/${event._id}/join`)).toMatchObject({ success: true });
  return { event, participant };
}

/** A second signed-in browser, held to the page fixture's rules: no console errors, no failed requests. */
async function secondVisitor(browser: Browser, baseURL: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const problems = await watchPage(page, baseURL);
  await stubMapFrame(page);
  await signUp(page, { email: `second-${uniqueTag()}@example.com` });
  return { page, problems };
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Join and share' });

test('a full event: two people join its waitlist in order, a cancel promotes the first at once with an e-mail, the second leaves from My Joined Events', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await stubMapFrame(page);
  const { event, participant } = await fullEvent(browser, baseURL!);
  const first = await signUp(page);

  await page.goto(`/events/${event._id}`);
  await expect(sidebar(page).getByText(eventDetailsMessages.full, { exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Join Now' })).toHaveCount(0);
  await sidebar(page).getByRole('button', { name: waitlistTexts.join }).click();
  const firstPlace = sidebar(page)
    .getByRole('status')
    .filter({ hasText: waitlistTexts.position(1) });
  await expect(firstPlace).toBeVisible();
  await expect(firstPlace).toBeFocused();
  await expect(firstPlace).toContainText("You're #1 on the waitlist");

  const second = await secondVisitor(browser, baseURL!);
  await second.page.goto(`/events/${event._id}`);
  await sidebar(second.page).getByRole('button', { name: waitlistTexts.join }).click();
  await expect(sidebar(second.page).getByRole('status').filter({ hasText: "You're #2 on the waitlist" })).toBeVisible();

  expect(await act(participant, 'patch', `/api/events/cancel/${event._id}`)).toMatchObject({ success: true });
  await page.reload();
  await expect(sidebar(page).getByRole('status').filter({ hasText: eventDetailsMessages.youreIn })).toBeVisible();
  await expect(sidebar(page).getByText('Volunteers 1 / 1')).toBeVisible();
  // Besides the sign-up's confirmation, one mail: the place.
  const mails = await dbQuery<{ subject: string; text: string }>('select subject, text from outbox where "to" = $1 and subject <> $2', [
    first.email,
    verificationTexts.verifySubject,
  ]);
  expect(mails).toEqual([expect.objectContaining({ subject: `A place opened up: you're in for ${event.title}` })]);
  expect(mails[0]!.text).toContain(`/events/${event._id}`);

  await second.page.reload();
  await expect(sidebar(second.page).getByRole('status').filter({ hasText: "You're #1 on the waitlist" })).toBeVisible();

  await second.page.goto('/joined-events');
  const section = second.page.getByRole('region', { name: waitlistTexts.sectionHeading });
  const row = section.getByRole('listitem').filter({ hasText: event.title });
  await expect(row.getByText(waitlistTexts.place(1), { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: event.title })).toHaveAttribute('href', `/events/${event._id}`);
  await expect(row.locator('time')).toHaveText(formatEventDateTime(event.date, event.timeZone));
  await row.getByRole('button', { name: `${waitlistTexts.leave} ${event.title}` }).click();
  await expect(section.getByText(waitlistTexts.sectionEmpty)).toBeVisible();
  await expect(section.getByRole('heading', { name: waitlistTexts.sectionHeading })).toBeFocused();
  expect(await dbQuery('select 1 from waitlist_entries where event_id = $1', [event._id])).toHaveLength(0);
  expect(second.problems).toEqual([]);
  await second.page.context().close();
});

test('leaving the waitlist on the event page brings the join button back', async ({ page, browser, baseURL }) => {
  await stubMapFrame(page);
  const { event } = await fullEvent(browser, baseURL!);
  await signUp(page);
  await page.goto(`/events/${event._id}`);
  await sidebar(page).getByRole('button', { name: waitlistTexts.join }).click();
  await sidebar(page).getByRole('button', { name: waitlistTexts.leave }).click();
  await expect(sidebar(page).getByRole('button', { name: waitlistTexts.join })).toBeFocused();
  await expect(sidebar(page).getByText(waitlistTexts.position(1))).toHaveCount(0);
  expect(await dbQuery('select 1 from waitlist_entries where event_id = $1', [event._id])).toHaveLength(0);
});

test('a visitor who is not signed in is asked to log in before joining the waitlist', async ({ page, browser, baseURL }) => {
  await stubMapFrame(page);
  const { event } = await fullEvent(browser, baseURL!);
  await page.goto(`/events/${event._id}`);
  await sidebar(page).getByRole('button', { name: waitlistTexts.join }).click();
  const dialog = page.getByRole('dialog', { name: eventDetailsMessages.loginTitle });
  await expect(dialog).toContainText(waitlistTexts.loginBody);
  await dialog.getByRole('button', { name: eventDetailsMessages.loginConfirm }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("Add to calendar: the .ics download is the event with its start and end on the event's clock, and the Google link has the same times in the event's zone", async ({
  page,
}) => {
  await stubMapFrame(page);
  await signUp(page);
  // 9:30 AM to 12:00 noon on the event's clock (Asia/Dhaka, GMT+6).
  const start = new Date(slotDaysAhead(12, 9, 30));
  const end = new Date(start.getTime() + 150 * 60_000);
  const event = await createEvent(page.request, {
    title: `Tree Planting, Mirpur; day ${uniqueTag()}`,
    date: start.toISOString(),
    durationMinutes: 150,
    volunteersNeeded: 10,
  });
  expect(event.timeZone).toBe('Asia/Dhaka');
  await page.goto(`/events/${event._id}`);
  const calendar = page.getByRole('region', { name: calendarTexts.addHeading });

  const [download] = await Promise.all([page.waitForEvent('download'), calendar.getByRole('link', { name: /Download \.ics/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  // The clock readings in the event's zone, named by its TZID, which the file defines.
  const day = (date: Date) => isoInZone(date, event.timeZone).slice(0, 10).replaceAll('-', '');
  expect(ics).toContain(`\r\nDTSTART;TZID=Asia/Dhaka:${day(start)}T093000\r\n`);
  expect(ics).toContain(`\r\nDTEND;TZID=Asia/Dhaka:${day(end)}T120000\r\n`);
  const calendarComponent = new ICAL.Component(ICAL.parse(ics));
  expect(calendarComponent.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Dhaka');
  const vevent = calendarComponent.getFirstSubcomponent('vevent')!;
  const parsed = new ICAL.Event(vevent);
  expect(parsed.summary).toBe(event.title);
  // Read through the file's VTIMEZONE, the readings are the event's very instants.
  expect(parsed.startDate.toJSDate().toISOString()).toBe(start.toISOString());
  expect(parsed.endDate.toJSDate().toISOString()).toBe(end.toISOString());

  const google = calendar.getByRole('link', { name: new RegExp(calendarTexts.google) });
  await expect(google).toHaveAttribute('target', '_blank');
  const url = new URL((await google.getAttribute('href'))!);
  expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
  const compact = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(url.searchParams.get('dates')).toBe(`${compact(start)}/${compact(end)}`);
  expect(url.searchParams.get('ctz')).toBe('Asia/Dhaka');
  expect(url.searchParams.get('text')).toBe(event.title);
  expect(url.searchParams.get('details')).toContain(`/events/${event._id}`);
});

test('the private calendar feed on the profile: create, copy, fetch, reset (old link 404), turn off (404)', async ({ page, browser, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await signUp(page);
  const organizer = await apiPerson(browser, baseURL!);
  const joined = await createEvent(organizer, { volunteersNeeded: 5, title: `Feed Joined ${uniqueTag()}` });
  const other = await createEvent(organizer, { volunteersNeeded: 5, title: `Feed Other ${uniqueTag()}` });
  expect(await act(page.request, 'patch', `/api/events/${joined._id}/join`)).toMatchObject({ success: true });

  await page.goto('/profile');
  const section = page.getByRole('region', { name: calendarTexts.feedHeading });
  await expect(section.getByText(calendarTexts.feedOff)).toBeVisible();
  await section.getByRole('button', { name: calendarTexts.create }).click();
  const input = section.getByRole('textbox', { name: calendarTexts.urlLabel });
  await expect(input).toBeFocused();
  const firstUrl = await input.inputValue();
  expect(firstUrl).toMatch(/\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  await section.getByRole('button', { name: calendarTexts.copy }).click();
  await expect(section.getByRole('status')).toHaveText(calendarTexts.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
  // One tap on a phone: the same feed as a webcal: link, which opens the calendar app to subscribe.
  await expect(section.getByRole('link', { name: calendarTexts.subscribe })).toHaveAttribute('href', firstUrl.replace(/^https?:/, 'webcal:'));

  const feed = await page.request.get(firstUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body).toContain(`SUMMARY:${joined.title}`);
  // On the event's clock: 10:00 AM in its zone, which the feed defines.
  expect(body).toContain(
    `\r\nDTSTART;TZID=${joined.timeZone}:${isoInZone(new Date(joined.date), joined.timeZone).slice(0, 10).replaceAll('-', '')}T100000\r\n`,
  );
  expect(body).toContain(`\r\nTZID:${joined.timeZone}\r\n`);
  expect(body).not.toContain(other.title);

  await section.getByRole('button', { name: calendarTexts.reset }).click();
  const resetDialog = page.getByRole('dialog', { name: calendarTexts.resetTitle });
  await resetDialog.getByRole('button', { name: calendarTexts.resetConfirm }).click();
  await expect(resetDialog).toBeHidden();
  await expect(input).not.toHaveValue(firstUrl);
  const secondUrl = await input.inputValue();
  expect((await page.request.get(firstUrl)).status()).toBe(404);
  expect((await page.request.get(secondUrl)).status()).toBe(200);

  await page.reload();
  await expect(section.getByText(/Your calendar feed is on/)).toBeVisible();
  await expect(section.getByRole('textbox', { name: calendarTexts.urlLabel })).toHaveCount(0);
  await section.getByRole('button', { name: calendarTexts.turnOff }).click();
  const offDialog = page.getByRole('dialog', { name: calendarTexts.turnOffTitle });
  await offDialog.getByRole('button', { name: calendarTexts.turnOffConfirm }).click();
  await expect(section.getByText(calendarTexts.feedOff)).toBeVisible();
  await expect(section.getByRole('button', { name: calendarTexts.create })).toBeFocused();
  expect((await page.request.get(secondUrl)).status()).toBe(404);
  expect(await dbQuery('select 1 from calendar_feeds f join "user" u on u.id = f.user_id where u.email = $1', [account.email])).toHaveLength(0);
});

test.describe('the calendar feed section when the server fails', () => {
  test.use({ expectedFailures: ['/api/me/calendar-feed'] });
  test('shows the error and retries', { tag: TIMED }, async ({ page }) => {
    await signUp(page);
    await page.route('**/api/me/calendar-feed', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } }),
    );
    await page.goto('/profile');
    const section = page.getByRole('region', { name: calendarTexts.feedHeading });
    await expect(section.getByRole('alert')).toContainText(calendarTexts.feedLoadError, AFTER_RETRIES);
    await page.unroute('**/api/me/calendar-feed');
    await section.getByRole('button', { name: 'Retry' }).click();
    await expect(section.getByText(calendarTexts.feedOff)).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(`the waitlist on the event page and on My Joined Events, and the calendar feed, have no axe violations in ${theme} at ${width}px`, async ({
        page,
        browser,
        baseURL,
      }) => {
        test.slow();
        await page.setViewportSize({ width, height: 800 });
        await useTheme(page, theme);
        await stubMapFrame(page);
        const { event } = await fullEvent(browser, baseURL!);
        await signUp(page);

        await page.goto(`/events/${event._id}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await sidebar(page).getByRole('button', { name: waitlistTexts.join }).click();
        await expect(sidebar(page).getByText(waitlistTexts.position(1))).toBeVisible();
        await expectNoAxeViolations(page);

        await page.goto('/joined-events');
        await expect(page.getByRole('region', { name: waitlistTexts.sectionHeading }).getByText(waitlistTexts.place(1))).toBeVisible();
        await expectNoAxeViolations(page);

        await page.goto('/profile');
        const section = page.getByRole('region', { name: calendarTexts.feedHeading });
        await section.getByRole('button', { name: calendarTexts.create }).click();
        await expect(section.getByRole('textbox', { name: calendarTexts.urlLabel })).toBeVisible();
        await expectNoAxeViolations(page);
        await section.getByRole('button', { name: calendarTexts.reset }).click();
        await expect(page.getByRole('dialog', { name: calendarTexts.resetTitle })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
