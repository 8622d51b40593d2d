// Issue 39's door screen: an organizer on a 360 px phone checks three people in (a code typed as the
// camera would read it, one while the network is cut, one found by name), against the real server.
import type { Browser, Page } from '@playwright/test';
import type { CheckInList } from '@volunteering/shared/check-in-schemas';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { checkInTexts } from '@volunteering/shared/texts/check-in';
import { checkInScreenTexts as t } from '@volunteering/shared/texts/check-in-screen';
import { hoursTexts } from '@volunteering/shared/texts/hours';
import { hoursScreenTexts } from '@volunteering/shared/texts/hours-screen';
import {
  AXE_WIDTHS,
  bearer,
  createEventThroughApi,
  expect,
  expectNoAxeViolations,
  joinThroughApi,
  moveEventStart,
  person,
  signUp,
  test,
  useTheme,
  type Person,
} from './fixtures.ts';

// The page's own list reads and scans fail while the network is cut: that is the point.
test.use({ expectedFailures: ['/api/events/'] });

/** An event on now (started ten minutes ago, three hours long), made by the page's account. */
async function eventOnNow(page: Page): Promise<VolunteerEvent> {
  const event = await createEventThroughApi(page.request, { volunteersNeeded: 10 });
  await moveEventStart(event._id, new Date(Date.now() - 10 * 60_000), { durationMinutes: 180 });
  return event;
}

/** A participant of the event, and the check-in code on their screen. */
async function participant(browser: Browser, baseURL: string, event: VolunteerEvent, name: string): Promise<Person & { code: string }> {
  const someone = await person(browser, baseURL, name);
  await joinThroughApi(someone.page.request, event._id);
  const res = await someone.page.request.get(`/api/events/${event._id}/check-in-code`, { headers: { authorization: await bearer(someone.page.request) } });
  expect(res.status()).toBe(200);
  return { ...someone, code: ((await res.json()) as { code: string }).code };
}

async function serverCount(page: Page, eventId: string): Promise<number> {
  const res = await page.request.get(`/api/events/${eventId}/check-ins`, { headers: { authorization: await bearer(page.request) } });
  return ((await res.json()) as CheckInList).checkedIn;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel(t.codeLabel).fill(code);
  await page.getByRole('button', { name: t.codeSubmit }).click();
}

test('the door screen on a phone checks in three people, one offline and sent when the network returns, one by name', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  await signUp(page, { name: 'Organizer Olivia' });
  const event = await eventOnNow(page);
  const ana = await participant(browser, baseURL!, event, 'Ana Akter');
  const bo = await participant(browser, baseURL!, event, 'Bo Barua');
  await participant(browser, baseURL!, event, 'Cara Chowdhury');

  await page.goto(`/events/${event._id}/check-in`);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(page.getByText(t.count(0, 3))).toBeVisible();

  // A code as the camera reads it: checked in at once.
  await typeCode(page, ana.code);
  await expect(page.getByText(checkInTexts.checkedIn('Ana Akter'))).toBeVisible();
  await expect(page.getByText(t.count(1, 3))).toBeVisible();

  // No network: the scan is kept on the phone, and the screen says it waits.
  await context.setOffline(true);
  await typeCode(page, bo.code);
  await expect(page.getByText(t.savedOffline)).toBeVisible();
  await expect(page.getByText(t.waiting(1))).toBeVisible();
  await expect(page.getByText(t.offline)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('door-offline-360.png'), fullPage: true });
  expect(await serverCount(page, event._id)).toBe(1);

  // The network back: sent by itself, counted once.
  await context.setOffline(false);
  await expect(page.getByText(checkInTexts.checkedIn('Bo Barua'))).toBeVisible();
  await expect(page.getByText(t.waiting(1))).toBeHidden();
  await expect(page.getByText(t.count(2, 3))).toBeVisible();
  expect(await serverCount(page, event._id)).toBe(2);

  // Found by name, with one big button.
  await page.getByRole('searchbox', { name: t.searchLabel }).fill('Cara');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ana Akter' })).toBeHidden();
  const pick = page.getByRole('button', { name: t.checkInPerson('Cara Chowdhury') });
  const box = await pick.boundingBox();
  expect(box!.height, 'a target for a thumb').toBeGreaterThanOrEqual(48);
  await pick.click();
  await expect(page.getByText(checkInTexts.checkedIn('Cara Chowdhury'))).toBeVisible();
  await expect(page.getByText(t.count(3, 3))).toBeVisible();
  expect(await serverCount(page, event._id)).toBe(3);

  // Check-out the same way: the mode switched, Ana's code again.
  await page.getByText(t.modeOut, { exact: true }).click();
  await typeCode(page, ana.code);
  await expect(page.getByText(checkInTexts.checkedOut('Ana Akter'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('door-done-360.png'), fullPage: true });
});

test('the door screen refuses someone who does not organize the event, in words', async ({ page, browser, baseURL }) => {
  const organizer = await person(browser, baseURL!, 'Organizer Olivia');
  const event = await createEventThroughApi(organizer.page.request);
  await signUp(page, { name: 'Nadia Nobody' });
  await page.goto(`/events/${event._id}/check-in`);
  await expect(page.getByRole('alert')).toHaveText(t.organizersOnly);
});

test('a participant shows their check-in code on the event page and checks themselves in with the rotating code', async ({ page, browser, baseURL }) => {
  const organizer = await person(browser, baseURL!, 'Organizer Olivia');
  const event = await eventOnNow(organizer.page);
  await signUp(page, { name: 'Ana Akter' });
  await joinThroughApi(page.request, event._id);

  await page.goto(`/events/${event._id}`);
  await page.getByRole('button', { name: t.myCodeShow }).click();
  const qr = page.getByRole('img', { name: t.myCodeAlt(event.title) });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  // The organizer's screen shows the rotating code; its QR leads to the self check-in page.
  await organizer.page.goto(`/events/${event._id}/check-in`);
  await organizer.page.getByLabel(t.selfToggle).check();
  const selfQr = organizer.page.getByRole('img', { name: t.selfCodeAlt });
  await expect(selfQr).toBeVisible();
  const code = (await selfQr.getAttribute('data-code'))!;
  await page.goto(`/events/${event._id}/self-check-in?code=${encodeURIComponent(code)}`);
  await expect(page.getByText(checkInTexts.checkedIn('Ana Akter'))).toBeVisible();
  // The door screen reads the list again by itself (every 10 s): other gates' scans, self check-ins.
  await expect(organizer.page.getByText(t.count(1, 1))).toBeVisible({ timeout: 15_000 });
  expect(await serverCount(organizer.page, event._id)).toBe(1);
  expect(organizer.problems).toEqual([]);
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`the door screen has no axe violations in ${theme} at ${width}px`, async ({ page, browser, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      await useTheme(page, theme);
      await signUp(page, { name: 'Organizer Olivia' });
      const event = await eventOnNow(page);
      await participant(browser, baseURL!, event, 'Ana Akter');
      await page.goto(`/events/${event._id}/check-in`);
      await expect(page.getByText(t.count(0, 1))).toBeVisible();
      await page.getByLabel(t.selfToggle).check();
      await expect(page.getByRole('img', { name: t.selfCodeAlt })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`door-${theme}-${width}.png`), fullPage: true });
    });
  }
}

test('the organizer approves all checked-in hours in one click, and the volunteer sees them approved on My Impact', async ({ page, browser, baseURL }) => {
  test.slow();
  const organizer = await person(browser, baseURL!, 'Organizer Olivia');
  const event = await eventOnNow(organizer.page);
  await signUp(page, { name: 'Ana Akter' });
  await joinThroughApi(page.request, event._id);
  const code = (
    (await (await page.request.get(`/api/events/${event._id}/check-in-code`, { headers: { authorization: await bearer(page.request) } })).json()) as {
      code: string;
    }
  ).code;
  const scanned = await organizer.page.request.post(`/api/events/${event._id}/check-ins`, {
    headers: { authorization: await bearer(organizer.page.request) },
    data: { code, action: 'in', key: `e2e-${event._id}` },
  });
  expect(scanned.status()).toBe(200);

  await page.goto('/my-impact');
  const mine = page.getByRole('region', { name: hoursScreenTexts.mineHeading });
  await expect(mine.getByRole('listitem').filter({ hasText: event.title })).toContainText(hoursScreenTexts.status.pending);

  await organizer.page.goto(`/events/${event._id}/check-in`);
  await organizer.page.getByRole('button', { name: hoursScreenTexts.approveAll }).click();
  await expect(organizer.page.getByText(hoursTexts.bulkApproved(1))).toBeVisible();

  await page.reload();
  await expect(mine.getByRole('listitem').filter({ hasText: event.title })).toContainText(hoursScreenTexts.status.approved);
  expect(organizer.problems).toEqual([]);
});
