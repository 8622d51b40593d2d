// Issue 38's screens for the people of shifts: Manage's participants per shift with "Add a person",
// attendance per shift once each has ended, and My Joined Events naming each shift with its time,
// all against the real server.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { eventCardTexts } from '@volunteering/shared/texts/event-card';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';
import { eventStatusTexts } from '@volunteering/shared/texts/event-status';
import { joinedEventsTexts } from '@volunteering/shared/texts/joined-events';
import { manageEventsTexts as text } from '@volunteering/shared/texts/manage-events';
import { shiftMessages } from '@volunteering/shared/texts/shifts';
import {
  AXE_WIDTHS,
  bearer,
  createEventThroughApi,
  dbQuery,
  expect,
  expectNoAxeViolations,
  person,
  signUp,
  signUpConfirmed,
  slotDaysAhead,
  test,
  uniqueTag,
  useTheme,
  type Person,
} from './fixtures.ts';

const HOUR_MS = 3_600_000;
const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

/** A riverbank day in Dhaka 20 days ahead: a desk from 8:30, pickers from 9:00, sorters from 13:00. */
function dayOfShifts() {
  const desk = slotDaysAhead(20, 8, 30);
  const pickers = slotDaysAhead(20, 9);
  const sorting = slotDaysAhead(20, 13);
  return [
    { title: 'Registration desk', start: desk, end: later(desk, 1.5), capacity: 3 },
    { title: 'River pickers', start: pickers, end: later(pickers, 3), capacity: 30 },
    { title: 'Sorting', start: sorting, end: later(sorting, 2), capacity: 4 },
  ];
}

async function shiftEvent(request: APIRequestContext): Promise<VolunteerEvent> {
  const event = await createEventThroughApi(request, { title: `Riverbank Day ${uniqueTag()}`, shifts: dayOfShifts() });
  expect(event.shifts.map((shift) => shift.title)).toEqual(['Registration desk', 'River pickers', 'Sorting']);
  return event;
}

const shiftOf = (event: VolunteerEvent, title: string) => event.shifts.find((shift) => shift.title === title)!;

async function joinShift(request: APIRequestContext, event: VolunteerEvent, title: string) {
  const res = await request.patch(`/api/events/${event._id}/shifts/${shiftOf(event, title).id}/join`, {
    headers: { authorization: await bearer(request) },
    data: {},
  });
  expect(await res.json()).toMatchObject({ success: true });
}

/** A volunteer on the other side of the world, so a time shown in the viewer's zone would differ. */
async function volunteerIn(browser: import('@playwright/test').Browser, baseURL: string, event: VolunteerEvent, titles: string[]): Promise<Person> {
  const volunteer = await person(browser, baseURL, 'Vera Volunteer', { timezoneId: 'America/New_York' });
  for (const title of titles) await joinShift(volunteer.page.request, event, title);
  return volunteer;
}

/** An account that has joined nothing, made in an API-only context. */
async function account(request: APIRequestContext, origin: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${uniqueTag()}@example.com`;
  await signUpConfirmed(request, { name, email, password: 'Secret123', image: 'https://example.com/n.png' }, { origin });
  return { name, email };
}

/** "Saturday, … at 8:30 AM GMT+6 to 10:00 AM GMT+6": the shift's time in the event's zone. */
const timeOf = (event: VolunteerEvent, title: string, locale = 'en-US') => {
  const shift = shiftOf(event, title);
  return eventShiftsTexts.timeRange(formatEventDateTime(shift.start, event.timeZone, locale), formatEventEnd(shift.start, shift.end, event.timeZone, locale));
};

const card = (page: Page, title: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const more = (page: Page, event: VolunteerEvent) => card(page, event.title).getByRole('button', { name: `${text.more} ${event.title}`, exact: true });

async function openParticipants(page: Page, event: VolunteerEvent): Promise<Locator> {
  await page.goto('/manage-events');
  await more(page, event).click();
  await card(page, event.title)
    .getByRole('button', { name: `${text.participants} ${event.title}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: text.participantsTitle(event.title) });
  await expect(dialog.getByRole('heading', { name: text.shifts.heading })).toBeVisible();
  return dialog;
}

const shiftRow = (dialog: Locator, title: string) => dialog.getByRole('article', { name: title, exact: true });
const emailField = (row: Locator, title: string) => row.getByRole('textbox', { name: `${text.shifts.addPerson}${text.shifts.addFor(title)}`, exact: true });
const addButton = (row: Locator, title: string) => row.getByRole('button', { name: `${text.shifts.add}${text.shifts.addFor(title)}`, exact: true });

test("the volunteer's My Joined Events names each of their shifts with its time in the event's zone, and offers View in place of Cancel", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page, { name: 'Organizer Olivia' });
  const event = await shiftEvent(page.request);
  const volunteer = await volunteerIn(browser, baseURL!, event, ['Registration desk', 'Sorting']);

  await volunteer.page.goto('/joined-events');
  const joined = card(volunteer.page, event.title);
  const mine = joined.getByRole('region', { name: joinedEventsTexts.myShifts(2) });
  await expect(mine.getByRole('listitem')).toHaveText([`Registration desk${timeOf(event, 'Registration desk')}`, `Sorting${timeOf(event, 'Sorting')}`]);
  await expect(joined).not.toContainText('River pickers');
  await expect(joined.getByRole('link', { name: `${joinedEventsTexts.view} ${event.title}`, exact: true })).toBeVisible();
  await expect(joined.getByRole('button', { name: `${joinedEventsTexts.cancel} ${event.title}`, exact: true })).toHaveCount(0);
  // The count comes from the shifts: 2 places taken of their 37.
  await expect(joined).toContainText(eventCardTexts.volunteers(2, 37));
  expect(volunteer.problems).toEqual([]);
  await volunteer.page.close();
});

test("a card's places and Full come from the shifts: Full once every shift's places are taken", async ({ page, browser, baseURL }) => {
  await signUp(page, { name: 'Organizer Olivia' });
  const start = slotDaysAhead(21, 9);
  const event = await createEventThroughApi(page.request, {
    title: `Small Day ${uniqueTag()}`,
    shifts: [
      { title: 'Registration desk', start, end: later(start, 1), capacity: 1 },
      { title: 'Sorting', start: later(start, 2), end: later(start, 3), capacity: 1 },
    ],
  });
  const first = await volunteerIn(browser, baseURL!, event, ['Registration desk']);
  await page.goto('/manage-events');
  const mine = card(page, event.title);
  await expect(mine).toContainText(eventCardTexts.volunteers(1, 2));
  await expect(mine).toContainText(eventStatusTexts.spotsLeft(1));
  const second = await volunteerIn(browser, baseURL!, event, ['Sorting']);
  await page.reload();
  await expect(mine).toContainText(eventCardTexts.volunteers(2, 2));
  await expect(mine).toContainText(eventStatusTexts.full);
  await first.page.close();
  await second.page.close();
});

test('an organizer adds a person to a shift with the keyboard alone', async ({ page, request, baseURL }) => {
  await signUp(page, { name: 'Organizer Olivia' });
  const event = await shiftEvent(page.request);
  const nasrin = await account(request, baseURL!, 'Nasrin Akter');
  await page.goto('/manage-events');
  await more(page, event).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(card(page, event.title).getByRole('button', { name: `${text.participants} ${event.title}`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text.participantsTitle(event.title) });
  const pickers = shiftRow(dialog, 'River pickers');
  const field = emailField(pickers, 'River pickers');
  await expect(field).toBeVisible();
  for (let presses = 0; presses < 30 && !(await field.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type(nasrin.email);
  await page.keyboard.press('Enter');
  await expect(pickers.getByRole('status')).toHaveText(shiftMessages.personPut(nasrin.name, 'River pickers'));
  await expect(pickers).toContainText(eventShiftsTexts.places(1, 30));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

/**
 * Moves the event's first shift (and the event's start) so it ended an hour ago, and its last so
 * it ends in an hour: the API refuses a start that has passed, and the server's clock cannot move.
 */
async function endFirstShift(event: VolunteerEvent) {
  const [first, , last] = event.shifts;
  const now = Date.now();
  await dbQuery('UPDATE shifts SET start = $2, "end" = $3 WHERE id = $1', [first!.id, new Date(now - 2.5 * HOUR_MS), new Date(now - HOUR_MS)]);
  await dbQuery('UPDATE shifts SET start = $2, "end" = $3 WHERE id = $1', [event.shifts[1]!.id, new Date(now - 2 * HOUR_MS), new Date(now - 0.5 * HOUR_MS)]);
  await dbQuery('UPDATE shifts SET start = $2, "end" = $3 WHERE id = $1', [last!.id, new Date(now - 0.5 * HOUR_MS), new Date(now + HOUR_MS)]);
  await dbQuery('UPDATE events SET date = $2, duration_minutes = $3 WHERE id = $1', [event._id, new Date(now - 2.5 * HOUR_MS), 210]);
}

test('attendance is marked shift by shift once each has ended, and saved for that shift', async ({ page, browser, baseURL }) => {
  await signUp(page, { name: 'Organizer Olivia' });
  const event = await shiftEvent(page.request);
  const volunteer = await volunteerIn(browser, baseURL!, event, ['Registration desk', 'Sorting']);
  await endFirstShift(event);
  const moved = (await (await page.request.get(`/api/events/${event._id}`)).json()) as VolunteerEvent;

  await page.goto('/manage-events');
  await more(page, event).click();
  await card(page, event.title)
    .getByRole('button', { name: `${attendanceTexts.button} ${event.title}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: attendanceTexts.title(event.title) });
  await expect(dialog.getByText(attendanceTexts.shifts.intro)).toBeVisible();
  const desk = dialog.getByRole('region', { name: 'Registration desk', exact: true });
  const sorting = dialog.getByRole('region', { name: 'Sorting', exact: true });
  await expect(desk).toContainText(timeOf(moved, 'Registration desk'));
  await expect(dialog.getByRole('region', { name: 'River pickers', exact: true })).toContainText(text.shifts.nobody);
  await expect(sorting).toContainText(attendanceTexts.shifts.notEnded(formatEventDateTime(shiftOf(moved, 'Sorting').end, event.timeZone)));
  await expect(sorting.getByRole('checkbox')).toHaveCount(0);

  const present = desk.getByRole('checkbox', { name: attendanceTexts.presentFor(volunteer.account.name) });
  await expect(present).toBeChecked();
  await present.uncheck();
  await expect(desk).toContainText(attendanceTexts.summary(0, 1));
  await desk.getByRole('button', { name: `${attendanceTexts.save}${attendanceTexts.shifts.saveFor('Registration desk')}`, exact: true }).click();
  await expect(desk.getByRole('status')).toHaveText(attendanceTexts.shifts.saved);
  const sheet = await (await page.request.get(`/api/events/${event._id}/attendance`, { headers: { authorization: await bearer(page.request) } })).json();
  expect(sheet.shifts.map((shift: { title: string; people: { email: string; attended: boolean }[] }) => [shift.title, shift.people])).toEqual([
    ['Registration desk', [{ name: volunteer.account.name, email: volunteer.email, attended: false }]],
    ['River pickers', []],
    ['Sorting', [{ name: volunteer.account.name, email: volunteer.email, attended: true }]],
  ]);
  await volunteer.page.close();
});

// An address without an account answers 404 with its reason, which the row shows.
test.describe('with an address that has no account', () => {
  test.use({ expectedFailures: ['/api/events/'] });

  test('the organizer sees each shift with its people, adds a second person by e-mail, and reads a refusal on the row it belongs to', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await signUp(page, { name: 'Organizer Olivia' });
    const event = await shiftEvent(page.request);
    const volunteer = await volunteerIn(browser, baseURL!, event, ['Registration desk']);
    const nasrin = await account(request, baseURL!, 'Nasrin Akter');

    const dialog = await openParticipants(page, event);
    await expect(dialog).toContainText(text.participantsCount(1));
    const desk = shiftRow(dialog, 'Registration desk');
    await expect(desk).toContainText(timeOf(event, 'Registration desk'));
    await expect(desk).toContainText(eventShiftsTexts.places(1, 3));
    await expect(desk.getByRole('link', { name: volunteer.email })).toHaveAttribute('href', `mailto:${volunteer.email}`);
    await expect(desk).toContainText(volunteer.account.name);
    const pickers = shiftRow(dialog, 'River pickers');
    await expect(pickers).toContainText(text.shifts.nobody);
    await expect(pickers).toContainText(eventShiftsTexts.places(0, 30));
    await expect(shiftRow(dialog, 'Sorting')).toContainText(timeOf(event, 'Sorting'));

    // The address as someone might type it; the server finds the account in any case.
    await emailField(desk, 'Registration desk').fill(`  ${nasrin.email.toUpperCase()} `);
    await addButton(desk, 'Registration desk').click();
    await expect(desk.getByRole('status')).toHaveText(shiftMessages.personPut(nasrin.name, 'Registration desk'));
    await expect(desk).toContainText(nasrin.email);
    await expect(desk).toContainText(eventShiftsTexts.places(2, 3));
    await expect(emailField(desk, 'Registration desk')).toHaveValue('');
    const rows = await dbQuery<{ email: string }>(
      `select u.email from shift_participations p join "user" u on u.id = p.user_id where p.shift_id = $1 order by u.email`,
      [shiftOf(event, 'Registration desk').id],
    );
    expect(rows.map((row) => row.email).sort()).toEqual([nasrin.email, volunteer.email].sort());

    await emailField(pickers, 'River pickers').fill(`nobody-${uniqueTag()}@example.com`);
    await addButton(pickers, 'River pickers').click();
    await expect(pickers.getByRole('alert')).toHaveText(`${text.shifts.addFailed} ${shiftMessages.personNotFound}`);
    await expect(pickers).toContainText(text.shifts.nobody);
    await expect(desk.getByRole('alert')).toHaveCount(0);
    await volunteer.page.close();
  });

  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(`people per shift, attendance per shift and my shifts have no axe violations in ${theme} at ${width}px`, async ({
        page,
        browser,
        request,
        baseURL,
      }) => {
        test.slow();
        await page.setViewportSize({ width, height: 800 });
        await useTheme(page, theme);
        await signUp(page, { name: 'Organizer Olivia' });
        const event = await shiftEvent(page.request);
        const volunteer = await volunteerIn(browser, baseURL!, event, ['Registration desk']);
        const nasrin = await account(request, baseURL!, 'Nasrin Akter');

        const dialog = await openParticipants(page, event);
        const desk = shiftRow(dialog, 'Registration desk');
        await emailField(desk, 'Registration desk').fill(nasrin.email);
        await addButton(desk, 'Registration desk').click();
        await expect(desk.getByRole('status')).toBeVisible();
        const pickers = shiftRow(dialog, 'River pickers');
        await emailField(pickers, 'River pickers').fill('not an address');
        await addButton(pickers, 'River pickers').click();
        await expect(emailField(pickers, 'River pickers')).toHaveAttribute('aria-invalid', 'true');
        const sorting = shiftRow(dialog, 'Sorting');
        await emailField(sorting, 'Sorting').fill(`nobody-${uniqueTag()}@example.com`);
        await addButton(sorting, 'Sorting').click();
        await expect(sorting.getByRole('alert')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');

        await endFirstShift(event);
        await page.reload();
        await more(page, event).click();
        await card(page, event.title)
          .getByRole('button', { name: `${attendanceTexts.button} ${event.title}`, exact: true })
          .click();
        const attendance = page.getByRole('dialog', { name: attendanceTexts.title(event.title) });
        await expect(attendance.getByRole('checkbox').first()).toBeVisible();
        await expectNoAxeViolations(page);

        await volunteer.page.setViewportSize({ width, height: 800 });
        await useTheme(volunteer.page, theme);
        await volunteer.page.goto('/joined-events');
        await expect(volunteer.page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(card(volunteer.page, event.title).getByRole('region', { name: joinedEventsTexts.myShifts(1) })).toBeVisible();
        await expectNoAxeViolations(volunteer.page);
        await volunteer.page.close();
      });
    }
  }
});
