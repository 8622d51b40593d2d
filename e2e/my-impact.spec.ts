import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { isoInZone } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { impactTexts as text } from '@volunteering/shared/texts/impact';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import {
  AXE_WIDTHS,
  bearer,
  dbQuery,
  expect,
  expectNoAxeViolations,
  moveEventStart,
  originHeader,
  signUp,
  slotDaysAhead,
  test,
  type TestAccount,
  uniqueTag,
  useTheme,
  TIMED,
  AFTER_RETRIES,
} from './fixtures.ts';

const HOUR_MS = 3600_000;
/**
 * New events are dated this many days ahead, after every seeded one, so that the lists other tests
 * read at the same time (Home's next five, a type's first page) never change under them.
 */
const AHEAD_DAYS = 400;

/** Signs the browser in as someone else through the API (its cookie replaces the last one). */
async function signInAs(page: Page, account: TestAccount) {
  await page.context().clearCookies();
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: originHeader(page),
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * An organizer's two-hour cleanup that two volunteers joined and that ended an hour ago. It is made
 * in the future through the API (the server refuses past dates), then moved back in the database:
 * the server's clock cannot be moved in e2e, and this event is this test's own.
 */
async function endedEvent(page: Page) {
  const tag = uniqueTag();
  const organizer = await signUp(page, { name: `Organizer ${tag}` });
  const title = `Impact Cleanup ${tag}`;
  const created = await page.request.post('/api/events', {
    headers: { authorization: await bearer(page.request) },
    data: {
      title,
      description: 'Gloves, bags and water are provided; bring a hat.',
      type: 'Cleanup',
      imageUrl: 'https://images.example.com/cleanup.jpg',
      location: 'Dhanmondi Lake, Dhaka',
      date: slotDaysAhead(AHEAD_DAYS),
      durationMinutes: 120,
      organizer: 'Clean Lakes Dhaka',
      volunteersNeeded: 10,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as VolunteerEvent;
  const volunteers: TestAccount[] = [];
  for (const name of [`Present Pia ${tag}`, `Absent Abe ${tag}`]) {
    await page.context().clearCookies();
    const volunteer = await signUp(page, { name });
    const joined = await page.request.patch(`/api/events/${event._id}/join`, { headers: { authorization: await bearer(page.request) }, data: {} });
    expect(await joined.json()).toMatchObject({ success: true });
    volunteers.push(volunteer);
  }
  const start = await moveEventStart(event._id, new Date(Date.now() - 3 * HOUR_MS));
  await signInAs(page, organizer);
  return { organizer, present: volunteers[0]!, absent: volunteers[1]!, title, eventId: event._id, start, timeZone: event.timeZone };
}

async function openAttendance(page: Page, title: string) {
  await page.goto('/manage-events');
  await page.getByRole('button', { name: `${manageEventsTexts.more} ${title}`, exact: true }).click();
  await page.getByRole('button', { name: `${attendanceTexts.button} ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: attendanceTexts.title(title) });
  await expect(dialog).toBeVisible();
  return dialog;
}

function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && input[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      [row, cell] = [[], ''];
      i++;
    } else cell += c;
  }
  return rows;
}

test('the organizer marks a no-show; the volunteer who came sees 2 hours, the chart, the table and the CSV', async ({ page }) => {
  test.slow();
  const { present, absent, title, eventId, start, timeZone } = await endedEvent(page);

  // Before the end the card has no Attendance button; after it, the dialog lists everyone present.
  const dialog = await openAttendance(page, title);
  const presentBox = dialog.getByRole('checkbox', { name: attendanceTexts.presentFor(present.name) });
  const absentBox = dialog.getByRole('checkbox', { name: attendanceTexts.presentFor(absent.name) });
  await expect(presentBox).toBeChecked();
  await expect(absentBox).toBeChecked();
  await expect(dialog.getByText(attendanceTexts.summary(2, 2))).toBeVisible();
  await absentBox.uncheck();
  await expect(dialog.getByText(attendanceTexts.noShow, { exact: true })).toBeVisible();
  await expect(dialog.getByText(attendanceTexts.summary(1, 2))).toBeVisible();
  await dialog.getByRole('button', { name: attendanceTexts.save }).click();
  await expect(dialog.getByRole('status')).toHaveText(attendanceTexts.saved);
  const rows = await dbQuery<{ email: string; attended: boolean }>(
    'SELECT u.email, p.attended FROM participations p JOIN "user" u ON u.id = p.user_id WHERE p.event_id = $1 ORDER BY u.email',
    [eventId],
  );
  expect(Object.fromEntries(rows.map((r) => [r.email, r.attended]))).toEqual({ [present.email]: true, [absent.email]: false });
  await dialog.getByRole('button', { name: attendanceTexts.close }).click();
  await expect(dialog).toBeHidden();

  // The no-show has no hours yet.
  await signInAs(page, absent);
  await page.goto('/my-impact');
  await expect(page.getByRole('heading', { name: text.heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: text.emptyTitle }).getByRole('link', { name: text.explore })).toHaveAttribute('href', '/upcoming-events');

  // The one who came reaches the page from the avatar menu.
  await signInAs(page, present);
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${present.name}` }).click();
  await page.getByRole('banner').getByRole('link', { name: frameTexts.myImpact }).click();
  await expect(page).toHaveURL('/my-impact');
  await expect(page).toHaveTitle(text.pageTitle);
  const stats = page.locator('dl.stats');
  await expect(stats.getByText(text.totalHours)).toBeVisible();
  await expect(stats.locator('dd').first()).toHaveText('2');
  await expect(stats.locator('dd').nth(1)).toHaveText('1');

  // The event counts in its own zone's month, whatever the browser's or the server's zone.
  const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone }).format(start);
  const byType = page.getByRole('region', { name: text.byType });
  await expect(byType.getByRole('img')).toHaveAccessibleName(`${text.byType}: Cleanup 2 h; Plantation 0 h; Donation 0 h; Education 0 h; Social Work 0 h.`);
  const byMonth = page.getByRole('region', { name: new RegExp(text.byMonth) });
  await expect(byMonth.getByRole('img')).toHaveAccessibleName(new RegExp(`${monthLabel} 2 h\\.$`));
  // The chart's labels are text of the page's scale (14 px), on a desktop and on a phone alike.
  const labelSize = () =>
    byType
      .getByRole('img')
      .getByText('Cleanup', { exact: true })
      .evaluate((label) => getComputedStyle(label).fontSize);
  expect(await labelSize()).toBe('14px');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await labelSize()).toBe('14px');
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(byType.getByRole('table')).toBeHidden();
  await byType.getByText(text.showTable).click();
  await expect(byType.getByRole('row', { name: 'Cleanup 2 1' })).toBeVisible();
  await expect(byType.getByRole('row', { name: 'Education 0 0' })).toBeVisible();
  await byMonth.getByText(text.showTable).click();
  await expect(byMonth.getByRole('row')).toHaveCount(13);
  await expect(byMonth.getByRole('row').last()).toHaveAccessibleName(`${monthLabel} 2 1`);

  const attended = page.getByRole('region', { name: text.attendedEvents });
  await expect(attended.getByRole('listitem')).toHaveCount(1);
  await expect(attended.getByRole('link', { name: title })).toHaveAttribute('href', `/events/${eventId}`);
  await expect(attended.getByText(text.hoursLong('2'))).toBeVisible();
  await expect(attended.locator('time')).toHaveText(formatEventDateTime(start.toISOString(), timeZone));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.downloadCsv }).click()]);
  expect(download.suggestedFilename()).toMatch(/^volunteer-hours-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
  expect(csv).toEqual([[...text.csvHeader], [title, 'Cleanup', isoInZone(start, timeZone), '2', 'Dhanmondi Lake, Dhaka']]);
});

test('an event not yet ended offers no Attendance button', { tag: TIMED }, async ({ page }) => {
  await signUp(page);
  const title = `Later Cleanup ${uniqueTag()}`;
  const date = slotDaysAhead(AHEAD_DAYS);
  const res = await page.request.post('/api/events', {
    headers: { authorization: await bearer(page.request) },
    data: {
      title,
      description: 'Gloves, bags and water are provided; bring a hat.',
      type: 'Cleanup',
      imageUrl: 'https://images.example.com/cleanup.jpg',
      location: 'Dhanmondi Lake, Dhaka',
      date,
      durationMinutes: 120,
      organizer: 'Clean Lakes Dhaka',
      volunteersNeeded: 10,
    },
  });
  expect(res.status()).toBe(201);
  await page.goto('/manage-events');
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  const more = page.getByRole('button', { name: `${manageEventsTexts.more} ${title}`, exact: true });
  await more.click();
  await expect(page.getByRole('button', { name: `Participants ${title}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `${attendanceTexts.button} ${title}` })).toHaveCount(0);

  // Two hours and a minute after the start (on the browser's clock) it has ended, and the button is there.
  await page.clock.install({ time: new Date(Date.parse(date) + 2 * HOUR_MS + 60_000) });
  await page.reload();
  await more.click();
  await expect(page.getByRole('button', { name: `${attendanceTexts.button} ${title}` })).toBeVisible();
});

test('the page shows a loading state until the record arrives', async ({ page }) => {
  await signUp(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/me/impact', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/my-impact');
  await expect(page.getByRole('status').filter({ hasText: text.loading })).toBeAttached();
  await expect(page.getByRole('heading', { name: text.emptyTitle })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text.loading })).toHaveCount(0);
});

test.describe('when the server fails', () => {
  test.use({ expectedFailures: ['/api/me/impact', '/api/events/'] });

  test('the page shows an error with Retry, and Retry loads it', { tag: TIMED }, async ({ page }) => {
    await signUp(page);
    let fail = true;
    await page.route('**/api/me/impact', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } }) : route.continue(),
    );
    await page.goto('/my-impact');
    const alert = page.getByRole('alert').filter({ hasText: text.loadError });
    await expect(alert).toBeVisible(AFTER_RETRIES);
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
  });

  test('a failed save says so in the dialog and keeps the marks', async ({ page }) => {
    const { absent, title, eventId } = await endedEvent(page);
    const dialog = await openAttendance(page, title);
    const absentBox = dialog.getByRole('checkbox', { name: attendanceTexts.presentFor(absent.name) });
    await absentBox.uncheck();
    await page.route(`**/api/events/${eventId}/attendance`, (route) =>
      route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
    );
    await dialog.getByRole('button', { name: attendanceTexts.save }).click();
    await expect(dialog.getByRole('alert')).toContainText(attendanceTexts.saveFailed);
    await expect(absentBox).not.toBeChecked();
    const [row] = await dbQuery<{ n: number }>('SELECT count(*)::int AS n FROM participations WHERE event_id = $1 AND NOT attended', [eventId]);
    expect(row!.n).toBe(0);
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(`/my-impact and the attendance dialog have no axe violations in ${theme} at ${width}px`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: 800 });
        await useTheme(page, theme);
        const { present, title } = await endedEvent(page);

        const dialog = await openAttendance(page, title);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(dialog.getByRole('checkbox')).toHaveCount(2);
        await expectNoAxeViolations(page);
        await dialog.getByRole('checkbox').first().uncheck();
        await dialog.getByRole('button', { name: attendanceTexts.save }).click();
        await expect(dialog.getByRole('status')).toHaveText(attendanceTexts.saved);
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: attendanceTexts.close }).click();

        await signInAs(page, present);
        await page.goto('/my-impact');
        await expect(page.getByRole('heading', { name: text.attendedEvents })).toBeVisible();
        for (const region of await page.getByRole('region', { name: /Hours by/ }).all()) {
          await region.getByText(text.showTable).click();
        }
        await expectNoAxeViolations(page);
      });
    }
  }
});

test('a signed-in visitor can open My Impact from the menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const account = await signUp(page);
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await expect(page.getByRole('link', { name: frameTexts.joinedEvents })).toBeVisible();
  await page.getByRole('link', { name: frameTexts.myImpact }).click();
  await expect(page.getByRole('heading', { name: text.heading, level: 1 })).toBeVisible();
});
