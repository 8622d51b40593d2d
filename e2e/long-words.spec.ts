import type { Locator, Page } from '@playwright/test';
import { CAROUSEL_MAX_EVENTS, TEXT_LIMITS } from '@volunteering/shared/constants';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { joinedEventsTexts } from '@volunteering/shared/texts/joined-events';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { createEventThroughApi, expect, joinThroughApi, pickEventDate, renderInBrowser, signUp, stubMapFrame, test, uniqueTag } from './fixtures.ts';

// Issue 37, item 1: a word longer than the screen is wide (a title typed without spaces, a web
// address given as the location) wraps inside its box instead of stretching the page.

/** A phone's width. */
const PHONE = 360;

/** One word of 199 characters, the tag first so a search finds it, one short of the title's limit. */
function longTitle(tag: string): string {
  const title = (tag + 'Riverbankcleanupwithglovesandbags'.repeat(10)).slice(0, 199);
  expect(title.length).toBeLessThanOrEqual(TEXT_LIMITS.title);
  return title;
}

/** A web address as the location, about as long as the limit lets it be, without a space. */
function longLocation(tag: string): string {
  const start = `https://www.google.com/maps/place/Dhanmondi+Lake,+Dhaka/@23.7461,90.3742,17z/data=${tag}`;
  const location = (start + '!3m1!4b1!4m6!3m5!1s0x3755b8b087026b81:0x8fa563bbdd5904c2!8m2!3d23.7461!4d90.3742'.repeat(4)).slice(0, 290);
  expect(location.length).toBeLessThanOrEqual(TEXT_LIMITS.location);
  return location;
}

/** How far right the text itself reaches: a word that overflows its box reaches past the box's edge. */
const textRight = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().right;
  });

/**
 * The page is no wider than the phone, and `text` (a title, a location) ends within it: its box
 * and the letters in it.
 */
async function expectFitsPhone(page: Page, text: Locator, where: string) {
  await expect(text).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(pageWidth, `${where}: the page is no wider than the screen`).toBeLessThanOrEqual(PHONE);
  const box = (await text.boundingBox())!;
  expect.soft(box.x + box.width, `${where}: the box ends within the screen`).toBeLessThanOrEqual(PHONE);
  expect.soft(await textRight(text), `${where}: the text ends within the screen`).toBeLessThanOrEqual(PHONE);
}

async function eventWithLongWords(page: Page): Promise<{ event: VolunteerEvent; tag: string }> {
  await signUp(page);
  const tag = uniqueTag();
  const event = await createEventThroughApi(page.request, { title: longTitle(tag), location: longLocation(tag), organizer: `Clean Lakes ${tag}` });
  return { event, tag };
}

const heading = (scope: Page | Locator, title: string) => scope.getByRole('heading', { name: title, exact: true });

test('a title of one 199-letter word and a web address as location wrap at 360 px on every screen that shows the event', async ({ page }) => {
  test.slow();
  const { event, tag } = await eventWithLongWords(page);
  await stubMapFrame(page);
  await page.setViewportSize({ width: PHONE, height: 800 });

  // Upcoming events, found by a search, in both layouts.
  for (const layout of ['grid', 'list'] as const) {
    await page.goto(`/upcoming-events?q=${tag}&layout=${layout}`);
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: heading(page, event.title) });
    await expect(card).toHaveCount(1);
    await expectFitsPhone(page, heading(card, event.title), `Upcoming events (${layout})`);
    await expectFitsPhone(page, card.getByText(event.location, { exact: true }), `Upcoming events' location (${layout})`);
  }

  // The event's page: the title, the location, and the link to the map, which shows the location.
  await page.goto(`/events/${event._id}`);
  await expectFitsPhone(page, page.getByRole('heading', { level: 1, name: event.title, exact: true }), 'the event page');
  await expectFitsPhone(page, page.getByRole('main').locator('header').getByText(event.location, { exact: true }), "the event page's location");
  const mapLink = page.getByRole('link', { name: `${eventDetailsMessages.openInMaps(event.location)} ${eventDetailsMessages.newTab}` });
  await mapLink.scrollIntoViewIfNeeded();
  await expectFitsPhone(page, mapLink, 'the map link');

  // My Joined Events.
  await joinThroughApi(page.request, event._id);
  await page.goto('/joined-events');
  await expect(page.getByRole('heading', { level: 1, name: joinedEventsTexts.heading })).toBeVisible();
  await expectFitsPhone(page, heading(page.getByRole('main'), event.title), 'My Joined Events');

  // Manage events, and the dialogs that name the event: all of its title shows, wrapped.
  await page.goto('/manage-events');
  const card = page.getByRole('article').filter({ has: heading(page, event.title) });
  await expectFitsPhone(page, heading(card, event.title), 'Manage events');

  await card.getByRole('button', { name: `${manageEventsTexts.delete} ${event.title}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: manageEventsTexts.confirmTitle });
  const body = confirm.getByText(manageEventsTexts.confirmBody(event.title), { exact: true });
  await expectFitsPhone(page, body, 'the Delete dialog');
  await expect(confirm.getByRole('button', { name: manageEventsTexts.cancel })).toBeInViewport();
  await confirm.getByRole('button', { name: manageEventsTexts.cancel }).click();
  await expect(confirm).toBeHidden();

  await card.getByRole('button', { name: `${manageEventsTexts.more} ${event.title}`, exact: true }).click();
  await card.getByRole('button', { name: `${manageEventsTexts.participants} ${event.title}`, exact: true }).click();
  const participants = page.getByRole('dialog', { name: manageEventsTexts.participantsTitle(event.title) });
  await expectFitsPhone(page, participants.getByRole('heading', { name: manageEventsTexts.participantsTitle(event.title) }), 'the Participants dialog');
  await page.keyboard.press('Escape');
  await expect(participants).toBeHidden();
});

test("Home's carousel shows a 199-letter title within the screen at 360 px", async ({ page }) => {
  const { event } = await eventWithLongWords(page);
  // Home shows the soonest few events, which may be other tests': here it shows this one alone. A
  // stale session leaves the rendering to the browser, whose request for the list can be answered.
  await renderInBrowser(page);
  const carouselList = (url: URL) =>
    url.pathname === '/api/events' && url.searchParams.get('limit') === String(CAROUSEL_MAX_EVENTS) && !url.searchParams.has('q');
  await page.route(carouselList, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: [event] });
  });
  await page.setViewportSize({ width: PHONE, height: 800 });
  await page.goto('/');
  await expectFitsPhone(page, page.getByRole('heading', { level: 2, name: event.title, exact: true }), 'Home');
});

test('after creating an event with a 199-letter title, the "Event Created!" dialog shows all of it at 360 px', async ({ page }) => {
  await signUp(page);
  const tag = uniqueTag();
  const title = longTitle(tag);
  await page.goto('/create-event');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(eventFormTexts.title).fill(title);
  await field(eventFormTexts.description).fill('Collecting litter along the river bank, with gloves and bags provided.');
  await field(eventFormTexts.type).selectOption('Cleanup');
  await pickEventDate(page);
  await field(eventFormTexts.location).fill(longLocation(tag));
  await field(eventFormTexts.imageUrl).fill('https://images.example.com/cleanup.jpg');
  await field(eventFormTexts.volunteersNeeded).fill('25');
  await page.setViewportSize({ width: PHONE, height: 800 });
  await page.getByRole('button', { name: eventFormTexts.submit, exact: true }).click();

  const created = page.getByRole('dialog', { name: eventFormTexts.createdTitle });
  await expectFitsPhone(page, created.getByText(eventFormTexts.createdBody(title), { exact: true }), 'the Created dialog');
  await expect(created.getByRole('link', { name: eventFormTexts.viewEvent })).toBeInViewport();
});
