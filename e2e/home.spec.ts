import type { Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { homeTexts } from '@volunteering/shared/texts/home';
import { noEventsTexts } from '@volunteering/shared/texts/no-events';
import { EMPTY_ORIGIN } from './playwright.config.ts';
import {
  AXE_WIDTHS,
  breakPicture,
  expect,
  expectNoAxeViolations,
  pageTasksDone,
  pauseClock,
  renderedEvents,
  renderInBrowser,
  test,
  useTheme,
  TIMED,
  AFTER_RETRIES,
} from './fixtures.ts';

/**
 * Opens Home and returns the events its carousel was rendered with: the API's next five, as the
 * server read them for this page. Asked for separately, they could differ, when another test's event
 * starts or is created in between.
 */
async function openHome(page: Page): Promise<VolunteerEvent[]> {
  await page.goto('/');
  const events = await renderedEvents(page);
  expect(events.length).toBe(5);
  return events;
}

/**
 * Holds Home's clock from before it loads, so the carousel moves only when the test moves the
 * clock, however slow the machine (it would move on its own after 7 s of real time).
 */
async function holdClockFromLoad(page: Page) {
  await page.clock.install();
  await pauseClock(page);
}

const carousel = (page: Page) => page.getByRole('region', { name: homeTexts.carouselLabel });
// Hidden slides are aria-hidden, so the only slide a reader can reach is the current one.
const currentSlide = (page: Page) => carousel(page).getByRole('group', { name: /^\d+ of \d+$/ });

async function expectSlide(page: Page, events: VolunteerEvent[], position: number) {
  await expect(currentSlide(page)).toHaveAccessibleName(`${position} of ${events.length}`);
  await expect(currentSlide(page).getByRole('heading', { level: 2 })).toHaveText(events[position - 1]!.title);
  await expect(carousel(page).getByRole('button', { name: homeTexts.goToSlide(position), exact: true })).toHaveAttribute('aria-current', 'true');
}

/** Takes the mouse and the keyboard focus away from the carousel, so only the rule under test can pause it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('carousel', { tag: TIMED }, () => {
  test.beforeEach(async ({ page }) => {
    await holdClockFromLoad(page);
  });

  test('shows the first five upcoming events and advances every 7 seconds, wrapping to the first', async ({ page }) => {
    const events = await openHome(page);
    const dates = events.map((event) => Date.parse(event.date));
    expect(dates).toEqual(dates.toSorted((a, b) => a - b));
    await expectSlide(page, events, 1);
    const slide = currentSlide(page);
    await expect(slide.getByText(homeTexts.upcomingTag, { exact: true })).toBeVisible();
    await expect(slide.getByText(events[0]!.description.slice(0, 40))).toBeVisible();
    await expect(slide.getByRole('img', { name: events[0]!.title })).toHaveAttribute('fetchpriority', 'high');
    await expect(carousel(page).getByRole('button', { name: /^Go to slide/ })).toHaveCount(5);

    await page.clock.runFor(6999);
    await pageTasksDone(page);
    await expectSlide(page, events, 1);
    await page.clock.runFor(1);
    await expectSlide(page, events, 2);
    for (const position of [3, 4, 5, 1]) {
      await page.clock.runFor(7000);
      await expectSlide(page, events, position);
    }
  });

  test('a slide whose picture cannot load shows a drawn backdrop instead of a broken picture', async ({ page, baseURL }) => {
    // Every picture, in every size: the first slide's event is known only once the page is there.
    await breakPicture(page, (url) => url.origin !== new URL(baseURL!).origin || url.pathname.startsWith('/media/'));
    const events = await openHome(page);

    const slide = currentSlide(page);
    await expect(slide.getByRole('heading', { level: 2 })).toHaveText(events[0]!.title);
    await expect(slide.getByRole('img')).toHaveCount(0);
    await expect(slide.locator('div[aria-hidden="true"]').first()).toHaveCSS('background-image', /gradient/);
  });

  test('slides with a 700 ms transform transition', async ({ page }) => {
    await openHome(page);
    const track = carousel(page).locator('[aria-live]');
    await expect(track).toHaveCSS('transition-duration', '0.7s');
    await expect(track).toHaveCSS('transition-property', /^transform\b/);
  });

  test('arrows move by one and wrap at both ends; dots jump', async ({ page }) => {
    const events = await openHome(page);
    const region = carousel(page);

    await region.getByRole('button', { name: homeTexts.nextSlide }).click();
    await expectSlide(page, events, 2);
    await region.getByRole('button', { name: homeTexts.previousSlide }).click();
    await expectSlide(page, events, 1);
    await region.getByRole('button', { name: homeTexts.previousSlide }).click();
    await expectSlide(page, events, 5);
    await region.getByRole('button', { name: homeTexts.nextSlide }).click();
    await expectSlide(page, events, 1);

    await region.getByRole('button', { name: homeTexts.goToSlide(4), exact: true }).click();
    await expectSlide(page, events, 4);
    await region.getByRole('button', { name: homeTexts.goToSlide(2), exact: true }).click();
    await expectSlide(page, events, 2);
  });

  test('arrows and dots work from the keyboard', async ({ page }) => {
    const events = await openHome(page);
    await carousel(page).getByRole('button', { name: homeTexts.nextSlide }).focus();
    await page.keyboard.press('Enter');
    await expectSlide(page, events, 2);
    await carousel(page)
      .getByRole('button', { name: homeTexts.goToSlide(5), exact: true })
      .focus();
    await page.keyboard.press('Space');
    await expectSlide(page, events, 5);
  });

  test('hovering pauses auto-advance and leaving resumes it', async ({ page }) => {
    const events = await openHome(page);
    await currentSlide(page).getByRole('heading').hover();
    await page.clock.runFor(14_000);
    await pageTasksDone(page);
    await expectSlide(page, events, 1);

    await leaveCarousel(page);
    await page.clock.runFor(7000);
    await expectSlide(page, events, 2);
  });

  test('keyboard focus inside pauses auto-advance', async ({ page }) => {
    const events = await openHome(page);
    await currentSlide(page).getByRole('link', { name: homeTexts.joinEvent }).focus();
    await page.clock.runFor(14_000);
    await pageTasksDone(page);
    await expectSlide(page, events, 1);

    await leaveCarousel(page);
    await page.clock.runFor(7000);
    await expectSlide(page, events, 2);
  });

  test('a hidden tab pauses auto-advance', async ({ page }) => {
    const events = await openHome(page);
    const setVisibility = (state: DocumentVisibilityState) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);

    await setVisibility('hidden');
    await page.clock.runFor(14_000);
    await pageTasksDone(page);
    await expectSlide(page, events, 1);

    await setVisibility('visible');
    await page.clock.runFor(7000);
    await expectSlide(page, events, 2);
  });

  test('the stop button halts the slide show until started again', async ({ page }) => {
    const events = await openHome(page);
    await carousel(page).getByRole('button', { name: homeTexts.pauseRotation }).click();
    await leaveCarousel(page);
    await page.clock.runFor(14_000);
    await pageTasksDone(page);
    await expectSlide(page, events, 1);

    await carousel(page).getByRole('button', { name: homeTexts.resumeRotation }).click();
    await leaveCarousel(page);
    await page.clock.runFor(7000);
    await expectSlide(page, events, 2);
  });

  test('never auto-advances or animates when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const events = await openHome(page);
    await page.clock.runFor(21_000);
    await pageTasksDone(page);
    await expectSlide(page, events, 1);
    await expect(carousel(page).locator('[aria-live]')).toHaveCSS('transition-property', 'none');
    await expect(carousel(page).getByRole('button', { name: homeTexts.pauseRotation })).toHaveCount(0);

    // Manual moves still work.
    await carousel(page).getByRole('button', { name: homeTexts.nextSlide }).click();
    await expectSlide(page, events, 2);
  });

  for (const width of [1280, 360]) {
    test(`at ${width} px nothing of the next slide shows inside the carousel (its blurred stand-in is clipped to its slide)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      // Each part of a hidden slide, as much of it as its clipping boxes let through, against the carousel's box.
      const seen = await carousel(page).evaluate((region) => {
        const inside = region.getBoundingClientRect();
        const clipped = (element: Element) => {
          let { left, right, top, bottom } = element.getBoundingClientRect();
          for (let box = element.parentElement; box && box !== region; box = box.parentElement) {
            if (getComputedStyle(box).overflow === 'visible') continue;
            const clip = box.getBoundingClientRect();
            [left, right, top, bottom] = [Math.max(left, clip.left), Math.min(right, clip.right), Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
          }
          const width = Math.min(right, inside.right) - Math.max(left, inside.left);
          const height = Math.min(bottom, inside.bottom) - Math.max(top, inside.top);
          return width > 0 && height > 0 ? Math.round(width) : 0;
        };
        const hidden = [...region.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"] *')];
        return {
          parts: hidden.length,
          standIns: region.querySelectorAll('[aria-hidden="true"] img.blur-lg').length,
          shown: hidden.map(clipped).filter((px) => px > 0),
        };
      });
      expect(seen.parts).toBeGreaterThan(0);
      expect(seen.standIns).toBeGreaterThan(0);
      expect(seen.shown).toEqual([]);
    });
  }

  test("'Join The Event' opens the event of the current slide", async ({ page }) => {
    const events = await openHome(page);
    await carousel(page).getByRole('button', { name: homeTexts.nextSlide }).click();
    const join = currentSlide(page).getByRole('link', { name: homeTexts.joinEvent });
    await expect(join).toHaveAttribute('href', `/events/${events[1]!._id}`);
    await join.click();
    await expect(page).toHaveURL(`/events/${events[1]!._id}`);
  });

  test('only the current slide can take focus', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('link', { name: homeTexts.joinEvent })).toHaveCount(1);
    await expect(carousel(page).locator('[aria-roledescription="slide"][inert]')).toHaveCount(4);
    await expect(carousel(page).locator('img[loading="lazy"]')).toHaveCount(4);
  });
});

test('the guide tabs switch with a click and with the arrow keys', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: homeTexts.guideLabel });
  const [discover, join, participate] = homeTexts.guideSteps.map((step) => tabs.getByRole('tab', { name: step.tab }));

  await expect(discover!).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(homeTexts.guideSteps[0].title);

  await join!.click();
  await expect(join!).toHaveAttribute('aria-selected', 'true');
  await expect(discover!).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel')).toContainText(homeTexts.guideSteps[1].title);

  await page.keyboard.press('ArrowRight');
  await expect(participate!).toBeFocused();
  await expect(participate!).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(homeTexts.guideSteps[2].title);

  await page.keyboard.press('ArrowRight');
  await expect(discover!).toBeFocused();
  await expect(discover!).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowLeft');
  await expect(participate!).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(discover!).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(participate!).toHaveAttribute('aria-selected', 'true');

  // One tab stop for the whole tab list, then the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('feature sections, gallery and the call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(homeTexts.pageTitle);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeTexts.heading);
  await expect(page.getByRole('heading', { name: homeTexts.organizersHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: homeTexts.volunteersHeading })).toBeVisible();

  const images = page.getByRole('region', { name: homeTexts.galleryHeading }).getByRole('img');
  await expect(images).toHaveCount(6);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('alt', /\w{3,}/);
    await expect(image).toHaveAttribute('loading', 'lazy');
    // The product's own pictures, from this server (issue 17), at the width the screen needs.
    await expect(image).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}\/800\.webp$/);
    await expect(image).toHaveAttribute('srcset', /400\.webp 400w, .*1600\.webp 1600w$/);
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '400');
  }

  await expect(page.getByRole('link', { name: homeTexts.startEvent })).toHaveAttribute('href', '/create-event');
});

test('a gallery picture that does not load is a drawn frame named by its description, not raw alt text', async ({ page }) => {
  await breakPicture(page, (url) => url.pathname.startsWith('/media/'));
  await page.goto('/');
  const gallery = page.getByRole('region', { name: homeTexts.galleryHeading });
  await gallery.scrollIntoViewIfNeeded();
  // Lazy pictures load once near the view; each broken one gives way to the frame.
  await expect(gallery.locator('img')).toHaveCount(0);
  const frames = gallery.getByRole('img');
  await expect(frames).toHaveCount(6);
  await expect(frames.first()).toHaveAccessibleName('Volunteers collecting plastic litter on a sandy beach');
  await expect(gallery.getByText('Volunteers collecting plastic litter on a sandy beach')).toHaveCount(0);
  await expect(frames.first().locator('svg')).toBeVisible();
});

test.describe('with no upcoming events', () => {
  test.use({ baseURL: EMPTY_ORIGIN });

  test('Home shows a friendly banner with a way to create an event', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: noEventsTexts.noUpcomingTitle })).toBeVisible();
    await expect(page.getByText(noEventsTexts.noUpcomingBody)).toBeVisible();
    await expect(page.getByRole('link', { name: homeTexts.createEvent })).toHaveAttribute('href', '/create-event');
    await expect(page.getByRole('region', { name: homeTexts.carouselLabel })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('a failed load', () => {
  test.use({ expectedFailures: ['/api/events'] });

  test('a network failure shows the error in place, and Retry recovers', { tag: TIMED }, async ({ page }) => {
    await renderInBrowser(page);
    const failEvents = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route('**/api/events?*', failEvents);
    await page.goto('/');

    const alert = page.getByRole('alert').filter({ hasText: homeTexts.loadError });
    await expect(alert).toBeVisible(AFTER_RETRIES);
    await expect(alert).toContainText('Could not reach the server');
    await expectNoAxeViolations(page);

    await page.unroute('**/api/events?*', failEvents);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: homeTexts.carouselLabel })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`Home has no axe violations in ${theme} at ${width} px`, { tag: TIMED }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      // A slide moving in mid-scan would be measured half in place.
      await holdClockFromLoad(page);
      await openHome(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(carousel(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
