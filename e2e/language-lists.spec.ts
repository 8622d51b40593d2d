// Issue 15 (decision 031): the lists in Bangla and English. Upcoming events (search, type and date
// filters, the cards, the count, the pages), My joined events and My impact: the server's HTML and
// the hydrated page in the same language, each screen's main action, axe in both languages, and a
// phone in the dim theme. Every expected text comes from the texts modules and the bn catalogs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { EVENTS_PAGE_SIZE, type EventType } from '@volunteering/shared/constants';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { catalogMessages, TEXTS_DIR } from '@volunteering/shared/i18n/catalog-messages';
import { namespaceOf, translateTexts, type Catalog } from '@volunteering/shared/i18n/texts';
import { eventCardTexts } from '@volunteering/shared/texts/event-card';
import { eventStatusTexts } from '@volunteering/shared/texts/event-status';
import { eventTypeTexts } from '@volunteering/shared/texts/event-types';
import { impactTexts } from '@volunteering/shared/texts/impact';
import { joinedEventsTexts } from '@volunteering/shared/texts/joined-events';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import {
  bearer,
  createEventThroughApi,
  expect,
  expectNoAxeViolations,
  moveEventStart,
  signUp,
  slotDaysAhead,
  test,
  uniqueTag,
  useTheme,
  TIMED,
} from './fixtures.ts';

/** The texts as a Bangla page shows them: the English texts' shape over the bn catalog, formatted as the app does. */
function inBangla<T extends object>(texts: T): T {
  const namespace = namespaceOf(texts);
  const catalog = JSON.parse(readFileSync(path.join(TEXTS_DIR, 'bn', `${namespace}.json`), 'utf8')) as Catalog;
  return translateTexts(
    texts,
    catalogMessages(namespace, catalog, (message) => compileMessage(message)),
    'bn-BD',
  );
}

const en = {
  list: upcomingEventsTexts,
  card: eventCardTexts,
  status: eventStatusTexts,
  types: eventTypeTexts,
  joined: joinedEventsTexts,
  impact: impactTexts,
  locale: 'en-US',
  lang: 'en',
  acceptLanguage: 'en-US,en;q=0.9',
};
const bn: typeof en = {
  list: inBangla(upcomingEventsTexts),
  card: inBangla(eventCardTexts),
  status: inBangla(eventStatusTexts),
  types: inBangla(eventTypeTexts),
  joined: inBangla(joinedEventsTexts),
  impact: inBangla(impactTexts),
  locale: 'bn-BD',
  lang: 'bn',
  acceptLanguage: 'bn-BD,bn;q=0.9',
};
type Words = typeof en;

const BANGLA_DIGIT = /[০-৯]/;
const LATIN_DIGIT = /[0-9]/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The days an event falls on, on its own calendar: YYYY-MM-DD. */
const dayOf = (event: VolunteerEvent) => new Intl.DateTimeFormat('en-CA', { timeZone: event.timeZone }).format(new Date(event.date));
/** The date filter's name for a day ("Nov 24", "২৪ নভে"). */
const dayName = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Events titled `${tag} Event NN` of the given types, far ahead and a day apart, by a new organizer (the browser signs in as them). */
async function createEvents(page: Page, tag: string, types: EventType[]): Promise<VolunteerEvent[]> {
  await signUp(page, { name: `Organizer ${tag}` });
  const start = 550 + Math.floor(Math.random() * 100);
  const events: VolunteerEvent[] = [];
  for (const [index, type] of types.entries()) {
    events.push(
      await createEventThroughApi(page.request, {
        title: `${tag} Event ${String(index + 1).padStart(2, '0')}`,
        description: 'A test event for the lists in two languages.',
        type,
        imageUrl: 'https://images.example.com/event.jpg',
        location: 'Kazi Nazrul Islam Avenue, Dhaka',
        date: slotDaysAhead(start + index),
        organizer: 'E2E Organizer',
        volunteersNeeded: 10,
        durationMinutes: 90,
      }),
    );
  }
  return events;
}

/**
 * A volunteer (the browser, signed in) who joined two events: one far ahead, and a 90-minute cleanup
 * that ended an hour and a half ago (moved back in the database: the API refuses past dates).
 */
async function volunteerWithHours(page: Page) {
  const tag = `Zl${uniqueTag()}`;
  const [ahead, ended] = await createEvents(page, tag, ['Education', 'Cleanup']);
  await page.context().clearCookies();
  await signUp(page, { name: `Volunteer ${tag}` });
  const authorization = await bearer(page.request);
  for (const event of [ahead!, ended!]) {
    const res = await page.request.patch(`/api/events/${event._id}/join`, { headers: { authorization }, data: {} });
    expect(await res.json()).toMatchObject({ success: true });
  }
  const start = await moveEventStart(ended!._id, new Date(Date.now() - 3 * 3600_000));
  return { ahead: ahead!, ended: { ...ended!, date: start.toISOString() } };
}

const main = (page: Page) => page.getByRole('main');
const cardTitles = (page: Page) => main(page).getByRole('listitem').getByRole('heading', { level: 2 });
const card = (page: Page, title: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The page the server sends for `path`, in the language the browser asks for (the context's cookies go along). */
async function served(page: Page, path: string, words: Words): Promise<string> {
  const res = await page.request.get(path, { headers: { 'accept-language': words.acceptLanguage } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<html lang="${words.lang}"`);
  return html;
}

/** Upcoming events in `words`' language: the served page, then search, dates, type and pages on the hydrated one. */
async function upcomingEvents(page: Page, words: Words) {
  const tag = `Zl${uniqueTag()}`;
  const types: EventType[] = [...Array<EventType>(EVENTS_PAGE_SIZE).fill('Cleanup'), 'Plantation'];
  const events = await createEvents(page, tag, types);
  const first = events[0]!;
  const firstDate = formatEventDateTime(first.date, first.timeZone, words.locale);

  const html = await served(page, `/upcoming-events?q=${tag}`, words);
  expect(html).toContain(`<title>${words.list.pageTitle}</title>`);
  expect(html).toContain(words.list.heading);
  expect(html).toContain(words.list.resultCount(types.length, false));
  expect(html).toContain(firstDate);
  expect(html).toContain(words.types.Cleanup);

  await page.goto('/upcoming-events');
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  await expect(page).toHaveTitle(words.list.pageTitle);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.list.heading);
  await expect(main(page).getByText(words.list.intro)).toBeVisible();
  const search = page.getByRole('searchbox', { name: words.list.searchLabel });
  await expect(search).toHaveAttribute('placeholder', words.list.searchPlaceholder);

  // Search: the count in the page's digits, the cards' words and dates in its language.
  await search.fill(tag);
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}`);
  const count = main(page).getByRole('status');
  await expect(count).toHaveText(words.list.resultCount(types.length, false));
  await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);
  const firstCard = card(page, first.title);
  await expect(firstCard.locator('time')).toHaveText(firstDate);
  await expect(firstCard.getByText(words.types.Cleanup, { exact: true })).toBeVisible();
  await expect(firstCard.getByText(words.card.volunteers(0, 10), { exact: true })).toBeVisible();
  await expect(firstCard.getByRole('link', { name: `${words.list.details}${words.list.detailsAbout(first.title)}` })).toHaveAttribute(
    'href',
    `/events/${first._id}`,
  );

  // The pages, by their names.
  const pages = page.getByRole('navigation', { name: words.list.pagination });
  await expect(pages.getByRole('button', { name: words.list.page(1), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: words.list.previous, exact: true })).toBeDisabled();
  const second = pages.getByRole('button', { name: words.list.page(2), exact: true });
  await expect(second).toHaveText((2).toLocaleString(words.locale));
  await second.click();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&page=2`);
  await expect(cardTitles(page)).toHaveText([events.at(-1)!.title]);
  await expect(pages.getByRole('button', { name: words.list.next, exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Days of one's own: the button names them in the page's language.
  await page.getByRole('button', { name: new RegExp(`^${escape(words.list.dates)}`) }).click();
  const dates = page.getByRole('group', { name: words.list.filterByDate });
  await expect(dates.getByRole('button', { name: words.list.datePresets.weekend })).toBeVisible();
  const [from, to] = [dayOf(events[0]!), dayOf(events[2]!)];
  await dates.getByLabel(words.list.fromDay, { exact: true }).fill(from);
  await dates.getByLabel(words.list.toDay, { exact: true }).fill(to);
  await dates.getByRole('button', { name: words.list.showDates }).click();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&from=${from}&to=${to}`);
  await expect(count).toHaveText(words.list.resultCount(3, false));
  await expect(page.getByRole('button', { name: new RegExp(`^${escape(words.list.dates)}`) })).toContainText(
    words.list.dayRange(dayName(from, words.locale), dayName(to, words.locale)),
  );
  await page.goto(`/upcoming-events?q=${tag}`);

  // The type filter: the types by their names here, the value in the address English.
  await page.getByRole('button', { name: new RegExp(`^${escape(words.list.filters)}`) }).click();
  const panel = page.getByRole('group', { name: words.list.filterByType });
  await expect(panel.getByRole('button', { name: words.list.allTypes, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: words.types.Plantation, exact: true }).click();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&type=Plantation`);
  await expect(count).toHaveText(words.list.resultCount(1, false));
  await expect(cardTitles(page)).toHaveText([events.at(-1)!.title]);
  await expect(page.getByRole('button', { name: new RegExp(`^${escape(words.list.filters)}`) })).toContainText(words.types.Plantation);
  await expectNoAxeViolations(page);
  return { count: words.list.resultCount(types.length, false), firstDate };
}

/** My joined events and My impact in `words`' language, served and hydrated; a place cancelled, the hours downloaded. */
async function joinedAndImpact(page: Page, words: Words) {
  const { ahead, ended } = await volunteerWithHours(page);

  const joinedHtml = await served(page, '/joined-events', words);
  expect(joinedHtml).toContain(`<title>${words.joined.pageTitle}</title>`);
  expect(joinedHtml).toContain(words.joined.heading);
  expect(joinedHtml).toContain(words.joined.loading);

  await page.goto('/joined-events');
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  await expect(page).toHaveTitle(words.joined.pageTitle);
  await expect(page.getByRole('heading', { level: 1, name: words.joined.heading })).toBeVisible();
  await expect(page.getByText(words.joined.intro, { exact: true })).toBeVisible();
  const aheadCard = card(page, ahead.title);
  const endedCard = card(page, ended.title);
  await expect(aheadCard.getByText(words.joined.upcoming, { exact: true })).toBeVisible();
  await expect(aheadCard.getByText(words.types.Education, { exact: true })).toBeVisible();
  await expect(aheadCard.locator('time')).toHaveText(formatEventDateTime(ahead.date, ahead.timeZone, words.locale));
  await expect(aheadCard.getByRole('link', { name: `${words.joined.view}${words.joined.forEvent(ahead.title)}` })).toHaveAttribute(
    'href',
    `/events/${ahead._id}`,
  );
  await expect(endedCard.getByText(words.joined.completed, { exact: true })).toBeVisible();
  await expect(endedCard.getByRole('button', { name: `${words.joined.cancel}${words.joined.forEvent(ended.title)}` })).toBeDisabled();
  await expect(endedCard.locator('time')).toHaveText(formatEventDateTime(ended.date, ended.timeZone, words.locale));
  await expectNoAxeViolations(page);

  await aheadCard.getByRole('button', { name: `${words.joined.cancel}${words.joined.forEvent(ahead.title)}` }).click();
  await expect(page.getByRole('dialog', { name: words.joined.cancelledTitle })).toContainText(words.joined.cancelledBody);
  await expect(aheadCard).toHaveCount(0);

  const impactHtml = await served(page, '/my-impact', words);
  expect(impactHtml).toContain(`<title>${words.impact.pageTitle}</title>`);
  expect(impactHtml).toContain(words.impact.heading);
  expect(impactHtml).toContain(words.impact.loading);

  await page.goto('/my-impact');
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  await expect(page).toHaveTitle(words.impact.pageTitle);
  await expect(page.getByRole('heading', { level: 1, name: words.impact.heading })).toBeVisible();
  const hours = (1.5).toLocaleString(words.locale);
  const stats = page.locator('dl.stats');
  await expect(stats.getByText(words.impact.totalHours)).toBeVisible();
  await expect(stats.locator('dd').first()).toHaveText(hours);
  await expect(stats.locator('dd').nth(1)).toHaveText((1).toLocaleString(words.locale));
  const byType = page.getByRole('region', { name: words.impact.byType });
  const typeParts = (['Cleanup', 'Plantation', 'Donation', 'Education', 'Social Work'] as const).map((type) =>
    words.impact.chartPart(words.types[type], type === 'Cleanup' ? hours : (0).toLocaleString(words.locale)),
  );
  await expect(byType.getByRole('img')).toHaveAccessibleName(words.impact.chartLabel(words.impact.byType, [typeParts.join('; ')]));
  const month = new Intl.DateTimeFormat(words.locale, { month: 'short', year: 'numeric', timeZone: ended.timeZone }).format(new Date(ended.date));
  const byMonth = page.getByRole('region', { name: `${words.impact.byMonth} (${words.impact.last12Months})` });
  await expect(byMonth.getByRole('img')).toHaveAccessibleName(new RegExp(`${escape(words.impact.chartPart(month, hours))}`));
  await byMonth.getByText(words.impact.showTable).click();
  await expect(byMonth.getByRole('columnheader', { name: words.impact.columnMonth })).toBeVisible();
  await expect(byMonth.getByRole('row').last()).toHaveAccessibleName(`${month} ${hours} ${(1).toLocaleString(words.locale)}`);
  const attended = page.getByRole('region', { name: words.impact.attendedEvents });
  await expect(attended.getByText(words.impact.hoursLong(hours))).toBeVisible();
  await expect(attended.locator('time')).toHaveText(formatEventDateTime(ended.date, ended.timeZone, words.locale));
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.impact.downloadCsv }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return { hours };
}

test.describe('a volunteer whose browser asks for Bangla', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 1280, height: 800 } });

  test("Upcoming events in Bangla: served and hydrated alike; search, dates, type filter, a card's date, the count in Bangla digits and the pages' names", async ({
    page,
  }) => {
    test.slow();
    const { count, firstDate } = await upcomingEvents(page, bn);
    expect(count).toMatch(BANGLA_DIGIT);
    expect(count).not.toMatch(LATIN_DIGIT);
    expect(firstDate).toMatch(BANGLA_DIGIT);
    expect(bn.list.page(2)).toMatch(BANGLA_DIGIT);
  });

  test(
    'My joined events and My impact in Bangla: served and hydrated alike; a place cancelled, the hours in Bangla digits, the CSV downloaded',
    { tag: TIMED },
    async ({ page }) => {
      test.slow();
      const { hours } = await joinedAndImpact(page, bn);
      expect(hours).toBe('১.৫');
    },
  );
});

test.describe('a volunteer whose browser asks for English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test("Upcoming events stay in the spec's English, with the same search, filters, count and pages", async ({ page }) => {
    test.slow();
    const { count, firstDate } = await upcomingEvents(page, en);
    expect(count).toBe(`${EVENTS_PAGE_SIZE + 1} events found`);
    expect(firstDate).not.toMatch(BANGLA_DIGIT);
  });

  test('My joined events and My impact stay in English', { tag: TIMED }, async ({ page }) => {
    test.slow();
    const { hours } = await joinedAndImpact(page, en);
    expect(hours).toBe('1.5');
  });
});

test.describe('a phone in the dim theme, in Bangla', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 360, height: 740 } });

  test('Upcoming events, My joined events and My impact fit the screen and pass axe', async ({ page }) => {
    test.slow();
    await useTheme(page, 'dim');
    const { ahead } = await volunteerWithHours(page);
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto('/upcoming-events');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dim');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bn.list.heading);
    await page.getByRole('button', { name: new RegExp(`^${escape(bn.list.filters)}`) }).click();
    await expect(page.getByRole('group', { name: bn.list.filterByType }).getByRole('button', { name: bn.types['Social Work'] })).toBeVisible();
    await fits();
    await expectNoAxeViolations(page);

    await page.goto('/joined-events');
    await expect(card(page, ahead.title).getByText(bn.joined.upcoming, { exact: true })).toBeVisible();
    await fits();
    await expectNoAxeViolations(page);

    await page.goto('/my-impact');
    await expect(page.getByRole('heading', { level: 1, name: bn.impact.heading })).toBeVisible();
    await expect(page.locator('dl.stats dd').first()).toHaveText('১.৫');
    await fits();
    await expectNoAxeViolations(page);
  });
});
