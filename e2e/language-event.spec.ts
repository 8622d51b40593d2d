// Issue 15: an event's page in Bangla and in English (decision 031). Served by the server in the
// visitor's language and hydrated in it without a flash of the other language or of a blank page;
// joining, leaving, the waitlist, Add to calendar, the announcements and the 404, in both languages.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { calendarTexts } from '@volunteering/shared/texts/calendar';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { waitlistTexts } from '@volunteering/shared/texts/waitlist';
import bnAnnouncements from '../packages/shared/src/texts/bn/announcements.json' with { type: 'json' };
import bnCalendar from '../packages/shared/src/texts/bn/calendar.json' with { type: 'json' };
import bnDetails from '../packages/shared/src/texts/bn/event-details.json' with { type: 'json' };
import bnDuration from '../packages/shared/src/texts/bn/duration.json' with { type: 'json' };
import bnWaitlist from '../packages/shared/src/texts/bn/waitlist.json' with { type: 'json' };
import {
  bearer,
  createEventThroughApi,
  expect,
  expectNoAxeViolations,
  joinThroughApi,
  signUp,
  stubMapFrame,
  test,
  uniqueTag,
  useTheme,
  signUpConfirmed,
  expectTimeAgo,
} from './fixtures.ts';

const bnDigits = (n: number) => new Intl.NumberFormat('bn-BD').format(n);

/** A catalog's message with its values: `{0}` as given, `{0, number}` in Bangla digits. */
function fill(message: string, ...values: (string | number)[]): string {
  return message.replace(/\{(\d+)(, number)?\}/g, (_match, index: string, number?: string) =>
    number ? bnDigits(values[Number(index)] as number) : String(values[Number(index)]),
  );
}

/** "২ ঘণ্টা": the duration catalog's exact case for `minutes`. */
const bnDurationLabel = (minutes: number) => new RegExp(`=${minutes} \\{([^}]*)\\}`).exec(bnDuration.label)![1]!;

/** Someone who acts through the API only (an organizer, another participant), with their own cookies. */
async function apiPerson(browser: Browser, baseURL: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  await signUpConfirmed(
    context.request,
    { name: 'Api Person', email: `api-${uniqueTag()}@example.com`, password: 'Secret123', image: 'https://example.com/api.png' },
    { origin: new URL(baseURL).origin },
  );
  return context.request;
}

const sidebar = (page: Page, name: string) => page.getByRole('complementary', { name });

/** An organizer's own words, in Bangla: the page shows them as written, in either language (decision 058). */
const BANGLA_CONTENT = {
  highlights: [
    { icon: 'leaf', title: 'লেকের পাড় পরিষ্কার', desc: 'দুই ঘণ্টায় পুরো পাড় থেকে প্লাস্টিক তুলে ফেলব।' },
    { icon: 'users', title: 'ছোট ছোট দল', desc: 'প্রতি দলে পাঁচজন, সাথে একজন দলনেতা।' },
  ],
  faqs: [{ q: 'গ্লাভস কি আনতে হবে?', a: 'না, গ্লাভস আর ব্যাগ আমরাই দেব।' }],
};

/**
 * Records, from the first byte of every document of `page`, each moment the page showed a text of
 * `english` (the other language) or the pages' blank placeholder (a part that suspended the page
 * while its catalog loaded): `flashes(page)` lists them.
 */
async function watchForFlashes(page: Page, english: string[]) {
  await page.addInitScript((markers: string[]) => {
    const seen: string[] = [];
    (window as unknown as { flashes: string[] }).flashes = seen;
    const check = () => {
      const root = document.getElementById('root');
      if (!root) return;
      const text = root.textContent ?? '';
      for (const marker of markers) if (text.includes(marker) && !seen.includes(marker)) seen.push(marker);
      if (root.querySelector('div.min-h-dvh[aria-busy="true"]') && !seen.includes('blank page')) {
        seen.push('blank page');
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, english);
}
const flashes = (page: Page) => page.evaluate(() => (window as unknown as { flashes: string[] }).flashes);

/** English texts that must never show on a Bangla page. */
const ENGLISH_MARKERS = [
  eventDetailsMessages.about,
  eventDetailsMessages.joinNow,
  eventDetailsMessages.countdownHeading,
  eventDetailsMessages.whatToExpect,
  eventDetailsMessages.youreIn,
  eventDetailsMessages.loading,
  calendarTexts.addHeading,
  waitlistTexts.join,
  announcementsTexts.heading,
];

test.describe('in Bangla (the browser asks for it)', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 1280, height: 800 } });

  test('a visitor gets the event page in Bangla from the server, hydrated the same with no flash; Add to calendar works; axe finds nothing', async ({
    page,
    browser,
    baseURL,
  }) => {
    await stubMapFrame(page);
    const event = await createEventThroughApi(await apiPerson(browser, baseURL!), BANGLA_CONTENT);
    const when = formatEventDateTime(event.date, event.timeZone, 'bn-BD');
    const until = fill(bnDetails.until, formatEventEnd(event.date, event.endDate, event.timeZone, 'bn-BD'), bnDurationLabel(120));
    expect(when).toMatch(/[০-৯]/);

    // The server's HTML: Bangla already, with the catalogs the browser hydrates with.
    const served = await (await page.request.get(`/events/${event._id}`, { headers: { 'accept-language': 'bn-BD,bn;q=0.9' } })).text();
    expect(served).toContain('<html lang="bn"');
    for (const text of [bnDetails.about, bnDetails.joinNow, bnDetails.countdownHeading, bnDetails.whatToExpect, bnCalendar.addHeading, when, until]) {
      expect(served).toContain(text);
    }
    for (const text of [eventDetailsMessages.about, eventDetailsMessages.joinNow, calendarTexts.addHeading]) expect(served).not.toContain(text);
    const state = JSON.parse(/<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(served)![1]!) as { catalogs: object };
    expect(Object.keys(state.catalogs)).toEqual(expect.arrayContaining(['event-details', 'calendar', 'waitlist', 'announcements']));

    // In the browser: the same, and at no moment anything else.
    await watchForFlashes(page, ENGLISH_MARKERS);
    await page.goto(`/events/${event._id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle(`${event.title} · Volunteer Hub`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(main.locator('time').first()).toHaveText(when);
    await expect(main.getByText(until)).toBeVisible();
    for (const heading of [bnDetails.about, bnDetails.whatToExpect, bnDetails.faq, bnDetails.countdownHeading, bnDetails.organizer]) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('region', { name: bnDetails.whatToExpect }).getByRole('heading', { level: 3 })).toHaveText(
      BANGLA_CONTENT.highlights.map((item) => item.title),
    );
    await expect(main.getByRole('region', { name: bnDetails.faq }).getByRole('button')).toHaveText(BANGLA_CONTENT.faqs.map((item) => item.q));
    await expect(main.getByRole('link', { name: fill(bnDetails.openInMaps, event.location) })).toBeVisible();
    const countdown = main.getByRole('region', { name: bnDetails.countdownHeading });
    await expect(countdown.locator('[data-unit="days"]')).toContainText(bnDetails.countdownUnits.days);
    await expect(countdown.locator('[data-unit="days"] span').first()).toHaveText(/^[০-৯]{2,}$/);
    await expect(countdown.getByText(/^শুরু হতে বাকি [০-৯]+ দিন/)).toBeAttached();
    const side = sidebar(page, bnDetails.sidebar);
    await expect(side.getByRole('button', { name: bnDetails.joinNow })).toBeVisible();
    await expect(side.getByRole('button', { name: bnDetails.share })).toBeVisible();

    // Add to calendar, in Bangla: the .ics file and Google's form.
    const calendar = side.getByRole('region', { name: bnCalendar.addHeading });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      calendar.getByRole('link', { name: new RegExp(bnCalendar.downloadIcs.replace('.', '\\.')) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    expect(await readFile((await download.path())!, 'utf8')).toContain(`SUMMARY:${event.title}`);
    const google = calendar.getByRole('link', { name: `${bnCalendar.google} ${bnCalendar.newTab}` });
    await expect(google).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?/);
    await expect(google).toHaveAttribute('target', '_blank');

    await expectNoAxeViolations(page);
    expect(await flashes(page)).toEqual([]);

    // Not signed in: joining asks to log in first, in Bangla.
    await side.getByRole('button', { name: bnDetails.joinNow }).click();
    const login = page.getByRole('dialog', { name: bnDetails.loginTitle });
    await expect(login).toContainText(bnDetails.loginBody);
    await expect(login.getByRole('button', { name: bnDetails.loginConfirm })).toBeFocused();
    await login.getByRole('button', { name: bnDetails.loginCancel }).click();
    await expect(login).toBeHidden();
  });

  test('joining in Bangla: the dialogs, "you\'re in", the announcements with Bangla dates, and leaving again', async ({ page, browser, baseURL }) => {
    test.slow();
    await stubMapFrame(page);
    const organizer = await apiPerson(browser, baseURL!);
    const event = await createEventThroughApi(organizer);
    await signUp(page);
    // A signed-in visitor's page comes as a skeleton from the server, then the event: in Bangla throughout.
    await watchForFlashes(page, ENGLISH_MARKERS);
    await page.goto(`/events/${event._id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const side = sidebar(page, bnDetails.sidebar);
    const join = side.getByRole('button', { name: bnDetails.joinNow });
    await join.click();

    const confirm = page.getByRole('dialog', { name: bnDetails.confirmTitle });
    await expect(confirm).toContainText(fill(bnDetails.confirmBody, event.title));
    await expect(confirm.getByRole('button', { name: bnDetails.confirmYes })).toBeFocused();
    await expect(confirm.getByRole('button', { name: bnDetails.confirmNo })).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: bnDetails.confirmYes }).click();

    const joined = page.getByRole('dialog', { name: bnDetails.joinedTitle });
    await expect(joined).toContainText(fill(bnDetails.joinedBody, event.title));
    await joined.getByRole('button', { name: bnDetails.ok }).click();
    const youreIn = side.getByRole('status').filter({ hasText: bnDetails.youreIn });
    await expect(youreIn).toContainText(bnDetails.youreInBody);
    await expect(youreIn).toBeFocused();

    // A participant sees the announcements: none yet, then the organizer's, dated in Bangla.
    const announcements = page.getByRole('region', { name: bnAnnouncements.heading });
    await expect(announcements.getByText(bnAnnouncements.empty)).toBeVisible();
    const posted = await organizer.post(`/api/events/${event._id}/announcements`, {
      headers: { authorization: await bearer(organizer) },
      data: { message: 'Meet at the north gate at 9:45.' },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { announcement } = (await posted.json()) as { announcement: { createdAt: string } };
    await page.reload();
    const item = announcements.getByRole('listitem').filter({ hasText: 'Meet at the north gate at 9:45.' });
    await expect(item).toContainText(bnAnnouncements.postedAt);
    await expectTimeAgo(item.locator('time'), announcement.createdAt, 'bn-BD');
    await expectNoAxeViolations(page);

    // Leaving: "Stay" is the safe choice; "Yes, leave" frees the place and Join Now is back.
    await side.getByRole('button', { name: bnDetails.leave }).click();
    const leave = page.getByRole('dialog', { name: bnDetails.leaveTitle });
    await expect(leave).toContainText(fill(bnDetails.leaveBody, event.title));
    await expect(leave.getByRole('button', { name: bnDetails.leaveNo })).toBeFocused();
    await leave.getByRole('button', { name: bnDetails.leaveYes }).click();
    await expect(side.getByRole('status').filter({ hasText: bnDetails.left })).toBeFocused();
    await expect(join).toBeVisible();
    expect(await flashes(page)).toEqual([]);
  });

  test('a full event in Bangla: the waitlist panel, a place on it in Bangla digits, and leaving it', async ({ page, browser, baseURL }) => {
    await stubMapFrame(page);
    const event = await createEventThroughApi(await apiPerson(browser, baseURL!), { volunteersNeeded: 1 });
    await joinThroughApi(await apiPerson(browser, baseURL!), event._id);
    await signUp(page);
    await watchForFlashes(page, ENGLISH_MARKERS);
    await page.goto(`/events/${event._id}`);
    const side = sidebar(page, bnDetails.sidebar);
    await expect(side.getByText(bnDetails.full, { exact: true })).toBeVisible();
    await expect(side.getByText(bnWaitlist.explain)).toBeVisible();
    await expect(side.getByRole('button', { name: bnDetails.joinNow })).toHaveCount(0);

    await side.getByRole('button', { name: bnWaitlist.join }).click();
    const place = side.getByRole('status').filter({ hasText: fill(bnWaitlist.position, 1) });
    await expect(place).toBeFocused();
    await expect(place).toContainText('১');
    await expect(place).toContainText(bnWaitlist.positionBody);
    await expectNoAxeViolations(page);

    await side.getByRole('button', { name: bnWaitlist.leave }).click();
    await expect(side.getByRole('button', { name: bnWaitlist.join })).toBeFocused();
    expect(await flashes(page)).toEqual([]);
  });

  test.describe('an unknown event', () => {
    test.use({ expectedFailures: ['/api/events/'] });

    test('is "not found" in Bangla, with its 404 and a way on', async ({ page }) => {
      const path = '/events/00000000-0000-4000-8000-000000000000';
      const served = await page.request.get(path, { headers: { 'accept-language': 'bn-BD,bn;q=0.9' } });
      expect(served.status()).toBe(404);
      expect(await served.text()).toContain('<html lang="bn"');

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: bnDetails.notFoundTitle })).toBeVisible();
      await expect(page.getByText(bnDetails.notFoundBody)).toBeVisible();
      await expect(page).toHaveTitle(`${bnDetails.notFoundTitle} · Volunteer Hub`);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: bnDetails.browseEvents }).click();
      await expect(page).toHaveURL('/upcoming-events');
    });
  });
});

test.describe('on a phone, in Bangla and the dim theme', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 360, height: 740 } });

  test('the join bar holds its Bangla button on screen, nothing overflows, and axe finds nothing', async ({ page, browser, baseURL }) => {
    await stubMapFrame(page);
    await useTheme(page, 'dim');
    const event = await createEventThroughApi(await apiPerson(browser, baseURL!));
    await page.goto(`/events/${event._id}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dim');
    const join = sidebar(page, bnDetails.sidebar).getByRole('button', { name: bnDetails.joinNow });
    await expect(join).toBeInViewport();
    const bar = page.getByRole('region', { name: bnDetails.joinHeading });
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(740, 0);
    expect(box.height).toBeLessThan(180);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByRole('main').locator('time').first()).toHaveText(formatEventDateTime(event.date, event.timeZone, 'bn-BD'));
    await expectNoAxeViolations(page);
  });
});

test.describe('in English', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the event page is served and hydrated in English, joins, and switches to Bangla in place', async ({ page, browser, baseURL }) => {
    await stubMapFrame(page);
    const faqs = [{ q: 'Is there parking nearby?', a: 'Yes, by the north gate of the lake.' }];
    const event = await createEventThroughApi(await apiPerson(browser, baseURL!), { faqs });
    const when = formatEventDateTime(event.date, event.timeZone);

    const served = await (await page.request.get(`/events/${event._id}`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
    expect(served).toContain('<html lang="en"');
    for (const text of [eventDetailsMessages.about, eventDetailsMessages.joinNow, calendarTexts.addHeading, when]) expect(served).toContain(text);
    expect(served).not.toContain(bnDetails.about);

    await watchForFlashes(page, [bnDetails.about, bnDetails.joinNow, bnCalendar.addHeading]);
    await signUp(page);
    await page.goto(`/events/${event._id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${event.title} · Volunteer Hub`);
    const main = page.getByRole('main');
    await expect(main.locator('time').first()).toHaveText(when);
    await expect(main.getByRole('heading', { name: eventDetailsMessages.about })).toBeVisible();
    const side = sidebar(page, eventDetailsMessages.sidebar);
    await expect(side.getByRole('region', { name: calendarTexts.addHeading })).toBeVisible();
    await side.getByRole('button', { name: eventDetailsMessages.joinNow }).click();
    await page.getByRole('dialog', { name: eventDetailsMessages.confirmTitle }).getByRole('button', { name: eventDetailsMessages.confirmYes }).click();
    await page.getByRole('dialog', { name: eventDetailsMessages.joinedTitle }).getByRole('button', { name: eventDetailsMessages.ok }).click();
    await expect(side.getByRole('status').filter({ hasText: eventDetailsMessages.youreIn })).toBeVisible();
    await expect(page.getByRole('region', { name: announcementsTexts.heading }).getByText(announcementsTexts.empty)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await flashes(page)).toEqual([]);

    // Signed out again, the switch changes the page in place, every part of it, dates included.
    // (Signed out: the switch also saves a signed-in account's choice, which is not this page's.)
    await page.context().clearCookies();
    await page.reload();
    await expect(side.getByRole('button', { name: eventDetailsMessages.joinNow })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(main.getByRole('heading', { name: bnDetails.about })).toBeVisible();
    await expect(main.locator('time').first()).toHaveText(formatEventDateTime(event.date, event.timeZone, 'bn-BD'));
    const bnSide = sidebar(page, bnDetails.sidebar);
    await expect(bnSide.getByRole('button', { name: bnDetails.joinNow })).toBeVisible();
    await expect(bnSide.getByRole('region', { name: bnCalendar.addHeading })).toBeVisible();
    // The part's name in Bangla; the organizer's question as they wrote it.
    await expect(main.getByRole('region', { name: bnDetails.faq }).getByRole('button')).toHaveText(faqs.map((item) => item.q));
    await expect(page).toHaveURL(`/events/${event._id}`);
  });

  test.describe('an unknown event', () => {
    test.use({ expectedFailures: ['/api/events/'] });

    test('is "Event not found", with a way on', async ({ page }) => {
      await page.goto('/events/00000000-0000-4000-8000-000000000000');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: eventDetailsMessages.notFoundTitle })).toBeVisible();
      await expect(page).toHaveTitle(`${eventDetailsMessages.notFoundTitle} · Volunteer Hub`);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: eventDetailsMessages.browseEvents }).click();
      await expect(page).toHaveURL('/upcoming-events');
    });
  });
});
