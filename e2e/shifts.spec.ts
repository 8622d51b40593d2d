// Issue 38, the event page's shifts: a list on a phone and a timeline on a desktop, each shift with
// its places in words and a bar; joining two, the clash with the third said before the click, a
// clash with another event's shift refused with its reason beside the shift; the keyboard alone
// joins and leaves; axe in both themes; the page as the server draws it, in English and Bangla.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventShiftsTexts as t } from '@volunteering/shared/texts/event-shifts';
import { shiftOfferTexts as offerTexts } from '@volunteering/shared/texts/shift-offer';
import { shiftMessages } from '@volunteering/shared/texts/shifts';
import bnShifts from '../packages/shared/src/texts/bn/event-shifts.json' with { type: 'json' };
import bnOffer from '../packages/shared/src/texts/bn/shift-offer.json' with { type: 'json' };
import {
  AXE_WIDTHS,
  bearer,
  createEventThroughApi,
  dbQuery,
  expect,
  expectNoAxeViolations,
  signUp,
  signUpConfirmed,
  slotDaysAhead,
  stubMapFrame,
  test,
  uniqueTag,
  useTheme,
  keepPicture,
} from './fixtures.ts';

const DAY = 45;
const at = (hour: number, minute = 0) => slotDaysAhead(DAY, hour, minute);

/** Someone acting through the API only (an organizer, another volunteer), with cookies of their own. */
async function organizer(browser: Browser, baseURL: string, name = 'Nusrat Jahan'): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  await signUpConfirmed(
    context.request,
    { name, email: `api-${uniqueTag()}@example.com`, password: 'Secret123', image: 'https://example.com/nusrat.png' },
    { origin: new URL(baseURL).origin },
  );
  return context.request;
}

/** A shift's call (join, leave, waitlist) through the API as whoever `request` is signed in as. */
async function shiftCall(request: APIRequestContext, event: VolunteerEvent, title: string, call: 'join' | 'leave') {
  const shift = event.shifts.find((candidate) => candidate.title === title)!;
  const res = await request.patch(`/api/events/${event._id}/shifts/${shift.id}/${call}`, { headers: { authorization: await bearer(request) }, data: {} });
  expect(await res.json()).toMatchObject({ success: true });
}

/** The path of the newest shift offer's link mailed to `email` (issue 38). */
async function offerPath(email: string): Promise<string> {
  const rows = await dbQuery<{ text: string }>('select text from outbox where "to" = $1 order by created_at desc', [email.toLowerCase()]);
  const link = rows.map((row) => row.text.match(/https?:\/\/\S+\/shift-offer\?\S+/)?.[0]).find(Boolean);
  expect(link, `a shift offer mailed to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Three shifts: two that only touch, and a third that overlaps both. */
const DAY_SHIFTS = [
  { title: 'Team lead', description: 'Keeps the pickers together and counts the bags.', start: at(9), end: at(11), capacity: 2 },
  { title: 'Registration desk', start: at(11), end: at(13), capacity: 3 },
  { title: 'Sorting', start: at(10), end: at(12), capacity: 4 },
];

const shiftEvent = (request: APIRequestContext, shifts: object[] = DAY_SHIFTS) =>
  createEventThroughApi(request, { title: `Riverbank Day ${uniqueTag()}`, date: at(9), shifts });

/** The shift's card in the view the width shows (the list's or the timeline's). */
const shiftCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** Presses Tab until `target` has focus, as someone without a mouse does. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the button');
}

test.describe('the shifts of an event', () => {
  test.beforeEach(async ({ page }) => stubMapFrame(page));

  test('a volunteer takes two shifts, sees the clash with the third before the click, and is refused a clashing shift of another event', async ({
    page,
    browser,
    baseURL,
  }) => {
    const request = await organizer(browser, baseURL!);
    const event = await shiftEvent(request);
    const other = await shiftEvent(request, [{ title: 'Water station', start: at(9, 30), end: at(10, 30), capacity: 5 }]);
    await signUp(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/events/${event._id}`);

    // The join card leads to the shifts instead of one Join button.
    await expect(page.getByRole('button', { name: 'Join Now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t.seeShifts })).toBeVisible();

    const lead = shiftCard(page, 'Team lead');
    await expect(lead).toContainText(t.places(0, 2));
    await expect(lead.getByRole('progressbar', { name: t.places(0, 2) })).toHaveAttribute('value', '0');
    await lead.getByRole('button', { name: t.joinShift('Team lead') }).click();
    await expect(lead.getByRole('status')).toHaveText(shiftMessages.joined('Team lead'));
    await expect(lead.getByRole('status')).toBeFocused();
    await expect(lead).toContainText(t.places(1, 2));
    await expect(lead).toContainText(t.youAreIn);

    // Sorting overlaps Team lead: said beside it, and its Join does nothing.
    const sorting = shiftCard(page, 'Sorting');
    await expect(sorting).toContainText(t.overlaps('Team lead'));
    const blocked = sorting.getByRole('button', { name: t.joinShift('Sorting') });
    await expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await expect(blocked).toHaveAccessibleDescription(t.overlaps('Team lead'));
    // Playwright waits for an enabled button; a person can press this one, and nothing happens.
    await blocked.click({ force: true });
    await expect(sorting.getByRole('status')).toHaveCount(0);
    await expect(sorting).toContainText(t.places(0, 4));

    // Registration desk only touches Team lead.
    const desk = shiftCard(page, 'Registration desk');
    await desk.getByRole('button', { name: t.joinShift('Registration desk') }).click();
    await expect(desk.getByRole('status')).toHaveText(shiftMessages.joined('Registration desk'));
    await expect(sorting).toContainText(t.overlaps('Team lead'));

    // The page cannot know another event's shifts: the server refuses, naming the clash, beside the shift.
    await page.goto(`/events/${other._id}`);
    const water = shiftCard(page, 'Water station');
    await water.getByRole('button', { name: t.joinShift('Water station') }).click();
    await expect(water.getByRole('alert')).toHaveText(shiftMessages.overlaps('Team lead', event.title));
    await expect(water).toContainText(t.places(0, 5));

    const saved = (await (await page.request.get(`/api/events/${event._id}`)).json()) as VolunteerEvent;
    expect(saved.shifts.map((shift) => [shift.title, shift.joined])).toEqual([
      ['Team lead', 1],
      ['Sorting', 0],
      ['Registration desk', 1],
    ]);
  });

  test('the keyboard alone joins a shift and leaves it', async ({ page, browser, baseURL }) => {
    const request = await organizer(browser, baseURL!);
    const event = await shiftEvent(request);
    await signUp(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/events/${event._id}`);

    const desk = shiftCard(page, 'Registration desk');
    await tabTo(page, desk.getByRole('button', { name: t.joinShift('Registration desk') }));
    await page.keyboard.press('Enter');
    await expect(desk.getByRole('status')).toBeFocused();
    await expect(desk.getByRole('status')).toHaveText(shiftMessages.joined('Registration desk'));

    await tabTo(page, desk.getByRole('button', { name: t.leaveShift('Registration desk') }));
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: t.leaveTitle('Registration desk') });
    await expect(question.getByRole('button', { name: t.leaveNo })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(question.getByRole('button', { name: t.leaveYes })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(desk.getByRole('status')).toHaveText(shiftMessages.left);
    await expect(desk.getByRole('status')).toBeFocused();
    await expect(desk.getByRole('button', { name: t.joinShift('Registration desk') })).toBeVisible();
    await expect(desk).toContainText(t.places(0, 3));
  });

  test('a phone lists the shifts and a desktop lays them out by time and role; a visitor is asked to log in', async ({ page, browser, baseURL }) => {
    const request = await organizer(browser, baseURL!);
    const event = await shiftEvent(request);

    // As the server draws it, before any script: both views are in the page, the width shows one.
    await page.setViewportSize({ width: 360, height: 800 });
    const served = await (await page.request.get(`/events/${event._id}`)).text();
    for (const title of ['Team lead', 'Registration desk', 'Sorting']) expect(served.split(`>${title}<`).length - 1).toBeGreaterThanOrEqual(2);

    await page.goto(`/events/${event._id}`);
    const list = page.getByRole('region', { name: t.heading }).getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('group', { name: t.timelineLabel })).toBeHidden();
    await keepPicture(page, 'shifts-360.png', { fullPage: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    const timeline = page.getByRole('group', { name: t.timelineLabel });
    await expect(timeline).toBeVisible();
    await expect(list).toBeHidden();
    const box = async (title: string) => (await timeline.getByRole('article', { name: title, exact: true }).boundingBox())!;
    const [lead, sorting, desk] = [await box('Team lead'), await box('Sorting'), await box('Registration desk')];
    // Time down: Sorting (10:00) below Team lead's top (9:00), the desk (11:00) below Team lead's end.
    expect(sorting.y).toBeGreaterThan(lead.y);
    expect(desk.y).toBeGreaterThanOrEqual(lead.y + lead.height);
    // Roles across: each its own column.
    expect(new Set([lead.x, sorting.x, desk.x]).size, JSON.stringify([lead, sorting, desk])).toBe(3);
    await keepPicture(page, 'shifts-1280.png', { fullPage: true });

    // Signed out: Join asks to log in, as the event's Join does.
    await timeline.getByRole('button', { name: t.joinShift('Sorting') }).click();
    const login = page.getByRole('dialog', { name: 'Please Log In' });
    await expect(login).toContainText(t.loginBody);
  });

  test('a full shift: a second volunteer waits, the first leaves, and the second takes the held place from the mail without signing in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const request = await organizer(browser, baseURL!);
    const event = await shiftEvent(request, [{ title: 'Registration desk', start: at(11), end: at(13), capacity: 1 }]);
    const first = await organizer(browser, baseURL!, 'Tanvir Hasan');
    await shiftCall(first, event, 'Registration desk', 'join');
    const second = await signUp(page, { name: 'Mim Chowdhury', email: `mim-${uniqueTag()}@example.com` });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/events/${event._id}`);

    const desk = shiftCard(page, 'Registration desk');
    await expect(desk).toContainText(t.full);
    await expect(desk).toContainText(t.places(1, 1));
    await expect(desk.getByRole('button', { name: t.joinShift('Registration desk') })).toHaveCount(0);
    await desk.getByRole('button', { name: t.joinWaitlistOf('Registration desk') }).click();
    await expect(desk.getByRole('status')).toHaveText(shiftMessages.waitlistJoined(1));
    await expect(desk).toContainText(t.position(1));
    await expect(desk).toContainText(t.waiting(1));
    // Off the waitlist and on it again.
    await desk.getByRole('button', { name: t.leaveWaitlistOf('Registration desk') }).click();
    await expect(desk.getByRole('status')).toHaveText(shiftMessages.waitlistLeft);
    await expect(desk.getByRole('status')).toBeFocused();
    await desk.getByRole('button', { name: t.joinWaitlistOf('Registration desk') }).click();
    await expect(desk).toContainText(t.position(1));

    // The place frees: it is held for the second volunteer, said at the top of the page and in the shift.
    await shiftCall(first, event, 'Registration desk', 'leave');
    await page.reload();
    const held = page.getByRole('region', { name: /^A place in Registration desk is held for you until / });
    await expect(held).toBeVisible();
    await expect(desk).toContainText(/A place is held for you until .+ GMT\+6/);
    await expect(desk).toContainText(t.held(1));
    await expect(desk).toContainText(t.full);
    await expect(desk.getByRole('progressbar', { name: t.places(0, 1) })).toHaveAttribute('value', '0');
    await expectNoAxeViolations(page);
    await keepPicture(page, 'offer-on-page-360.png');
    await keepPicture(desk, 'offer-in-shift-360.png');

    // From the mail, in a browser that is signed in to nothing.
    const path = await offerPath(second.email);
    const stranger = await (await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })).newPage();
    await stranger.goto(path);
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(offerTexts.heading);
    await expect(stranger.getByText(event.title)).toBeVisible();
    await expect(stranger.getByText(/Held for you until .+ GMT\+6\./)).toBeVisible();
    await keepPicture(stranger, 'offer-open-360.png');
    await stranger.getByRole('button', { name: offerTexts.accept }).click();
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(offerTexts.accepted);
    await keepPicture(stranger, 'offer-accepted-360.png');
    await stranger.reload();
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(offerTexts.accepted);
    await stranger.context().close();

    await page.reload();
    await expect(desk).toContainText(t.youAreIn);
    await expect(desk).toContainText(t.places(1, 1));
    await expect(held).toHaveCount(0);
  });

  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(`axe finds nothing on an event's shifts, ${theme} at ${width} px`, async ({ page, browser, baseURL }) => {
        const request = await organizer(browser, baseURL!);
        const event = await shiftEvent(request);
        await useTheme(page, theme);
        await signUp(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/events/${event._id}`);
        const lead = shiftCard(page, 'Team lead');
        await lead.getByRole('button', { name: t.joinShift('Team lead') }).click();
        await expect(lead.getByRole('status')).toBeVisible();
        await expect(shiftCard(page, 'Sorting')).toContainText(t.overlaps('Team lead'));
        await expectNoAxeViolations(page);
        await keepPicture(page.getByRole('region', { name: t.heading }), `shifts-${theme}-${width}.png`);
      });
    }
  }
});

test.describe('an offer link that is not ours', () => {
  test.use({ expectedFailures: ['/api/shift-offers/'] });

  test('the offer page says so in words', async ({ page }) => {
    await page.goto('/shift-offer?token=not-a-real-token&lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerTexts.invalidHeading);
    await expect(page.getByRole('alert')).toHaveText(offerTexts.invalid);
  });

  test("in the mail's language, Bangla", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/shift-offer?token=not-a-real-token&lang=bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bnOffer.invalidHeading);
    await expect(page.getByRole('alert')).toHaveText(bnOffer.invalid);
    await expectNoAxeViolations(page);
    await keepPicture(page, 'offer-invalid-bn-360.png');
  });
});

test.describe('the shifts in Bangla', () => {
  test.use({ locale: 'bn-BD' });
  test.beforeEach(async ({ page }) => stubMapFrame(page));

  for (const width of [360, 1280]) {
    test(`the shifts read in Bangla at ${width} px`, async ({ page, browser, baseURL }) => {
      const request = await organizer(browser, baseURL!);
      const event = await shiftEvent(request);
      await signUp(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/events/${event._id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { name: bnShifts.heading, exact: true })).toBeVisible();
      const lead = shiftCard(page, 'Team lead');
      await lead.getByRole('button', { name: bnShifts.joinShift.replace('{0}', 'Team lead') }).click();
      await expect(lead.getByRole('status')).toBeFocused();
      await expect(shiftCard(page, 'Sorting')).toContainText(bnShifts.overlaps.replace('{0}', 'Team lead'));
      await expectNoAxeViolations(page);
      await keepPicture(page.getByRole('region', { name: bnShifts.heading }), `shifts-bn-${width}.png`);
    });
  }
});
