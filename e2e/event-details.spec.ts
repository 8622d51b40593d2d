import type { Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventDetailsMessages as text } from '@volunteering/shared/texts/event-details';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { durationMessages, eventFormTexts as formText } from '@volunteering/shared/texts/event-form';
import {
  AXE_WIDTHS,
  breakPicture,
  builtFileOf,
  createEventThroughApi,
  expect,
  expectNoAxeViolations,
  renderInBrowser,
  signUp,
  slotDaysAhead,
  stubMapFrame,
  test,
  uniqueTag,
  useTheme,
  TIMED,
  AFTER_RETRIES,
} from './fixtures.ts';

async function seededEvent(page: Page, query: string, matches: (event: VolunteerEvent) => boolean): Promise<VolunteerEvent> {
  const events = (await (await page.request.get(`/api/events?limit=100&${query}`)).json()) as VolunteerEvent[];
  const found = events.find(matches);
  if (!found) throw new Error(`no seeded event fits (${query})`);
  return found;
}

const withExtras = (page: Page) => seededEvent(page, 'when=upcoming', (e) => Boolean(e.images?.length && e.highlights?.length && e.faqs?.length));
const withoutGallery = (page: Page) => seededEvent(page, 'when=upcoming', (e) => !e.images?.length);

test('an event with photos, highlights and FAQs shows every section', async ({ page }) => {
  const event = await withExtras(page);
  await page.goto(`/events/${event._id}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page).toHaveTitle(`${event.title} · Volunteer Hub`);
  await expect(main.getByText(event.type, { exact: true }).first()).toBeVisible();
  // In the event's zone with its label, whatever the browser's zone: "Saturday, March 14, 2026 at 9:30 AM GMT+6".
  await expect(main.getByText(formatEventDateTime(event.date, event.timeZone), { exact: true })).toBeVisible();
  // Demo events have a duration; the end follows the start (the same day here, so the time alone).
  const endTime = formatEventEnd(event.date, event.endDate, event.timeZone);
  expect(endTime).toMatch(/^\d{1,2}:\d{2} [AP]M \S+$/);
  await expect(main.getByText(text.until(endTime, durationMessages.label(event.durationMinutes!)), { exact: true })).toBeVisible();
  await expect(main.getByText(event.location, { exact: true })).toBeVisible();

  const banner = main.getByRole('img', { name: event.title, exact: true });
  await expect(banner).toHaveAttribute('src', event.imageUrl);
  const viewport = page.viewportSize()!;
  expect((await banner.boundingBox())!.height).toBeCloseTo(viewport.height * 0.4, 0);

  await expect(main.getByRole('heading', { name: 'About The Event' })).toBeVisible();
  await expect(main.getByText(event.description)).toBeVisible();

  const expectSection = main.getByRole('region', { name: 'What to Expect' });
  for (const highlight of event.highlights!) {
    await expect(expectSection.getByRole('heading', { name: highlight.title })).toBeVisible();
    await expect(expectSection.getByText(highlight.desc)).toBeVisible();
  }
  await expect(expectSection.getByRole('listitem')).toHaveCount(event.highlights!.length);

  const gallery = main.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByRole('button')).toHaveCount(event.images!.length);

  const map = main.locator('iframe');
  await expect(map).toHaveAttribute('src', `https://www.google.com/maps?q=${encodeURIComponent(event.location)}&output=embed`);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('title', `Map of ${event.location}`);
  expect((await map.boundingBox())!.height).toBe(384);
  await expect(main.getByRole('link', { name: `Open ${event.location} in Google Maps` })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.location)}`,
  );

  const faq = main.getByRole('region', { name: 'FAQ' });
  await expect(faq.getByRole('button')).toHaveText(event.faqs!.map((item) => item.q));

  const sidebar = page.getByRole('complementary', { name: 'Join and share' });
  await expect(sidebar.getByText(`Volunteers ${event.volunteersJoined} / ${event.volunteersNeeded}`)).toBeVisible();
  await expect(sidebar.getByRole('progressbar')).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: 'Event Countdown' })).toBeVisible();
  await expect(sidebar.getByRole('region', { name: 'Organizer' })).toContainText(event.organizer);
});

test('an event without highlights, questions or photos has none of those parts, from the server too: nothing is made up for it (decision 058)', async ({
  page,
  request,
}) => {
  await signUp(page);
  const event = await createEventThroughApi(page.request);
  expect(event.highlights ?? []).toEqual([]);
  // As a visitor gets it: a signed-in page's event is drawn in the browser.
  const served = await (await request.get(`/events/${event._id}`)).text();
  expect(served).toContain(text.about);
  for (const absent of [
    text.whatToExpect,
    `>${text.faq}<`,
    text.gallery,
    ...formText.suggestedHighlights.map((item) => item.title),
    formText.suggestedFaqs[0].q,
  ]) {
    expect(served, absent).not.toContain(absent);
  }

  await stubMapFrame(page);
  await page.goto(`/events/${event._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(main.getByRole('heading', { name: text.about })).toBeVisible();
  await expect(main.getByRole('heading', { name: text.location, exact: true })).toBeVisible();
  for (const part of [text.whatToExpect, text.faq, text.gallery]) await expect(main.getByRole('heading', { name: part, exact: true })).toHaveCount(0);
  await expect(main.getByText(formText.suggestedHighlights[0].title)).toHaveCount(0);
});

test('a banner that cannot load is replaced by a placeholder', async ({ page }) => {
  const event = await withExtras(page);
  // Only this picture fails, at whatever width the browser picks from its sources.
  const stored = event.imageUrl.replace(/\/[^/]+$/, '/');
  await breakPicture(page, (url) => url.pathname.startsWith(stored));
  await page.goto(`/events/${event._id}`);

  const placeholder = page.getByRole('img', { name: `Placeholder banner for ${event.title}` });
  await expect(placeholder).toBeVisible();
  expect((await placeholder.boundingBox())!.height).toBeCloseTo(page.viewportSize()!.height * 0.4, 0);
  await expect(page.getByRole('img', { name: event.title, exact: true })).toHaveCount(0);
});

test('the FAQ keeps one answer open, the first to begin with', async ({ page }) => {
  const event = await withExtras(page);
  await page.goto(`/events/${event._id}`);
  const faq = page.getByRole('region', { name: 'FAQ' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(event.faqs!.length);
  // Each question controls its answer by id.
  const panelIds = await questions.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-controls')));
  const answer = (index: number) => faq.locator(`[id="${panelIds[index]}"]`);

  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(0)).toHaveText(event.faqs![0]!.a);
  await expect(answer(0)).toBeVisible();
  await expect(answer(1)).toBeHidden();

  await questions.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();

  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(1)).toBeHidden();
});

test('the gallery lightbox loads on demand and moves with buttons and arrow keys', async ({ page }) => {
  await stubMapFrame(page);
  const event = await withExtras(page);
  const images = event.images!;
  const lightboxScripts: string[] = [];
  const lightboxFile = builtFileOf('src/features/event-details/components/gallery-lightbox.tsx');
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === lightboxFile) lightboxScripts.push(request.url());
  });
  await page.goto(`/events/${event._id}`);
  const thumbnails = page.getByRole('region', { name: 'Gallery' }).getByRole('button');
  await expect(thumbnails).toHaveCount(images.length);
  expect(lightboxScripts).toEqual([]);

  await thumbnails.nth(1).focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: `Photo 2 of ${images.length}` });
  await expect(lightbox).toBeVisible();
  expect(lightboxScripts).toHaveLength(1);
  await expect(page.getByRole('dialog').getByRole('img')).toHaveAttribute('src', images[1]!);

  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: `Photo 3 of ${images.length}` })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('img')).toHaveAttribute('src', images[2]!);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: `Photo 2 of ${images.length}` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Previous' }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: `Photo ${images.length} of ${images.length}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `Photo 1 of ${images.length}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumbnails.nth(1)).toBeFocused();

  await thumbnails.nth(0).click();
  await expect(page.getByRole('dialog', { name: `Photo 1 of ${images.length}` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumbnails.nth(0)).toBeFocused();
});

test.describe('countdown', { tag: TIMED }, () => {
  test('ticks down every second before the event', async ({ page }) => {
    const event = await withExtras(page);
    const start = Date.parse(event.date);
    // 1 day, 2 hours, 3 minutes and 30 seconds before the start.
    const before = start - (26 * 3600 + 3 * 60 + 30) * 1000;
    await page.clock.install({ time: before - 60_000 });
    await page.goto(`/events/${event._id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await page.clock.pauseAt(before);

    const countdown = page.getByRole('region', { name: 'Event Countdown' });
    const unit = (name: string) => countdown.locator(`[data-unit="${name}"] span`).first();
    await expect(unit('days')).toHaveText('01');
    await expect(unit('hours')).toHaveText('02');
    await expect(unit('minutes')).toHaveText('03');
    await expect(unit('seconds')).toHaveText('30');
    await expect(countdown.getByText('Starts in 1 day, 2 hours, 3 minutes and 30 seconds.')).toBeAttached();
    await expect(countdown.locator('[aria-live="off"]')).toHaveCount(1);

    await page.clock.runFor(1000);
    await expect(unit('seconds')).toHaveText('29');
    await page.clock.runFor(30_000);
    await expect(unit('minutes')).toHaveText('02');
    await expect(unit('seconds')).toHaveText('59');
  });

  test('with a duration: "Event Ongoing" from the start until the end, "Event has ended" after the end', async ({ page }) => {
    const event = await withExtras(page);
    const start = Date.parse(event.date);
    const end = Date.parse(event.endDate);
    expect(end - start).toBe(event.durationMinutes! * 60_000);
    expect(event.durationMinutes).toBeGreaterThan(1);
    await page.clock.setFixedTime(start);
    await page.goto(`/events/${event._id}`);
    const countdown = page.getByRole('region', { name: 'Event Countdown' });
    await expect(countdown.getByText(text.eventOngoing)).toBeVisible();

    await page.clock.setFixedTime(end - 60_000);
    await expect(countdown.getByText(text.eventOngoing)).toBeVisible();
    await page.clock.setFixedTime(end + 1000);
    await expect(countdown.getByText(text.eventEnded)).toBeVisible();
  });

  test('without a duration: "Event Ongoing" at the start second only, then "Event has ended"', async ({ page }) => {
    await signUp(page);
    const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
    const response = await page.request.post('/api/events', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Book Drive ${uniqueTag()}`,
        description: 'Collecting children’s books for the neighbourhood library.',
        type: 'Donation',
        imageUrl: 'https://images.example.com/books.jpg',
        location: 'Dhanmondi, Dhaka',
        date: slotDaysAhead(30),
        organizer: 'Readers Circle',
        volunteersNeeded: 5,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const event = (await response.json()) as VolunteerEvent;
    expect(event.endDate).toBe(event.date);
    const start = Date.parse(event.date);
    await page.clock.setFixedTime(start);
    await page.goto(`/events/${event._id}`);
    const countdown = page.getByRole('region', { name: 'Event Countdown' });
    await expect(countdown.getByText(text.eventOngoing)).toBeVisible();

    await page.clock.setFixedTime(start + 1000);
    await expect(countdown.getByText(text.eventEnded)).toBeVisible();
  });

  test('a past event has ended and offers no join button', async ({ page }) => {
    // 'when=past' lists events whose start has passed, so one another test just started (happening
    // now, still open to join) can come first: the event must have ended, a minute ago at least.
    const event = await seededEvent(page, 'when=past', (e) => Date.parse(e.endDate) < Date.now() - 60_000);
    await page.goto(`/events/${event._id}`);
    const sidebar = page.getByRole('complementary', { name: 'Join and share' });
    await expect(sidebar.getByText(text.eventEnded, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(text.ended, { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /join/i })).toHaveCount(0);
  });
});

test.describe('share', () => {
  test('copies the link and confirms it where the Web Share API is missing', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const event = await withoutGallery(page);
    await page.goto(`/events/${event._id}`);

    await page.getByRole('button', { name: 'Share Event' }).click();
    await expect(page.getByRole('status').filter({ hasText: text.linkCopied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('hands the title and link to the Web Share API where present', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: ShareData) => void shared.push(data),
        configurable: true,
      });
    });
    const event = await withoutGallery(page);
    await page.goto(`/events/${event._id}`);

    await page.getByRole('button', { name: 'Share Event' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: event.title, url: page.url() }]);
    await expect(page.getByRole('status').filter({ hasText: text.linkCopied })).toHaveCount(0);
  });
});

test('the served HTML carries the Open Graph tags and the page sets its title', async ({ page, baseURL }) => {
  const event = await withoutGallery(page);
  const html = await (await page.request.get(`/events/${event._id}`)).text();
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/events/${event._id}" />`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

  await page.goto(`/events/${event._id}`);
  await expect(page).toHaveTitle(`${event.title} · Volunteer Hub`);
});

test.describe('not found and load failure', () => {
  // The API's 404 and the broken request are the point of these tests.
  test.use({ expectedFailures: ['/api/events/'] });

  test('an unknown or malformed id shows "Event not found" with a way on', async ({ page }) => {
    await stubMapFrame(page);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-event']) {
      await page.goto(`/events/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: text.notFoundTitle })).toBeVisible();
      await expect(page).toHaveTitle(`${text.notFoundTitle} · Volunteer Hub`);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Browse upcoming events' }).click();
    await expect(page).toHaveURL('/upcoming-events');
  });

  test('a failed load shows an error with Retry, and Retry recovers', { tag: TIMED }, async ({ page }) => {
    await stubMapFrame(page);
    const event = await withoutGallery(page);
    await renderInBrowser(page);
    await page.route(`**/api/events/${event._id}`, (route) => route.abort('connectionfailed'));
    await page.goto(`/events/${event._id}`);

    const alert = page.getByRole('alert').filter({ hasText: text.loadFailedTitle });
    await expect(alert).toBeVisible(AFTER_RETRIES);
    await expectNoAxeViolations(page);

    await page.unroute(`**/api/events/${event._id}`);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  });
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`no axe violations in ${theme} at ${width}px`, async ({ page }) => {
      // Two full axe scans of a long page: slower than most tests on a busy machine.
      test.slow();
      await stubMapFrame(page);
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      const event = await withExtras(page);
      await page.goto(`/events/${event._id}`);
      await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page);

      await page.getByRole('region', { name: 'Gallery' }).getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
