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
  dbQuery,
  expect,
  expectNoAxeViolations,
  joinThroughApi,
  moveEventStart,
  person,
  slotDaysAhead,
  signUp,
  test,
  useTheme,
  type Person,
  keepPicture,
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
  await keepPicture(page, 'door-offline-360.png', { fullPage: true });
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
  await keepPicture(page, 'door-done-360.png', { fullPage: true });
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
      await keepPicture(page, `door-${theme}-${width}.png`, { fullPage: true });
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

test('with shifts, the door checks in for the shift chosen, with its own counts', async ({ page, browser, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  await signUp(page, { name: 'Organizer Olivia' });
  const later = (hours: number) => slotDaysAhead(20, 9 + hours);
  const event = await createEventThroughApi(page.request, {
    shifts: [
      { title: 'Setup', start: later(0), end: later(2), capacity: 5 },
      { title: 'Sorting', start: later(2), end: later(4), capacity: 5 },
    ],
  });
  const shiftOf = (title: string) => event.shifts.find((shift) => shift.title === title)!;
  const joinShift = async (who: Awaited<ReturnType<typeof person>>, title: string) => {
    const res = await who.page.request.patch(`/api/events/${event._id}/shifts/${shiftOf(title).id}/join`, {
      headers: { authorization: await bearer(who.page.request) },
      data: {},
    });
    expect(await res.json()).toMatchObject({ success: true });
  };
  const [ana, bo, cara] = [
    await person(browser, baseURL!, 'Ana Akter'),
    await person(browser, baseURL!, 'Bo Barua'),
    await person(browser, baseURL!, 'Cara Chowdhury'),
  ];
  await joinShift(ana, 'Setup');
  await joinShift(bo, 'Sorting');
  await joinShift(cara, 'Setup');
  await joinShift(cara, 'Sorting');
  // Setup began ten minutes ago; Sorting's door opens (30 minutes before) now, as it starts in twenty.
  const now = Date.now();
  const minutes = (n: number) => new Date(now + n * 60_000);
  await moveEventStart(event._id, minutes(-10), { durationMinutes: 150 });
  await dbQuery('UPDATE shifts SET start = $2, "end" = $3 WHERE id = $1', [shiftOf('Setup').id, minutes(-10), minutes(110)]);
  await dbQuery('UPDATE shifts SET start = $2, "end" = $3 WHERE id = $1', [shiftOf('Sorting').id, minutes(20), minutes(140)]);

  await page.goto(`/events/${event._id}/check-in`);
  // The shift on now is chosen: its two people.
  const choice = page.getByLabel(t.shiftLabel);
  await expect(choice).toHaveValue(shiftOf('Setup').id);
  await expect(page.getByText(t.count(0, 2))).toBeVisible();
  await page.getByRole('button', { name: t.checkInPerson('Cara Chowdhury') }).click();
  await expect(page.getByText(checkInTexts.checkedIn('Cara Chowdhury'))).toBeVisible();
  await expect(page.getByText(t.count(1, 2))).toBeVisible();
  await expectNoAxeViolations(page);
  await keepPicture(page, 'door-shifts-360.png', { fullPage: true });

  // Sorting chosen: its own people and counts; Cara is not yet in for it.
  await choice.selectOption(shiftOf('Sorting').id);
  await expect(page.getByText(t.count(0, 2))).toBeVisible();
  await expect(page.getByRole('button', { name: t.checkInPerson('Ana Akter') })).toHaveCount(0);
  await page.getByRole('button', { name: t.checkInPerson('Bo Barua') }).click();
  await expect(page.getByText(checkInTexts.checkedIn('Bo Barua'))).toBeVisible();
  await expect(page.getByText(t.count(1, 2))).toBeVisible();

  // Every shift: all four places, two checked in; the server has each in the shift it was chosen for.
  await choice.selectOption('');
  await expect(page.getByText(t.count(2, 4))).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepPicture(page, 'door-shifts-1280.png', { fullPage: true });
  const res = await page.request.get(`/api/events/${event._id}/check-ins`, { headers: { authorization: await bearer(page.request) } });
  const list = (await res.json()) as CheckInList;
  const checkedIn = list.people.filter((p) => p.inAt !== null).map((p) => [p.name, p.shiftId]);
  expect(checkedIn.sort()).toEqual(
    [
      ['Bo Barua', shiftOf('Sorting').id],
      ['Cara Chowdhury', shiftOf('Setup').id],
    ].sort(),
  );
});
