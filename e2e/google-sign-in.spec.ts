import type { Page } from '@playwright/test';
import { googleSignInTexts } from '@volunteering/shared/texts/google-sign-in';
import { expect, expectNoAxeViolations, originHeader, test, pageHydrated } from './fixtures.ts';
import { STAND_IN_PERSON, startAppWithGoogle, startGoogleStandIn } from './google-stand-in.ts';
import { GOOGLE_PORTS } from './playwright.config.ts';

const GOOGLE_APP_ORIGIN = `http://127.0.0.1:${GOOGLE_PORTS.app}`;
const ISSUER_ORIGIN = `http://127.0.0.1:${GOOGLE_PORTS.issuer}`;

/** The fixture keeps pages on our origin; the stand-in's pages (and the web font they ask for) are let through. */
async function allowStandIn(page: Page) {
  await page.route(
    (url) => url.origin === ISSUER_ORIGIN,
    (route) => route.continue(),
  );
  await page.route(
    (url) => url.hostname === 'fonts.googleapis.com',
    (route) => route.fulfill({ contentType: 'text/css', body: '' }),
  );
}

test.describe('with Google configured', () => {
  test.use({ baseURL: GOOGLE_APP_ORIGIN });
  let stopStandIn: (() => Promise<void>) | undefined;
  let stopApp: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const standIn = await startGoogleStandIn(GOOGLE_PORTS.issuer, GOOGLE_APP_ORIGIN);
    stopStandIn = standIn.close;
    stopApp = (await startAppWithGoogle(GOOGLE_PORTS.app, standIn.issuer)).close;
  });

  test.afterAll(async () => {
    await stopApp?.();
    await stopStandIn?.();
  });

  test('Continue with Google signs in at the provider and returns to the page the user came from', async ({ page }) => {
    await allowStandIn(page);
    const login = `grace-${Date.now()}`;
    await page.goto('/about');
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${ISSUER_ORIGIN}/interaction/`));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${GOOGLE_APP_ORIGIN}/about`);
    // Arrived by the provider's redirect, not by goto: the menu answers once the page is hydrated.
    await pageHydrated(page);
    const menu = page.getByRole('button', { name: `Account menu for ${STAND_IN_PERSON.name}` });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.locator('#account-menu')).toContainText(STAND_IN_PERSON.name);

    const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { email: string; name: string } };
    // Google confirmed the address: no link to follow, no banner (issue 16).
    expect(session.user).toMatchObject({ email: `${login}@${STAND_IN_PERSON.emailDomain}`, name: STAND_IN_PERSON.name, emailVerified: true });
    await expect(page.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);
    // The product API accepts the new session's token.
    const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
    const joined = await page.request.get('/api/events/joined', { headers: { authorization: `Bearer ${token}` } });
    expect(joined.status()).toBe(200);
  });

  test('cancelling at the provider comes back to the login page with the reason on screen', async ({ page }) => {
    await allowStandIn(page);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${ISSUER_ORIGIN}/interaction/`));
    await page.getByRole('link', { name: '[ Cancel ]' }).click();

    await expect(page).toHaveURL(/\/auth\/login\?error=/);
    await expect(page.getByRole('alert')).toHaveText(googleSignInTexts.callbackFailed);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session).toBeNull();
  });

  test('an e-mail that already has a password account is not taken over, and the page says why', async ({ page }) => {
    await allowStandIn(page);
    const login = `ada-${Date.now()}`;
    const email = `${login}@${STAND_IN_PERSON.emailDomain}`;
    // A password account (this server keeps its own database, so its link is not followed: it need not be).
    const created = await page.request.post('/api/auth/sign-up/email', {
      headers: originHeader(page),
      data: { email, name: 'Ada Lovelace', password: 'Secret123', image: 'https://example.com/ada.png' },
    });
    expect(created.status()).toBe(200);
    await page.context().clearCookies();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/auth\/login\?error=account_not_linked/);
    await expect(page.getByRole('alert')).toHaveText(googleSignInTexts.accountNotLinked);
    for (const theme of ['light', 'dim']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await expectNoAxeViolations(page);
    }
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  });

  test('the login and register pages offer Google and stay accessible', async ({ page }) => {
    test.slow();
    for (const path of ['/auth/login', '/auth/register']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      for (const theme of ['light', 'dim']) {
        await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await expectNoAxeViolations(page);
        }
      }
    }
  });
});

test('without Google configured, no Google button is offered', async ({ page }) => {
  for (const path of ['/auth/login', '/auth/register']) {
    const options = page.waitForResponse((response) => response.url().endsWith('/api/auth-options'));
    await page.goto(path);
    expect(await (await options).json()).toEqual({ google: false });
    await expect(page.locator('input[type="email"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toBeHidden();
  }
});
