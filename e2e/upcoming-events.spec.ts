import type { Locator, Page } from '@playwright/test';
import { EVENTS_PAGE_SIZE, SEARCH_DEBOUNCE_MS, TEXT_LIMITS, TYPE_FILTER_OPTIONS, type EventType } from '@volunteering/shared/constants';
import { LAYOUT_STORAGE_KEY, THEME_STORAGE_KEY } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { homeTexts } from '@volunteering/shared/texts/home';
import { noEventsTexts } from '@volunteering/shared/texts/no-events';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { EMPTY_ORIGIN } from './playwright.config.ts';
import { apiMessages } from '@volunteering/shared/texts/api';
import {
  AXE_WIDTHS,
  createEventThroughApi,
  expect,
  expectNoAxeViolations,
  pageTasksDone,
  pauseClock,
  renderInBrowser,
  signUp,
  slotDaysAhead,
  test,
  uniqueTag,
  TIMED,
  AFTER_RETRIES,
} from './fixtures.ts';

/** The search box's debounce; the app's own constant lives in its hook. */

/** A word no seeded or other test's event contains, so a search for it finds only this test's events. */
const searchTag = () => `Zq${uniqueTag()}`;

/**
 * Creates events through the API as a new user, titled `${tag} Event NN` and dated far ahead
 * (so they sort after everything else and never push seeded events off anyone's first page).
 */
async function createEvents(page: Page, tag: string, types: EventType[]): Promise<void> {
  await signUp(page);
  const start = 400 + Math.floor(Math.random() * 100);
  for (const [index, type] of types.entries()) {
    await createEventThroughApi(page.request, {
      title: `${tag} Event ${String(index + 1).padStart(2, '0')}`,
      description: 'A test event for the upcoming events list.',
      type,
      imageUrl: 'https://images.example.com/event.jpg',
      location: 'Kazi Nazrul Islam Avenue, Dhaka',
      date: slotDaysAhead(start + index),
      organizer: 'E2E Organizer',
      volunteersNeeded: 10,
      durationMinutes: undefined,
    });
  }
}

type ApiPage = { titles: string[]; total: number };

/** The API's own answer for a list query, to compare the page with. */
async function apiPage(page: Page, query: Record<string, string | number>): Promise<ApiPage> {
  const params = new URLSearchParams(Object.entries({ limit: EVENTS_PAGE_SIZE, ...query }).map(([k, v]) => [k, String(v)]));
  const res = await page.request.get(`/api/events?${params}`);
  expect(res.status()).toBe(200);
  const events = (await res.json()) as VolunteerEvent[];
  return { titles: events.map((event) => event.title), total: Number(res.headers()['x-total-count']) };
}

const main = (page: Page) => page.getByRole('main');
const cardTitles = (page: Page) => main(page).getByRole('listitem').getByRole('heading', { level: 2 });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: upcomingEventsTexts.searchLabel });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const filterPanel = (page: Page) => page.getByRole('group', { name: upcomingEventsTexts.filterByType });
const pagination = (page: Page) => page.getByRole('navigation', { name: upcomingEventsTexts.pagination });
const layoutButton = (page: Page, name: string) => page.getByRole('group', { name: upcomingEventsTexts.layoutLabel }).getByRole('button', { name });

/** Opens the page again as a new visit would, once the last one finished loading (favicon included). */
async function freshVisit(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.goto('/upcoming-events');
}

async function expectTitles(page: Page, titles: string[]) {
  expect(titles.length).toBeGreaterThan(0);
  await expect(cardTitles(page)).toHaveText(titles);
}

test('shows the heading, the intro and a first page of event cards', async ({ page }) => {
  await page.goto('/upcoming-events');

  await expect(page).toHaveTitle('Upcoming Events · Volunteer Hub');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(upcomingEventsTexts.heading);
  await expect(main(page).getByText(upcomingEventsTexts.intro)).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('placeholder', upcomingEventsTexts.searchPlaceholder);
  await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);

  const firstCard = main(page).getByRole('listitem').first();
  const title = await firstCard.getByRole('heading', { level: 2 }).textContent();
  await expect(firstCard.getByRole('img')).toHaveCount(0); // decorative: the title names the event
  // The cover (its blurred placeholder, hidden from assistive technology, lies under it).
  const cover = firstCard.locator('img:not([aria-hidden])');
  // The first row's pictures load at once (one may be the largest paint); the rest when scrolled to.
  await expect(cover).toHaveAttribute('loading', 'eager');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByRole('main').getByRole('listitem').nth(4).locator('img:not([aria-hidden])')).toHaveAttribute('loading', 'lazy');
  await expect(cover).toHaveAttribute('width', '640');
  await expect(firstCard.locator('time')).toBeVisible();
  await expect(firstCard.getByText(/^Volunteers \d+ \/ \d+$/)).toBeVisible();
  await expect(firstCard.getByRole('link', { name: `Details about ${title}` })).toHaveAttribute('href', /^\/events\/.+/);
});

test('a search is debounced into the URL (replacing, not adding, history) and shows what the API finds', { tag: TIMED }, async ({ page }) => {
  const tag = searchTag();
  await createEvents(page, tag, Array(3).fill('Cleanup'));
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/events' && url.searchParams.has('q')) searched.push(url.searchParams.get('q')!);
  });

  await page.clock.install();
  await page.goto('/upcoming-events?page=2');
  await expect(cardTitles(page).first()).toBeVisible();

  // With the clock stopped, typing alone changes nothing: the URL waits for a 300 ms pause.
  await pauseClock(page);
  await searchBox(page).pressSequentially(tag);
  await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
  await pageTasksDone(page);
  await expect(page).toHaveURL('/upcoming-events?page=2');
  await page.clock.runFor(1);
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}`);
  await page.clock.resume();

  const expected = await apiPage(page, { q: tag });
  expect(expected.total).toBe(3);
  await expectTitles(page, expected.titles);
  // Only the finished word reached the server: no request per keystroke.
  expect(searched).toEqual([tag]);

  // The search replaced the page-2 entry instead of adding one per pause in typing.
  await page.goBack();
  await expect(page).not.toHaveURL(/upcoming-events/);
});

test('the Filters dropdown offers the types in two columns and filters through the URL', async ({ page }) => {
  const tag = searchTag();
  await createEvents(page, tag, ['Cleanup', 'Plantation', 'Donation', 'Plantation', 'Education', 'Social Work']);
  await page.goto(`/upcoming-events?q=${tag}`);
  await expect(cardTitles(page)).toHaveCount(6);

  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
  await filtersButton(page).click();
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
  const options = filterPanel(page).getByRole('button');
  await expect(options).toHaveText([...TYPE_FILTER_OPTIONS]);
  await expect(options.filter({ hasText: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const panelStyle = await filterPanel(page).evaluate((panel) => {
    const style = getComputedStyle(panel);
    return { width: style.width, columns: style.gridTemplateColumns.split(' ').length };
  });
  expect(panelStyle).toEqual({ width: '256px', columns: 2 });
  const [first, second, third] = await Promise.all([0, 1, 2].map((index) => options.nth(index).boundingBox()));
  expect(second!.y).toBe(first!.y); // All and Cleanup share a row
  expect(third!.y).toBeGreaterThan(first!.y);

  await options.filter({ hasText: 'Plantation' }).click();
  await expect(filterPanel(page)).toBeHidden();
  await expect(filtersButton(page)).toBeFocused();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&type=Plantation`);
  await expectTitles(page, (await apiPage(page, { q: tag, type: 'Plantation' })).titles);
  await expect(cardTitles(page)).toHaveCount(2);
  await expect(filtersButton(page)).toContainText('Plantation');

  // A pointer press outside closes it.
  await filtersButton(page).click();
  await expect(filterPanel(page)).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(filterPanel(page)).toBeHidden();

  // Escape closes it and gives focus back to the button.
  await filtersButton(page).click();
  await filterPanel(page).getByRole('button', { name: 'Donation' }).focus();
  await page.keyboard.press('Escape');
  await expect(filterPanel(page)).toBeHidden();
  await expect(filtersButton(page)).toBeFocused();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&type=Plantation`);
});

test('pages: numbered buttons, disabled ends, the current page marked, and back/forward restore them', async ({ page }) => {
  const tag = searchTag();
  await createEvents(page, tag, Array(EVENTS_PAGE_SIZE + 2).fill('Donation'));
  const [first, second] = [await apiPage(page, { q: tag }), await apiPage(page, { q: tag, page: 2 })];
  expect(first.total).toBe(EVENTS_PAGE_SIZE + 2);

  await page.goto(`/upcoming-events?q=${tag}`);
  await expectTitles(page, first.titles);
  const nav = pagination(page);
  await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  await expect(nav.getByRole('button', { name: /^Page / })).toHaveCount(2);

  await page.mouse.wheel(0, 2000);
  await nav.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&page=2`);
  await expectTitles(page, second.titles);
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The list's top is brought into view for the new page.
  await expect(cardTitles(page).first()).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}`);
  await expectTitles(page, first.titles);
  await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&page=2`);
  await expectTitles(page, second.titles);

  await nav.getByRole('button', { name: 'Page 1' }).click();
  await expectTitles(page, first.titles);
});

/** Holds the page's event list requests until `release()`, to look at the page while it waits. */
async function holdEventRequests(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/events' && matches(url),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('while the next page loads, the current one stays in place, marked busy', async ({ page }) => {
  const tag = searchTag();
  await createEvents(page, tag, Array(EVENTS_PAGE_SIZE + 1).fill('Plantation'));
  const [first, second] = [await apiPage(page, { q: tag }), await apiPage(page, { q: tag, page: 2 })];

  await page.goto(`/upcoming-events?q=${tag}`);
  await expectTitles(page, first.titles);
  const release = await holdEventRequests(page, (url) => url.searchParams.get('page') === '2');
  await pagination(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&page=2`);
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(1);
  await expectTitles(page, first.titles);

  release();
  await expectTitles(page, second.titles);
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
});

for (const layout of ['grid', 'list'] as const) {
  test(`loading shows skeleton cards where the ${layout} cards will be`, async ({ page }) => {
    await page.addInitScript(([key, saved]) => localStorage.setItem(key, saved), [LAYOUT_STORAGE_KEY, layout] as const);
    await renderInBrowser(page);
    const release = await holdEventRequests(page, () => true);
    await page.goto('/upcoming-events');
    const skeletons = main(page).locator('[aria-busy="true"] .card');
    await expect(skeletons).toHaveCount(EVENTS_PAGE_SIZE);
    await expect(main(page).getByRole('status')).toHaveText(upcomingEventsTexts.loading);
    const skeletonBox = (await skeletons.first().boundingBox())!;
    const secondSkeletonBox = (await skeletons.nth(1).boundingBox())!;

    release();
    await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);
    const cards = main(page).getByRole('article');
    const cardBox = (await cards.first().boundingBox())!;
    const secondCardBox = (await cards.nth(1).boundingBox())!;
    expect({ x: cardBox.x, y: cardBox.y, width: cardBox.width }).toEqual({
      x: skeletonBox.x,
      y: skeletonBox.y,
      width: skeletonBox.width,
    });
    expect({ x: secondCardBox.x, width: secondCardBox.width }).toEqual({ x: secondSkeletonBox.x, width: secondSkeletonBox.width });
    // Heights follow the text of each event, and a row is as tall as its tallest card (which one
    // depends on the hour: the first row changes as events start); the skeleton is within a line
    // of the first card's own height.
    const ownHeight = (card: Locator) =>
      card.evaluate((element: HTMLElement) => {
        element.style.height = 'auto';
        const height = element.getBoundingClientRect().height;
        element.style.height = '';
        return height;
      });
    expect(Math.abs((await ownHeight(cards.first())) - skeletonBox.height)).toBeLessThan(30);
  });
}

test('at 360 px the list is a list: a small picture beside the title, each row far shorter than a grid card, its skeleton alike', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/upcoming-events');
  await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);
  const card = main(page).getByRole('article').first();
  const shape = async () => {
    const [box, picture, title] = await Promise.all([
      card.boundingBox(),
      card.locator('.aspect-video').boundingBox(),
      card.getByRole('heading', { level: 2 }).boundingBox(),
    ]);
    return {
      height: box!.height,
      pictureWidth: picture!.width,
      besideTitle: picture!.x + picture!.width <= title!.x,
      aboveTitle: picture!.y + picture!.height <= title!.y,
    };
  };
  const grid = await shape();
  expect(grid.aboveTitle).toBe(true);

  await layoutButton(page, upcomingEventsTexts.listLayout).click();
  await expect(layoutButton(page, upcomingEventsTexts.listLayout)).toHaveAttribute('aria-pressed', 'true');
  const list = await shape();
  expect(list.besideTitle).toBe(true);
  expect(list.pictureWidth).toBeLessThan(360 / 3);
  expect(list.height).toBeLessThan(grid.height * 0.7);

  // The list's skeleton is a row like it: its picture beside the lines, not above them.
  await renderInBrowser(page);
  const release = await holdEventRequests(page, () => true);
  await page.reload();
  const skeleton = main(page).locator('[aria-busy="true"] .card').first();
  await expect(skeleton).toBeVisible();
  const [skeletonBox, skeletonPicture] = await Promise.all([skeleton.boundingBox(), skeleton.locator('.aspect-video').boundingBox()]);
  expect(skeletonPicture!.width).toBeLessThan(360 / 3);
  expect(skeletonBox!.height).toBeLessThan(grid.height * 0.7);
  release();
});

test('the filter works by keyboard alone', async ({ page }) => {
  // Its own events: the first page of a type across the whole server changes whenever another test
  // creates one of that type.
  const tag = searchTag();
  await createEvents(page, tag, ['Education', 'Cleanup', 'Education']);
  await page.goto(`/upcoming-events?q=${tag}`);
  await expect(cardTitles(page)).toHaveCount(3);
  await searchBox(page).focus();
  await page.keyboard.press('Tab');
  await expect(filtersButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(filterPanel(page)).toBeVisible();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab'); // All … Education
  await expect(filterPanel(page).getByRole('button', { name: 'Education' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(filterPanel(page)).toBeHidden();
  await expect(filtersButton(page)).toBeFocused();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&type=Education`);
  await expectTitles(page, (await apiPage(page, { q: tag, type: 'Education' })).titles);
  await expect(cardTitles(page)).toHaveCount(2);
});

test('a link to a page past the end shows the last page', async ({ page }) => {
  const tag = searchTag();
  await createEvents(page, tag, Array(3).fill('Social Work'));
  await page.goto(`/upcoming-events?q=${tag}&page=4`);
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}`);
  await expectTitles(page, (await apiPage(page, { q: tag })).titles);
});

test('a shared link restores the search, type, page and layout', async ({ page }) => {
  const tag = searchTag();
  await createEvents(page, tag, [...Array(EVENTS_PAGE_SIZE + 1).fill('Education'), 'Cleanup']);
  const expected = await apiPage(page, { q: tag, type: 'Education', page: 2 });
  expect(expected.titles).toHaveLength(1);

  await page.goto(`/upcoming-events?q=${tag}&type=Education&page=2&layout=list`);
  await expectTitles(page, expected.titles);
  await expect(searchBox(page)).toHaveValue(tag);
  await expect(filtersButton(page)).toContainText('Education');
  await expect(layoutButton(page, upcomingEventsTexts.listLayout)).toHaveAttribute('aria-pressed', 'true');
  await expect(layoutButton(page, upcomingEventsTexts.gridLayout)).toHaveAttribute('aria-pressed', 'false');
  await expect(pagination(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Changing the type starts again from page 1.
  await filtersButton(page).click();
  await filterPanel(page).getByRole('button', { name: 'Cleanup' }).click();
  await expect(page).toHaveURL(`/upcoming-events?q=${tag}&type=Cleanup&layout=list`);
  await expectTitles(page, (await apiPage(page, { q: tag, type: 'Cleanup' })).titles);
});

test('the layout switch is remembered under eventLayout and read back on a fresh visit', async ({ page }) => {
  await page.goto('/upcoming-events');
  const grid = layoutButton(page, upcomingEventsTexts.gridLayout);
  const list = layoutButton(page, upcomingEventsTexts.listLayout);
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);
  const gridWidth = (await main(page).getByRole('listitem').first().boundingBox())!.width;

  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL('/upcoming-events?layout=list');
  expect(await page.evaluate((key) => localStorage.getItem(key), LAYOUT_STORAGE_KEY)).toBe('list');
  await expect.poll(async () => (await main(page).getByRole('listitem').first().boundingBox())!.width).toBeGreaterThan(gridWidth * 2);

  await freshVisit(page);
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);

  await grid.click();
  expect(await page.evaluate((key) => localStorage.getItem(key), LAYOUT_STORAGE_KEY)).toBe('grid');
  await freshVisit(page);
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
});

test('a search that matches nothing says so, and clearing brings the events back', async ({ page }) => {
  await page.goto('/upcoming-events?type=Cleanup');
  await searchBox(page).fill('no event is called this xyzzy');
  await expect(main(page).getByRole('heading', { name: noEventsTexts.noMatchTitle })).toBeVisible();
  await expect(main(page).getByText(noEventsTexts.noMatchBody)).toBeVisible();
  await expect(main(page).getByText(noEventsTexts.noUpcomingTitle)).toHaveCount(0);
  await expect(pagination(page)).toHaveCount(0);

  await main(page).getByRole('region', { name: noEventsTexts.noMatchTitle }).getByRole('button', { name: upcomingEventsTexts.clearFilters }).click();
  await expect(page).toHaveURL('/upcoming-events');
  await expect(searchBox(page)).toHaveValue('');
  await expect(filtersButton(page)).toHaveAccessibleName('Filters');
  await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);
});

test('the full event shows a full bar that never passes 100%', async ({ page }) => {
  const all = (await (await page.request.get('/api/events?limit=100')).json()) as VolunteerEvent[];
  const full = all.find((event) => event.volunteersJoined >= event.volunteersNeeded);
  expect(full, 'the seed has a full upcoming event').toBeDefined();

  await page.goto(`/upcoming-events?q=${encodeURIComponent(full!.title)}`);
  const card = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: full!.title }) });
  await expect(card.getByText(`Volunteers ${full!.volunteersJoined} / ${full!.volunteersNeeded}`)).toBeVisible();
  const bar = card.getByRole('progressbar');
  await expect(bar).toHaveAttribute('max', '100');
  await expect(bar).toHaveAttribute('value', '100');

  await freshVisit(page);
  await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);
  for (const value of await main(page)
    .getByRole('progressbar')
    .evaluateAll((bars) => bars.map((bar) => (bar as HTMLProgressElement).value))) {
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
  }
});

test('the search placeholder reads whole at 360 px and on a desktop', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/upcoming-events');
    await expect(searchBox(page)).toHaveAttribute('placeholder', upcomingEventsTexts.searchPlaceholder);
    const room = await searchBox(page).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, inner };
    });
    expect(room.text, `at ${width} px`).toBeLessThanOrEqual(room.inner);
  }
});

test('with text in the search box, narrow screens hide the filter and layout controls; wider ones keep them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/upcoming-events');
  await expect(filtersButton(page)).toBeVisible();
  await expect(filtersButton(page)).toHaveAccessibleName('Filters');
  // Icon only below `sm`: the name is there for screen readers but takes no room.
  expect((await filtersButton(page).getByText('Filters').boundingBox())!.width).toBeLessThanOrEqual(1);
  await expect(layoutButton(page, upcomingEventsTexts.gridLayout)).toBeVisible();

  await searchBox(page).fill('river');
  await expect(filtersButton(page)).toBeHidden();
  await expect(layoutButton(page, upcomingEventsTexts.gridLayout)).toBeHidden();
  await searchBox(page).fill('');
  await expect(filtersButton(page)).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect.poll(async () => (await filtersButton(page).getByText('Filters').boundingBox())!.width).toBeGreaterThan(20);
  await searchBox(page).fill('river');
  await expect(filtersButton(page)).toBeVisible();
  await expect(layoutButton(page, upcomingEventsTexts.listLayout)).toBeVisible();
});

test('the toolbar stays in view while the list scrolls', async ({ page }) => {
  await page.goto('/upcoming-events');
  await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);
  await pagination(page).scrollIntoViewIfNeeded();
  await expect(searchBox(page)).toBeInViewport();
  await expect(filtersButton(page)).toBeInViewport();
});

test.describe('on a server with no events', () => {
  test.use({ baseURL: EMPTY_ORIGIN });

  test('says there are no upcoming events, which is not the same as a search that found none', async ({ page }) => {
    await page.goto('/upcoming-events');
    await expect(main(page).getByRole('heading', { name: noEventsTexts.noUpcomingTitle })).toBeVisible();
    await expect(main(page).getByText(noEventsTexts.noUpcomingBody)).toBeVisible();
    await expect(main(page).getByRole('region', { name: noEventsTexts.noUpcomingTitle }).getByRole('link', { name: homeTexts.createEvent })).toHaveAttribute(
      'href',
      '/create-event',
    );
    await expect(main(page).getByText(noEventsTexts.noMatchTitle)).toHaveCount(0);
    await expect(pagination(page)).toHaveCount(0);

    await expectNoAxeViolations(page);
  });
});

test.describe('a failed load', () => {
  test.use({ expectedFailures: ['/api/events'] });

  test("a server's raw failure text is never shown: our own words, with Retry", { tag: TIMED }, async ({ page }) => {
    await renderInBrowser(page);
    await page.route('**/api/events?*', (route) => route.fulfill({ status: 500, json: { message: 'relation "events" does not exist' } }));
    await page.goto('/upcoming-events');
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText(upcomingEventsTexts.loadError, AFTER_RETRIES);
    await expect(alert).toContainText(apiMessages.serverError);
    await expect(alert).not.toContainText('relation');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  test('a failed load shows its own error state, and Retry recovers', { tag: TIMED }, async ({ page }) => {
    await renderInBrowser(page);
    await page.route('**/api/events?*', (route) => route.abort());

    await page.goto('/upcoming-events');
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText(upcomingEventsTexts.loadError, AFTER_RETRIES);
    await expect(main(page).getByText(noEventsTexts.noUpcomingTitle)).toHaveCount(0);
    await expect(main(page).getByText(noEventsTexts.noMatchTitle)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.unroute('**/api/events?*');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);
    await expect(alert).toHaveCount(0);
  });
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    for (const layout of ['grid', 'list'] as const) {
      test(`no axe violations: ${theme}, ${width} px, ${layout}`, async ({ page }) => {
        await page.addInitScript(
          ([savedTheme, savedLayout, themeKey, layoutKey]) => {
            localStorage.setItem(themeKey, savedTheme);
            localStorage.setItem(layoutKey, savedLayout);
          },
          [theme, layout, THEME_STORAGE_KEY, LAYOUT_STORAGE_KEY] as const,
        );
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/upcoming-events');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(layoutButton(page, layout === 'grid' ? upcomingEventsTexts.gridLayout : upcomingEventsTexts.listLayout)).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(cardTitles(page)).toHaveCount(EVENTS_PAGE_SIZE);
        await expectNoAxeViolations(page);

        await filtersButton(page).click();
        await expect(filterPanel(page)).toBeVisible();
        await expectNoAxeViolations(page);

        await page.keyboard.press('Escape');
        await searchBox(page).fill('no event is called this xyzzy');
        await expect(main(page).getByRole('heading', { name: noEventsTexts.noMatchTitle })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
}

test('a shared link searching for more than the API takes searches its first part and says so, instead of failing', async ({ page }) => {
  // A title as long as a search may be: the link asks for it and more.
  const title = `${searchTag()} ${'Riverbank '.repeat(30)}`.slice(0, TEXT_LIMITS.title).trim();
  await signUp(page);
  await createEventThroughApi(page.request, { title });
  await page.goto(`/upcoming-events?q=${encodeURIComponent(`${title} and the rest of a very long shared link`)}`);
  await expect(searchBox(page)).toHaveValue(title);
  await expect(searchBox(page)).toHaveAccessibleDescription(upcomingEventsTexts.searchCut(TEXT_LIMITS.title));
  // The list is what the API finds for that part: the event, no error, no Retry.
  await expect(cardTitles(page)).toHaveText([title]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
