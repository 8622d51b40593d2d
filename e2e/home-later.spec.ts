// Home's sections below its first screens (decision 032): drawn by the server with the page, their
// code loaded only once the visitor heads for them, and what the visitor does there before it came
// done once it has.
import type { Page, Route } from '@playwright/test';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { homeTexts } from '@volunteering/shared/texts/home';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';
import bnHome from '../packages/shared/src/texts/bn/home.json' with { type: 'json' };
import { builtFileOf, dbQuery, expect, test, uniqueTag } from './fixtures.ts';

const LATER = () => builtFileOf('src/app/home-later.tsx');

/** Counts the requests for the later sections' code, and lets the test hold them back. */
async function watchLaterCode(page: Page) {
  const seen: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await page.route(`**${LATER()}`, async (route: Route) => {
    seen.push(route.request().url());
    if (holding) await released;
    await route.continue();
  });
  return {
    requests: () => seen.length,
    hold: () => (holding = true),
    release,
  };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sections below come with the page, and their code only once the visitor scrolls', async ({ page }) => {
    const later = await watchLaterCode(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Drawn by the server, so a reader finds them at once.
    await expect(page.getByRole('heading', { name: homeTexts.guideHeading })).toBeAttached();
    await expect(page.getByRole('region', { name: homeTexts.newsletterHeading })).toBeAttached();
    expect(later.requests()).toBe(0);

    await page.mouse.wheel(0, 400);
    await expect.poll(later.requests).toBe(1);
    const tabs = page.getByRole('tablist', { name: homeTexts.guideLabel });
    const join = tabs.getByRole('tab', { name: homeTexts.guideSteps[1].tab });
    await join.click();
    await expect(join).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(homeTexts.guideSteps[1].title);
  });

  test('a tab chosen before the code came is chosen once it has', async ({ page }) => {
    const later = await watchLaterCode(page);
    later.hold();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const join = page.getByRole('tablist', { name: homeTexts.guideLabel }).getByRole('tab', { name: homeTexts.guideSteps[1].tab });
    await join.click();
    await expect.poll(later.requests).toBe(1);
    await expect(join).toHaveAttribute('aria-selected', 'false');

    later.release();
    await expect(join).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(homeTexts.guideSteps[1].title);
  });

  test('an address sent before the code came stays on the page and is subscribed once it has', async ({ page }) => {
    const later = await watchLaterCode(page);
    later.hold();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const block = page.getByRole('region', { name: homeTexts.newsletterHeading });
    const input = block.getByLabel(homeTexts.newsletterLabel);
    const email = `early-${uniqueTag()}@example.com`;
    await input.fill(email);
    await input.press('Enter');
    await expect.poll(later.requests).toBe(1);
    // The browser's own sending would have left for /?email=…
    expect(new URL(page.url()).search).toBe('');

    later.release();
    await expect(block.getByRole('status')).toHaveText(newsletterMessages.checkInbox);
    await expect(input).toHaveValue('');
    expect(await dbQuery('select email from newsletter_subscriptions where email = $1', [email])).toEqual([{ email }]);
  });
});

test.describe('on a phone, switching to Bangla', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('before the code of the sections below came: the switch waits for it, and they are drawn in Bangla without a mismatch', async ({ page }) => {
    const later = await watchLaterCode(page);
    later.hold();
    await page.goto('/');
    await page.getByRole('button', { name: frameTexts.menu }).click();
    await expect.poll(later.requests).toBe(1);
    await page.getByRole('navigation', { name: frameTexts.menu }).getByRole('button', { name: 'বাংলা' }).click();
    // Hydrating the English markup in Bangla would not match (React's error 418, caught by the fixture).
    await page.waitForTimeout(300);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    later.release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: bnHome.newsletterHeading })).toBeVisible();
    await expect(page.getByRole('tablist', { name: bnHome.guideLabel })).toBeVisible();
  });
});

test('Home reached from another page shows its sections below at once', async ({ page }) => {
  await page.goto('/upcoming-events');
  await page.getByRole('banner').getByRole('link', { name: frameTexts.home, exact: true }).click();
  await expect(page.getByRole('tablist', { name: homeTexts.guideLabel })).toBeVisible();
  await expect(page.getByRole('region', { name: homeTexts.newsletterHeading })).toBeAttached();
});
