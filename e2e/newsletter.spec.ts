import type { Page } from '@playwright/test';
import { homeTexts } from '@volunteering/shared/texts/home';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';
import { dbQuery, expect, expectNoAxeViolations, pauseClock, test, uniqueTag, TIMED } from './fixtures.ts';

const uniqueEmail = () => `reader-${uniqueTag()}@example.com`;

const rowsFor = (email: string) => dbQuery<{ email: string }>('select email from newsletter_subscriptions where email = $1', [email]);

function newsletter(page: Page) {
  const block = page.getByRole('region', { name: homeTexts.newsletterHeading });
  return {
    block,
    input: block.getByLabel(homeTexts.newsletterLabel),
    subscribe: block.getByRole('button', { name: homeTexts.subscribe }),
    status: block.getByRole('status'),
  };
}

/**
 * Scans Home with its clock held, so the carousel cannot start a slide mid-scan (the clock was
 * installed before the page loaded), then lets it run again.
 */
async function scanHome(page: Page) {
  await pauseClock(page);
  await expectNoAxeViolations(page);
  await page.clock.resume();
}

test('a valid address is stored once, unconfirmed; subscribing again answers the same and adds nothing', { tag: TIMED }, async ({ page }) => {
  const email = uniqueEmail();
  await page.clock.install();
  await page.goto('/');
  const form = newsletter(page);
  await expect(form.input).toHaveAttribute('type', 'email');
  await expect(form.input).toHaveAttribute('required', '');

  await form.input.fill(email);
  await form.subscribe.click();
  await expect(form.status).toHaveText(newsletterMessages.checkInbox);
  await expect(form.input).toHaveValue('');
  expect(await rowsFor(email)).toEqual([{ email }]);
  await scanHome(page);

  await form.input.fill(email);
  await Promise.all([page.waitForResponse('**/api/newsletter'), form.input.press('Enter')]);
  await expect(form.status).toHaveText(newsletterMessages.checkInbox);
  await expect(form.input).toHaveValue('');
  expect(await rowsFor(email)).toEqual([{ email }]);
});

test("an address the browser refuses gets the browser's message and ours, and nothing is sent", { tag: TIMED }, async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const form = newsletter(page);
  let posted = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/newsletter') posted = true;
  });

  await form.input.fill('not-an-email');
  await form.subscribe.click();
  expect(await form.input.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
  await expect(form.block.getByText(newsletterMessages.email)).toBeVisible();
  await expect(form.input).toHaveAttribute('aria-invalid', 'true');
  await expect(form.input).toHaveAccessibleDescription(newsletterMessages.email);
  await scanHome(page);
  await expect(form.status).toHaveText('');
  expect(await rowsFor('not-an-email')).toEqual([]);

  // Typing again clears our message.
  await form.input.fill('reader@example.com');
  await expect(form.block.getByText(newsletterMessages.email)).toHaveCount(0);
  expect(posted).toBe(false);
});

test('an address the browser lets through but the shared schema refuses gets our message and no row', async ({ page }) => {
  await page.goto('/');
  const form = newsletter(page);
  const address = `reader-${Date.now()}@localhost`;

  await form.input.fill(address);
  await form.subscribe.click();
  await expect(form.block.getByText(newsletterMessages.email)).toBeVisible();
  await expect(form.input).toHaveValue(address);
  expect(await rowsFor(address)).toEqual([]);
});

test.describe('a failed subscription', () => {
  test.use({ expectedFailures: ['/api/newsletter'] });

  test('a network failure shows an inline error and keeps the address', async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/newsletter', (route) => route.abort());
    const form = newsletter(page);
    const email = uniqueEmail();

    await form.input.fill(email);
    await form.subscribe.click();
    await expect(form.block.getByRole('alert')).toContainText('Could not reach the server');
    await expect(form.input).toHaveValue(email);
    await expect(form.status).toHaveText('');
    expect(await rowsFor(email)).toEqual([]);
  });
});
