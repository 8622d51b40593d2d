import { frameTexts } from '@volunteering/shared/texts/frame';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import type { Page } from '@playwright/test';
import { PAGES } from '@volunteering/shared/pages';
import bnFrame from '../packages/shared/src/texts/bn/frame.json' with { type: 'json' };
import { builtFileOf, expect, test } from './fixtures.ts';

// Moving between pages inside the app (decision 018): links change the page without reloading it,
// back and forward return to the page and the place one left, and the browser keeps its own ways
// of opening a link elsewhere.

test.use({ viewport: { width: 1280, height: 800 } });

/** Set on the window of the loaded document: still there after a move inside the app, gone after a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'sameDocument' in window);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a link opens the next page at its top without a reload; back and forward return to the page and the place', async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const homePosition = await scrollY(page);

  await page.getByRole('contentinfo').getByRole('link', { name: frameTexts.privacyPolicy }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await isSameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect.poll(() => scrollY(page)).toBe(homePosition);

  await page.goForward();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

for (const [language, t] of [
  ['English', frameTexts],
  ['Bangla', bnFrame],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language === 'Bangla' ? 'bn-BD' : 'en-US' });

    test('the top bar names the main pages, Organizations among them: it opens the directory, marked as the current page', async ({ page }) => {
      await page.goto('/');
      const main = page.getByRole('navigation', { name: t.mainNavigation });
      await expect(main.getByRole('link')).toHaveText([t.home, t.upcomingEvents, t.organizations, t.contact]);
      await main.getByRole('link', { name: t.organizations, exact: true }).click();
      await expect(page).toHaveURL(PAGES.organizationDirectory.path);
      await expect(main.getByRole('link', { name: t.organizations, exact: true })).toHaveAttribute('aria-current', 'page');
    });
  });
}

test("while the next page's code loads, the main area shows its skeleton, not a blank; nothing shifts when the page comes", async ({ page }) => {
  await page.addInitScript(() => {
    const shifts = { cls: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${builtFileOf('src/app/routes/upcoming-events.tsx')}`, async (route) => {
    await released;
    await route.continue();
  });

  // Only what the move to the next page shifts counts (the Bangla button's font may land during Home's load).
  await page.evaluate(() => ((window as unknown as { shifts: { cls: number } }).shifts.cls = 0));
  await page.getByRole('navigation', { name: frameTexts.mainNavigation }).getByRole('link', { name: frameTexts.upcomingEvents }).click();
  await expect(page).toHaveURL('/upcoming-events');
  const skeleton = page.getByRole('main').locator('[aria-busy="true"]');
  await expect(skeleton.getByRole('status')).toHaveText(frameTexts.pageLoading);
  // The list page's shape: a heading, its intro and a row of cards, in grey.
  await expect(skeleton.locator('.skeleton')).toHaveCount(7);
  await expect(skeleton.locator('.skeleton').last()).toBeVisible();
  // Past the half second after the click in which the browser does not count shifts.
  await page.waitForTimeout(800);

  release();
  await expect(page.getByRole('heading', { level: 1, name: upcomingEventsTexts.heading })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: { cls: number } }).shifts.cls)).toBe(0);
});

test('a link to the page one is on does not add a step to go back through', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL('/contact');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL('/contact');

  await page.goBack();
  await expect(page).toHaveURL('/about');
});

test('a link clicked with Control opens in a new tab and leaves this page where it is', async ({ page }) => {
  await page.goto('/about');
  await markDocument(page);
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click({ modifiers: ['Control'] }),
  ]);
  await expect(opened).toHaveURL(/\/contact$/);
  await expect(page).toHaveURL('/about');
  expect(await isSameDocument(page)).toBe(true);
  await opened.close();
});

test('an address in another case or with a trailing slash opens its page', async ({ page }) => {
  await page.goto('/About/');
  await expect(page.getByRole('heading', { level: 1, name: 'About Volunteer Hub' })).toBeVisible();
});

test('after a move to another page, focus is on its heading and its title is announced; the next Tab goes on from there', async ({ page }) => {
  await page.goto('/about');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: frameTexts.privacyPolicy });
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/privacy');
  const heading = page.getByRole('heading', { level: 1, name: 'Privacy Policy' });
  await expect(heading).toBeFocused();
  await expect(page.locator('#page-announcer')).toHaveText(await page.title());
  await expect(page.locator('#page-announcer')).toHaveText(/Privacy Policy/);
  // The page stays at its top: focusing the heading does not scroll.
  expect(await scrollY(page)).toBe(0);
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(active && document.querySelector('main')?.contains(active) && active.tagName !== 'H1');
  });
  expect(next).toBe(true);
});

test('a page opened afresh keeps focus where the browser puts it and announces nothing', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).not.toBeFocused();
  await expect(page.locator('#page-announcer')).toHaveText('');
});

test('a reload returns to the place even when the scroll had not told the page yet', async ({ page }) => {
  await page.goto('/');
  // As when the reload comes before the browser's next frame, which fires the scroll event.
  await page.evaluate(() => window.addEventListener('scroll', (event) => event.stopImmediatePropagation(), { capture: true }));
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(900);
});

test('a reload returns to the place the reader was, and so does back after it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(900);

  // Followed from the keyboard, so nothing scrolls the link into view first.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: frameTexts.privacyPolicy })
    .evaluate((link) => (link as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/privacy');
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => scrollY(page)).toBe(300);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(300);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => scrollY(page)).toBe(900);
});
