import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CANCEL_DIALOG_MS } from '@volunteering/shared/constants';
import { LAYOUT_STORAGE_KEY } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventStatusTexts } from '@volunteering/shared/texts/event-status';
import { joinedEventsTexts as text } from '@volunteering/shared/texts/joined-events';
import {
  AXE_WIDTHS,
  bearer,
  dbQuery,
  expect,
  expectNoAxeViolations,
  moveEventStart,
  pageTasksDone,
  pauseClock,
  signUp,
  slotDaysAhead,
  test,
  uniqueTag,
  useTheme,
  TIMED,
  AFTER_RETRIES,
  signUpConfirmed,
} from './fixtures.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * The events here are dated this many days ahead, after every seeded event, so that the lists other
 * tests read at the same time (Home's next five, a type's first page) never change under them; the
 * browser's clock is moved out there instead.
 */
const AHEAD_DAYS = 400;
/** A start the server takes (10:00 AM on the event's clock, or `hour`:`minute`), `day` days after AHEAD_DAYS. */
const aheadDay = (day: number, hour?: number, minute?: number) => slotDaysAhead(AHEAD_DAYS + day, hour, minute);

/** An organizer in an API-only context (its own cookies; the browser is the volunteer). */
async function organizer(request: APIRequestContext, origin: string): Promise<string> {
  await signUpConfirmed(
    request,
    { name: 'Rahim Uddin', email: `org-${uniqueTag()}@example.com`, password: 'Secret123', image: 'https://example.com/r.png' },
    { origin },
  );
  return bearer(request);
}

async function createEvent(request: APIRequestContext, authorization: string, title: string, date: string, durationMinutes?: number): Promise<VolunteerEvent> {
  const res = await request.post('/api/events', {
    headers: { authorization },
    data: {
      title,
      description: 'Sorting donated books for the neighbourhood library.',
      type: 'Education',
      imageUrl: 'https://images.example.com/books.jpg',
      location: 'Mirpur 10, Dhaka',
      date,
      organizer: 'Mirpur Readers',
      volunteersNeeded: 8,
      durationMinutes,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as VolunteerEvent;
}

/** The browser's user joins, through the real API. */
async function join(page: Page, eventId: string) {
  const res = await page.request.patch(`/api/events/${eventId}/join`, { headers: { authorization: await bearer(page.request) }, data: {} });
  expect(await res.json()).toEqual({ success: true, code: 'api.joined', message: 'You have joined this event.' });
}

const card = (page: Page, title: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const cancelButton = (scope: Locator, title: string) => scope.getByRole('button', { name: `Cancel ${title}`, exact: true });
const participation = (eventId: string, email: string) =>
  dbQuery('select 1 from participations p join "user" u on u.id = p.user_id where p.event_id = $1 and u.email = $2', [eventId, email]);

test(
  'upcoming first by date, then completed most recent first, each labelled; completed ones cannot be cancelled',
  { tag: TIMED },
  async ({ page, request, baseURL }) => {
    const tag = uniqueTag();
    const authorization = await organizer(request, baseURL!);
    const byDay = new Map<number, VolunteerEvent>();
    // Created out of order, so neither creation order nor the server's order can pass for the sort.
    for (const day of [3, 1, 4, 2]) byDay.set(day, await createEvent(request, authorization, `Day ${day} Book Sorting ${tag}`, aheadDay(day)));
    // Starts just after day 2's event but lasts 24 hours: still on half a day later, so it is neither upcoming nor completed.
    const allDay = await createEvent(request, authorization, `All-day Book Fair ${tag}`, aheadDay(2, 10, 30), 24 * 60);
    await signUp(page);
    for (const event of [...byDay.values(), allDay]) await join(page, event._id);

    // The browser's clock between day 2 and day 3: days 1 and 2 have taken place for the page.
    await page.clock.install({ time: new Date(Date.parse(aheadDay(2)) + 12 * HOUR_MS) });
    await page.goto('/joined-events');
    await expect(page).toHaveTitle(text.pageTitle);
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(page.getByText(text.intro, { exact: true })).toBeVisible();
    const headings = page.getByRole('article').getByRole('heading');
    const expectedOrder = [allDay.title, ...[3, 4, 2, 1].map((day) => byDay.get(day)!.title)];
    await expect(headings).toHaveText(expectedOrder);
    const ongoing = card(page, allDay.title);
    await expect(ongoing.getByText(eventStatusTexts.happeningNow, { exact: true })).toBeVisible();
    await expect(ongoing.getByText(text.completed, { exact: true })).toHaveCount(0);
    await expect(cancelButton(ongoing, allDay.title)).toBeEnabled();

    for (const day of [3, 4]) {
      const upcoming = card(page, byDay.get(day)!.title);
      await expect(upcoming.getByText(text.upcoming, { exact: true })).toBeVisible();
      await expect(upcoming.getByText(text.completed, { exact: true })).toHaveCount(0);
      await expect(cancelButton(upcoming, byDay.get(day)!.title)).toBeEnabled();
      await expect(upcoming.getByRole('link', { name: `View ${byDay.get(day)!.title}` })).toHaveAttribute('href', `/events/${byDay.get(day)!._id}`);
    }
    for (const day of [2, 1]) {
      const completed = card(page, byDay.get(day)!.title);
      await expect(completed.getByText(text.completed, { exact: true })).toBeVisible();
      await expect(cancelButton(completed, byDay.get(day)!.title)).toBeDisabled();
      // Dimmed: the picture at half opacity.
      expect(await completed.locator('.aspect-video').evaluate((el) => getComputedStyle(el).opacity)).toBe('0.5');
    }

    // The layout switch works here too and is remembered under the same key.
    await page.getByRole('button', { name: 'List view' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), LAYOUT_STORAGE_KEY)).toBe('list');
    await expect(headings).toHaveText(expectedOrder);
  },
);

test('Cancel removes the card at once, then "Cancelled!" closes itself after 2 seconds', { tag: TIMED }, async ({ page, request, baseURL }) => {
  const tag = uniqueTag();
  const authorization = await organizer(request, baseURL!);
  const leaving = await createEvent(request, authorization, `Leaving ${tag}`, aheadDay(0));
  const staying = await createEvent(request, authorization, `Staying ${tag}`, aheadDay(1));
  const volunteer = await signUp(page);
  await join(page, leaving._id);
  await join(page, staying._id);
  await page.clock.install();
  await page.goto('/joined-events');

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events/cancel/*', async (route) => {
    await held;
    await route.continue();
  });
  await cancelButton(card(page, leaving.title), leaving.title).click();
  await expect(card(page, leaving.title)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: text.cancelledTitle })).toHaveCount(0);

  // The answer arrives with the clock stopped: the dialog's 2 seconds start at that instant.
  await pauseClock(page);
  const answered = page.waitForResponse((response) => response.url().includes('/api/events/cancel/'));
  release();
  await answered;
  const dialog = page.getByRole('dialog', { name: text.cancelledTitle });
  await expect(dialog).toContainText(text.cancelledBody);
  await expect(dialog.getByRole('button')).toHaveCount(0);
  await page.clock.runFor(CANCEL_DIALOG_MS - 1);
  await pageTasksDone(page);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(1);
  await expect(dialog).toBeHidden();
  await page.clock.resume();

  expect(await participation(leaving._id, volunteer.email)).toHaveLength(0);
  expect(await participation(staying._id, volunteer.email)).toHaveLength(1);
  await page.reload();
  await expect(card(page, staying.title)).toBeVisible();
  await expect(card(page, leaving.title)).toHaveCount(0);
});

test(
  'when "Cancelled!" closes itself, focus goes to the next card, else the one before, else the heading',
  { tag: TIMED },
  async ({ page, request, baseURL }) => {
    const tag = uniqueTag();
    const authorization = await organizer(request, baseURL!);
    const [first, second, third] = [
      await createEvent(request, authorization, `First Shelf ${tag}`, aheadDay(1)),
      await createEvent(request, authorization, `Second Shelf ${tag}`, aheadDay(2)),
      await createEvent(request, authorization, `Third Shelf ${tag}`, aheadDay(3)),
    ] as const;
    await signUp(page);
    for (const event of [first, second, third]) await join(page, event._id);
    await page.clock.install();
    await page.goto('/joined-events');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([first.title, second.title, third.title]);

    /** Cancels `event` by keyboard and lets "Cancelled!" close itself: at that very instant, focus has moved on. */
    async function cancelAndExpectFocusOn(event: VolunteerEvent, focused: () => Locator) {
      await pauseClock(page);
      await cancelButton(card(page, event.title), event.title).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text.cancelledTitle });
      await expect(dialog).toBeVisible();
      await page.clock.runFor(CANCEL_DIALOG_MS - 1);
      await pageTasksDone(page);
      await expect(card(page, event.title)).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await page.clock.runFor(1);
      await expect(dialog).toBeHidden();
      await expect(focused()).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
      await page.clock.resume();
    }

    // From the middle: the card that followed.
    await cancelAndExpectFocusOn(second, () => cancelButton(card(page, third.title), third.title));
    // From the end: the card before.
    await cancelAndExpectFocusOn(third, () => cancelButton(card(page, first.title), first.title));
    // The last card: the list's heading.
    await cancelAndExpectFocusOn(first, () => page.getByRole('heading', { level: 1, name: text.heading }));
    await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
  },
);

test.describe('when the server refuses the cancel', () => {
  test.use({ expectedFailures: ['/api/events/cancel/'] });

  test('the card comes back with the reason', { tag: TIMED }, async ({ page, request, baseURL }) => {
    const authorization = await organizer(request, baseURL!);
    const event = await createEvent(request, authorization, `Just Started ${uniqueTag()}`, aheadDay(0));
    const volunteer = await signUp(page);
    await join(page, event._id);
    // Joined while upcoming, then over: the server refuses past dates, and its clock cannot be moved
    // in e2e, so the event (this test's own) is moved back in the database.
    const moved = await moveEventStart(event._id, new Date(Date.now() - HOUR_MS));

    // The browser's clock is behind, so the page still offers Cancel; the server knows better.
    await page.clock.install({ time: new Date(moved.getTime() - HOUR_MS) });
    await page.goto('/joined-events');
    const target = card(page, event.title);
    await expect(target.getByText(text.upcoming, { exact: true })).toBeVisible();
    await cancelButton(target, event.title).click();

    const failed = page.getByRole('dialog', { name: text.cancelFailedTitle });
    await expect(failed).toContainText(`You are still signed up for "${event.title}".`);
    await expect(failed).toContainText('This event has already taken place, so it cannot be cancelled.');
    await expect(target).toHaveCount(1);
    await failed.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(failed).toBeHidden();
    await expect(target).toBeVisible();
    // Focus goes back to the card that came back.
    await expect(cancelButton(target, event.title)).toBeFocused();
    expect(await participation(event._id, volunteer.email)).toHaveLength(1);
  });
});

test('someone who joined nothing sees the empty state and a way to find events', async ({ page }) => {
  await signUp(page);
  await page.goto('/joined-events');
  await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
  await expect(page.getByText(text.emptyBody, { exact: true })).toBeVisible();
  await page.getByRole('region', { name: text.emptyTitle }).getByRole('link', { name: text.explore }).click();
  await expect(page).toHaveURL('/upcoming-events');
});

test.describe('when the list cannot load', () => {
  test.use({ expectedFailures: ['/api/events/joined'] });

  test('an error state with Retry, distinct from the empty state', { tag: TIMED }, async ({ page }) => {
    await signUp(page);
    let fail = true;
    await page.route('**/api/events/joined', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/joined-events');
    const alert = page.getByRole('alert');
    // After the client's own retries of a network failure.
    await expect(alert).toContainText(text.loadError, AFTER_RETRIES);
    await expect(page.getByRole('heading', { name: text.emptyTitle })).toHaveCount(0);
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test.use({ expectedFailures: ['/api/events/cancel/'] });

  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(
        `joined events, its dialogs and its empty state have no axe violations in ${theme} at ${width}px`,
        { tag: TIMED },
        async ({ page, request, baseURL }) => {
          test.slow();
          await page.setViewportSize({ width, height: 800 });
          await useTheme(page, theme);
          const tag = uniqueTag();
          const authorization = await organizer(request, baseURL!);
          const over = await createEvent(request, authorization, `Over ${tag}`, aheadDay(1));
          const leaving = await createEvent(request, authorization, `Leaving ${tag}`, aheadDay(3));
          const gone = await createEvent(request, authorization, `Gone ${tag}`, aheadDay(4));
          await signUp(page);
          await page.clock.install({ time: new Date(aheadDay(2)) });

          await page.goto('/joined-events');
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
          await expectNoAxeViolations(page);

          for (const event of [over, leaving, gone]) await join(page, event._id);
          await page.reload();
          await expect(card(page, over.title).getByText(text.completed, { exact: true })).toBeVisible();
          await expectNoAxeViolations(page);

          // "Cancelled!" closes itself after 2 seconds, less than a scan takes on a busy machine: it
          // opens with the clock stopped and is scanned at its last instant, 1 ms before it closes.
          await pauseClock(page);
          await cancelButton(card(page, leaving.title), leaving.title).click();
          const cancelled = page.getByRole('dialog', { name: text.cancelledTitle });
          await expect(cancelled).toBeVisible();
          // Also lets TanStack Query tell the list (a zero-delay timer): the card goes.
          await page.clock.runFor(CANCEL_DIALOG_MS - 1);
          await pageTasksDone(page);
          await expect(card(page, leaving.title)).toHaveCount(0);
          await expect(cancelled).toBeVisible();
          await expectNoAxeViolations(page);
          await page.clock.runFor(1);
          await expect(cancelled).toBeHidden();
          await page.clock.resume();

          // Cancelled elsewhere in the meantime: the server refuses this one.
          await page.request.patch(`/api/events/cancel/${gone._id}`, { headers: { authorization: await bearer(page.request) }, data: {} });
          await cancelButton(card(page, gone.title), gone.title).click();
          const failed = page.getByRole('dialog', { name: text.cancelFailedTitle });
          await expect(failed).toContainText('You have not joined this event.');
          await expectNoAxeViolations(page);
          await failed.getByRole('button', { name: 'OK', exact: true }).click();
          await expect(failed).toBeHidden();
        },
      );
    }
  }
});
