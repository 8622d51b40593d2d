// Issue 38: the shifts of the Create and Edit event forms: rows of role, time and places, a copy of the
// last one, the event's own time and places summed up from them, each refusal on its row.
import type { Browser, Locator, Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime, formatEventEnd, zoneOffsetLabel } from '@volunteering/shared/event-time-format';
import { durationMessages } from '@volunteering/shared/texts/duration';
import { eventFormTexts as text } from '@volunteering/shared/texts/event-form';
import { shiftFieldMessages } from '@volunteering/shared/texts/shifts';
import { validationMessages } from '@volunteering/shared/texts/validation';
import {
  AXE_WIDTHS,
  bearer,
  createEventThroughApi,
  joinThroughApi,
  dbQuery,
  expect,
  expectNoAxeViolations,
  originHeader,
  signUp,
  signUpConfirmed,
  test,
  uniqueTag,
  useTheme,
  keepPicture,
} from './fixtures.ts';

const s = text.shifts;
const ZONE = 'Asia/Dhaka';
/** Next year: ahead of now and within the two years a start may be (issue 35). */
const YEAR = new Date().getFullYear() + 1;
/** 15 December next year at `hour`:`minute` in Dhaka (GMT+6), as an instant. */
const at = (hour: number, minute = 0) => new Date(Date.UTC(YEAR, 11, 15, hour - 6, minute)).toISOString();
/** The same moment as the date picker takes it typed: "December 15, 2027 8:30 AM". */
const typed = (hour: number, minute = 0) =>
  `December 15, ${YEAR} ${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const describedAs = (message: string) => new RegExp(escape(message));
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
/** A shift's row: a group named by its legend, "Shift 2", its fields read with it. */
const shiftRow = (scope: Page | Locator, n: number) => scope.getByRole('group', { name: s.shift(n), exact: true });

async function openCreateForm(page: Page) {
  const user = await signUp(page);
  await page.goto('/create-event');
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  return user;
}

/** The event's own fields, all but its time and places. */
async function fillEventFields(page: Page, title: string) {
  await field(page, text.title).fill(title);
  await field(page, text.description).fill('A riverbank cleanup in staggered jobs, from the team leads to the sorters.');
  await field(page, text.type).selectOption('Cleanup');
  await field(page, text.location).fill('Hatirjheel Lake, Dhaka');
  await field(page, text.imageUrl).fill('https://images.example.com/cleanup.jpg');
}

/** Types a start into a row's picker and closes it; the picker hands focus back to its box. */
async function typeStart(row: Locator, when: string) {
  const start = field(row, s.start);
  await start.fill(when);
  await start.press('Escape');
  await expect(start).toBeFocused();
}

async function fillShift(row: Locator, shift: { role: string; places: string; start: string; minutes: number }) {
  await field(row, s.role).fill(shift.role);
  await field(row, s.places).fill(shift.places);
  await typeStart(row, shift.start);
  await field(row, s.end).selectOption(String(shift.minutes));
}

const ownEvents = (email: string) => dbQuery<{ id: string }>('select e.id from events e join "user" u on u.id = e.owner_id where u.email = $1', [email]);

async function eventAnswer(page: Page, id: string): Promise<VolunteerEvent> {
  const res = await page.request.get(`/api/events/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as VolunteerEvent;
}

test('an organizer makes three shifts, one a copy of the last; the event takes its time and places from them, in its zone', async ({ page }) => {
  const user = await openCreateForm(page);
  await expect(page.getByText(s.intro)).toBeVisible();
  await expect(field(page, text.date)).toBeVisible();
  await fillEventFields(page, `Riverbank Day ${uniqueTag()}`);

  await page.getByRole('button', { name: s.add }).click();
  const first = shiftRow(page, 1);
  await expect(field(first, s.role)).toBeFocused();
  // With a shift, the event's own start, duration and volunteers needed give way to what the shifts make.
  await expect(field(page, text.date)).toHaveCount(0);
  await expect(field(page, text.duration)).toHaveCount(0);
  await expect(field(page, text.volunteersNeeded)).toHaveCount(0);
  await expect(page.getByText(s.summaryPending)).toBeVisible();
  await expect(page.getByText(s.zone(text.timeZoneOption('Dhaka, Bangladesh', zoneOffsetLabel(new Date(), ZONE))))).toBeVisible();
  await fillShift(first, { role: 'Team leads', places: '2', start: typed(8), minutes: 480 });
  await first.getByLabel(s.restricted).check();
  // The end reads as a time on the event's clock, with the shift's length.
  await expect(field(first, s.end).locator('option:checked')).toHaveText(s.endOption('4:00 PM', durationMessages.label(480)));
  await expect(field(first, s.end).locator('option').last()).toHaveText(s.endNextDay('8:00 AM', durationMessages.label(24 * 60)));

  await page.getByRole('button', { name: s.add }).click();
  const second = shiftRow(page, 2);
  await expect(field(second, s.role)).toBeFocused();
  await fillShift(second, { role: 'Pickers', places: '30', start: typed(9), minutes: 180 });

  // The copy has the last one's role, times and places; this one moves to the afternoon.
  await page.getByRole('button', { name: s.copyLast }).click();
  const third = shiftRow(page, 3);
  await expect(field(third, s.role)).toBeFocused();
  await expect(field(third, s.role)).toHaveValue('Pickers');
  await expect(field(third, s.places)).toHaveValue('30');
  await expect(field(third, s.start)).toHaveValue(typed(9));
  await expect(field(third, s.end)).toHaveValue('180');
  await field(third, s.role).fill('Sorters');
  await field(third, s.places).fill('5');
  await typeStart(third, typed(13));

  await expect(page.getByText(s.summary(formatEventDateTime(at(8), ZONE), formatEventEnd(at(8), at(16), ZONE), 37))).toBeVisible();

  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(page.getByRole('dialog', { name: text.createdTitle })).toBeVisible();
  const rows = await ownEvents(user.email);
  expect(rows).toHaveLength(1);
  const saved = await eventAnswer(page, rows[0]!.id);
  expect(saved).toMatchObject({ timeZone: ZONE, date: at(8), endDate: at(16), durationMinutes: 480, volunteersNeeded: 37 });
  expect(saved.shifts.map(({ title, start, end, capacity, restricted }) => ({ title, start, end, capacity, restricted }))).toEqual([
    { title: 'Team leads', start: at(8), end: at(16), capacity: 2, restricted: true },
    { title: 'Pickers', start: at(9), end: at(12), capacity: 30, restricted: false },
    { title: 'Sorters', start: at(13), end: at(16), capacity: 5, restricted: false },
  ]);

  // Behind the dialog the form is new again: no shifts, the event's own fields back.
  await page.keyboard.press('Escape');
  await expect(shiftRow(page, 1)).toHaveCount(0);
  await expect(field(page, text.date)).toHaveValue('');
  await expect(field(page, text.volunteersNeeded)).toHaveValue('');
});

test("a row's problem shows on that row's field, with the others, and nothing is saved; removing every shift brings the event's fields back", async ({
  page,
}) => {
  const user = await openCreateForm(page);
  await fillEventFields(page, `Bad Rows ${uniqueTag()}`);
  await page.getByRole('button', { name: s.add }).click();
  await fillShift(shiftRow(page, 1), { role: 'Registration desk', places: '4', start: typed(8, 30), minutes: 90 });
  await page.getByRole('button', { name: s.add }).click();
  const second = shiftRow(page, 2);
  await fillShift(second, { role: ' ', places: '0', start: typed(7, 15), minutes: 60 });

  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(field(second, s.places)).toHaveAccessibleDescription(describedAs(shiftFieldMessages.capacity(1000)));
  await expect(field(second, s.places)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(second, s.role)).toHaveAccessibleDescription(describedAs(shiftFieldMessages.title));
  await expect(field(second, s.start)).toHaveAccessibleDescription(describedAs(validationMessages.timeSlot));
  // The first row is fine, and says nothing.
  const first = shiftRow(page, 1);
  for (const label of [s.role, s.places, s.start, s.end]) await expect(field(first, label)).not.toHaveAttribute('aria-invalid', 'true');
  expect(await ownEvents(user.email)).toEqual([]);

  // The message follows the row: fixed, it goes.
  await field(second, s.places).fill('3');
  await expect(field(second, s.places)).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: s.remove(2) }).click();
  await expect(page.getByRole('button', { name: s.add })).toBeFocused();
  await page.getByRole('button', { name: s.remove(1) }).click();
  await expect(field(page, text.date)).toBeVisible();
  await expect(field(page, text.volunteersNeeded)).toBeVisible();
  await expect(page.getByRole('button', { name: s.copyLast })).toHaveCount(0);
});

/** A volunteer of their own, signed up and confirmed, who takes a place in the shift. */
async function volunteerJoins(browser: Browser, page: Page, eventId: string, shiftId: string) {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const email = `volunteer-${uniqueTag()}@example.com`;
    await signUpConfirmed(context.request, { name: 'Nusrat Jahan', email, password: 'Secret123', image: 'https://example.com/n.png' }, originHeader(page));
    const res = await context.request.patch(`/api/events/${eventId}/shifts/${shiftId}/join`, {
      headers: { authorization: await bearer(context.request) },
      data: {},
    });
    expect(await res.json()).toMatchObject({ success: true });
  } finally {
    await context.close();
  }
}

test.describe('editing', () => {
  // The server's refusal of too few places is part of the test.
  test.use({ expectedFailures: ['/api/events/my-events/'] });

  test('keeps the shifts it names: one renamed, one removed; a shift cannot take fewer places than people in it, said on its row', async ({
    page,
    browser,
  }) => {
    await signUp(page);
    const event = await createEventThroughApi(page.request, {
      shifts: [
        { title: 'Registration desk', start: at(8), end: at(10), capacity: 3 },
        { title: 'Pickers', start: at(10), end: at(12), capacity: 3 },
        { title: 'Sorters', start: at(12), end: at(14), capacity: 5 },
      ],
    });
    const [desk, pickers, sorters] = event.shifts;
    await page.goto('/manage-events');
    await volunteerJoins(browser, page, event._id, sorters!.id);
    await volunteerJoins(browser, page, event._id, sorters!.id);
    await page.reload();
    await page.getByRole('button', { name: `Edit ${event.title}` }).click();
    const dialog = page.getByRole('dialog', { name: text.editTitle });
    await expect(shiftRow(dialog, 3)).toBeVisible();
    await expect(field(shiftRow(dialog, 1), s.role)).toHaveValue('Registration desk');
    await expect(field(shiftRow(dialog, 2), s.start)).toHaveValue(typed(10));
    await expect(field(shiftRow(dialog, 2), s.end)).toHaveValue('120');
    await expect(field(shiftRow(dialog, 3), s.places)).toHaveAccessibleDescription(s.joined(2));
    await expect(dialog.getByText(s.summary(formatEventDateTime(at(8), ZONE), formatEventEnd(at(8), at(14), ZONE), 11))).toBeVisible();

    await field(shiftRow(dialog, 1), s.role).fill('Welcome desk');
    await dialog.getByRole('button', { name: s.remove(2) }).click();
    const kept = shiftRow(dialog, 2);
    await expect(field(kept, s.role)).toHaveValue('Sorters');
    await field(kept, s.places).fill('1');
    await dialog.getByRole('button', { name: text.save }).click();
    // The server's refusal, on the row it names, and nothing changed.
    await expect(field(kept, s.places)).toHaveAccessibleDescription(describedAs(shiftFieldMessages.capacityBelowJoined(2)));
    await expect(field(kept, s.places)).toBeFocused();
    expect((await eventAnswer(page, event._id)).shifts.map((shift) => shift.title)).toEqual(['Registration desk', 'Pickers', 'Sorters']);

    await field(kept, s.places).fill('2');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('dialog', { name: text.updatedTitle })).toBeVisible();
    const saved = await eventAnswer(page, event._id);
    expect(saved.shifts.map(({ id, title, capacity, joined }) => ({ id, title, capacity, joined }))).toEqual([
      { id: desk!.id, title: 'Welcome desk', capacity: 3, joined: 0 },
      { id: sorters!.id, title: 'Sorters', capacity: 2, joined: 2 },
    ]);
    expect(saved.shifts.some((shift) => shift.id === pickers!.id)).toBe(false);
    expect(saved).toMatchObject({ date: at(8), durationMinutes: 360, volunteersNeeded: 5, volunteersJoined: 2 });
  });

  test('an event people joined as a whole offers no shifts, and says why; removing every shift makes it one place again', async ({ page, browser }) => {
    await signUp(page);
    const whole = await createEventThroughApi(page.request);
    const split = await createEventThroughApi(page.request, { shifts: [{ title: 'Pickers', start: at(9), end: at(12), capacity: 4 }] });
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signUpConfirmed(
      context.request,
      { name: 'Rafiq Islam', email: `rafiq-${uniqueTag()}@example.com`, password: 'Secret123', image: 'https://example.com/r.png' },
      originHeader(page),
    );
    await joinThroughApi(context.request, whole._id);
    await context.close();

    await page.goto('/manage-events');
    await page.getByRole('button', { name: `Edit ${whole.title}` }).click();
    const dialog = page.getByRole('dialog', { name: text.editTitle });
    await expect(dialog.getByText(shiftFieldMessages.joinedAsWhole)).toBeVisible();
    await expect(dialog.getByRole('button', { name: s.add })).toHaveCount(0);
    await dialog.getByRole('button', { name: text.cancel }).click();

    await page.getByRole('button', { name: `Edit ${split.title}` }).click();
    await dialog.getByRole('button', { name: s.remove(1) }).click();
    await field(dialog, text.volunteersNeeded).fill('6');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('dialog', { name: text.updatedTitle })).toBeVisible();
    expect(await eventAnswer(page, split._id)).toMatchObject({ shifts: [], volunteersNeeded: 6, date: at(9), durationMinutes: 180 });
  });
});

test('keyboard alone adds a shift, fills it and copies it', async ({ page }) => {
  await openCreateForm(page);
  await page.getByRole('button', { name: s.add }).focus();
  await page.keyboard.press('Enter');
  const row = shiftRow(page, 1);
  await expect(field(row, s.role)).toBeFocused();
  await page.keyboard.type('Water point');
  await page.keyboard.press('Tab');
  await expect(field(row, s.places)).toBeFocused();
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await expect(field(row, s.start)).toBeFocused();
  await page.keyboard.type(typed(10));
  await page.keyboard.press('Escape');
  await expect(field(row, s.start)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(row, s.end)).toBeFocused();
  // Two hours unless changed; typing a time picks the end at it.
  await expect(field(row, s.end)).toHaveValue('120');
  await page.keyboard.type('12:30');
  await expect(field(row, s.end)).toHaveValue('150');
  await page.keyboard.press('Tab');
  await expect(field(row, s.description)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(row.getByLabel(s.restricted)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: s.remove(1) })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: s.copyLast })).toBeFocused();
  await page.keyboard.press('Enter');
  const copy = shiftRow(page, 2);
  await expect(field(copy, s.role)).toBeFocused();
  await expect(field(copy, s.role)).toHaveValue('Water point');
  await expect(field(copy, s.start)).toHaveValue(typed(10));
  await expect(field(copy, s.end)).toHaveValue('150');
  await expect(copy.getByLabel(s.restricted)).toBeChecked();
  await expect(page.getByText(s.summary(formatEventDateTime(at(10), ZONE), formatEventEnd(at(10), at(12, 30), ZONE), 12))).toBeVisible();
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`axe: the shifts, their summary and their messages in ${theme} at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      await openCreateForm(page);
      await page.getByRole('button', { name: s.add }).click();
      await fillShift(shiftRow(page, 1), { role: 'Team leads', places: '2', start: typed(8), minutes: 480 });
      await page.getByRole('button', { name: s.copyLast }).click();
      await field(shiftRow(page, 2), s.places).fill('0');
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(field(shiftRow(page, 2), s.places)).toHaveAttribute('aria-invalid', 'true');
      await field(shiftRow(page, 2), s.role).focus();
      await expectNoAxeViolations(page);
      await keepPicture(page.getByRole('region', { name: s.heading }), `shifts-${theme}-${width}.png`);
    });
  }
}
