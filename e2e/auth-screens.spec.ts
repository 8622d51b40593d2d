import { accountTexts } from '@volunteering/shared/texts/account';
import { apiMessages } from '@volunteering/shared/texts/api';
import { authErrorTexts } from '@volunteering/shared/texts/auth-errors';
import { verificationTexts } from '@volunteering/shared/texts/verification';
import { validationMessages } from '@volunteering/shared/texts/validation';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import bnHome from '../packages/shared/src/texts/bn/home.json' with { type: 'json' };
import { AXE_WIDTHS, bearer, confirmationPath, dbQuery, expect, expectNoAxeViolations, originHeader, signUp, test, uniqueTag, useTheme } from './fixtures.ts';

const uniqueEmail = (name: string) => `${name}-${uniqueTag()}@example.com`;

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** A signed-out visitor with an account, so a test can log in through the screen. */
async function signedOutAccount(page: Page) {
  const account = await signUp(page);
  await page.context().clearCookies();
  return account;
}

test.describe('register', () => {
  test('shows the spec texts and a message next to each invalid field', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page).toHaveTitle('Register · Volunteer Hub');
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    // Outside the main layout: no top bar.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const name = page.getByLabel('Full Name');
    const photo = page.getByLabel('Photo URL');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    // The spec's hints are shown before anything is typed.
    await expect(email).toHaveAccessibleDescription(validationMessages.email);
    await expect(password).toHaveAccessibleDescription(validationMessages.password);
    await expect(page.getByText(validationMessages.password)).toBeVisible();

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(validationMessages.name);
    await expect(name).toBeFocused();
    // A photo is optional (issue 17): without one, the initials show.
    await expect(photo).not.toHaveAttribute('aria-invalid');
    await expect(photo).toHaveAccessibleDescription(accountTexts.photoOptional);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Rahim Uddin');
    await photo.fill('not a web address');
    await email.fill('rahim@');
    await password.fill('secret1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(photo).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(validationMessages.email);
    // No uppercase letter.
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await photo.fill('https://example.com/rahim.png');
    await email.fill('rahim@example.com');
    await password.fill('Ab1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(photo).not.toHaveAttribute('aria-invalid');
    await expect(email).not.toHaveAttribute('aria-invalid');
    // Too short, though it has both letter cases.
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(validationMessages.password);
    // Nothing was sent: the account does not exist.
    expect(await dbQuery('select 1 from "user" where email = $1', ['rahim@example.com'])).toEqual([]);

    await password.fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('creates the account, goes to / and says to check the inbox; the mailed link confirms it and signs in', async ({ page }) => {
    const email = uniqueEmail('nadia');
    await page.goto('/auth/register');
    await page.getByLabel('Full Name').fill('Nadia Islam');
    await page.getByLabel('Photo URL').fill('https://example.com/nadia.png');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Garden42');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: verificationTexts.checkInboxTitle })).toContainText(verificationTexts.checkInboxBody(email));
    // Signed in only by the link.
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    const rows = await dbQuery<{ name: string; image: string; email_verified: boolean }>('select name, image, email_verified from "user" where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ name: 'Nadia Islam', image: 'https://example.com/nadia.png', email_verified: false }]);

    await page.goto(await confirmationPath(email));
    await expect(page).toHaveURL('/?verified=1');
    await expect(page.getByRole('status').filter({ hasText: verificationTexts.verified })).toBeVisible();
    const avatar = page.getByRole('button', { name: 'Account menu for Nadia Islam' });
    await expect(avatar).toBeVisible();
    await expect(avatar.locator('img')).toHaveAttribute('src', 'https://example.com/nadia.png');
    await expect(page.getByText(verificationTexts.banner(email))).toHaveCount(0);
    expect((await dbQuery<{ email_verified: boolean }>('select email_verified from "user" where email = $1', [email]))[0]!.email_verified).toBe(true);
  });

  test('takes an account without a photo and shows its initials on a coloured circle', async ({ page }) => {
    const email = uniqueEmail('tanvir');
    await page.goto('/auth/register');
    await page.getByLabel('Full Name').fill('Tanvir Ahmed');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Garden42');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/');
    expect(await dbQuery('select image from "user" where email = $1', [email])).toEqual([{ image: null }]);

    await page.goto(await confirmationPath(email));
    const avatar = page.getByRole('button', { name: 'Account menu for Tanvir Ahmed' });
    const circle = avatar.locator('span[aria-hidden="true"]');
    await expect(circle).toHaveText('TA');
    await expect(avatar.locator('img')).toHaveCount(0);
    // White letters on a dark colour, the same on every visit.
    const colour = await circle.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.reload();
    await expect(circle).toHaveCSS('background-color', colour);
    await expect(circle).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test.describe('with an e-mail that already has an account', () => {
    test('answers as for a new one, changes nothing and tells the owner by e-mail', async ({ page }) => {
      const account = await signedOutAccount(page);
      await page.goto('/auth/register');
      await page.getByLabel('Full Name').fill('Someone Else');
      await page.getByLabel('Photo URL').fill('https://example.com/else.png');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill('Another9');
      await page.getByRole('button', { name: 'Register' }).click();

      await expect(page).toHaveURL('/');
      await expect(page.getByRole('status').filter({ hasText: verificationTexts.checkInboxTitle })).toContainText(
        verificationTexts.checkInboxBody(account.email),
      );
      expect(await dbQuery('select name from "user" where email = $1', [account.email])).toEqual([{ name: account.name }]);
      const mails = await dbQuery<{ subject: string }>('select subject from outbox where "to" = $1 and subject = $2', [
        account.email,
        verificationTexts.existingSubject,
      ]);
      expect(mails).toHaveLength(1);
    });
  });
});

test.describe('until the e-mail address is confirmed', () => {
  // The refused join is the point of the test.
  test.use({ expectedFailures: ['/api/events/'] });

  test('a banner offers a new link, and joining says to confirm first without signing out', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    const created = await page.request.post('/api/auth/sign-up/email', {
      headers: originHeader(page),
      data: { name: 'Tania Sultana', email, password: 'Secret123', image: 'https://example.com/tania.png' },
    });
    expect(created.status()).toBe(200);
    await page.goto('/auth/login');
    await fillLogin(page, email, 'Secret123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText(verificationTexts.banner(email))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: verificationTexts.sendAgain }).click();
    await expect(page.getByRole('status').filter({ hasText: verificationTexts.sent })).toBeVisible();
    expect(await dbQuery('select 1 from outbox where "to" = $1 and subject = $2', [email, verificationTexts.verifySubject])).toHaveLength(2);

    // Joining is refused with the reason, and the account stays signed in.
    const [event] = await dbQuery<{ id: string }>(
      "select id from events where hidden is null and date > now() + interval '1 day' and volunteers_joined < volunteers_needed order by date limit 1",
    );
    await page.goto(`/events/${event!.id}`);
    await page.getByRole('button', { name: 'Join Now' }).first().click();
    await page.getByRole('button', { name: 'Yes, Get My Ticket!' }).click();
    await expect(page.getByText(apiMessages.verifyEmailFirst)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Tania Sultana' })).toBeVisible();
    await expect(page.getByText(verificationTexts.banner(email))).toBeVisible();
    expect(await dbQuery('select 1 from participations p join "user" u on u.id = p.user_id where u.email = $1', [email])).toEqual([]);

    // The link from either mail confirms: the banner is gone.
    await page.goto(await confirmationPath(email));
    await expect(page.getByRole('status').filter({ hasText: verificationTexts.verified })).toBeVisible();
    await expect(page.getByText(verificationTexts.banner(email))).toHaveCount(0);
  });

  test('an old or broken link says so', async ({ page }) => {
    await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2F%3Fverified%3D1');
    await expect(page.getByRole('status').filter({ hasText: verificationTexts.linkExpired })).toBeVisible();
  });
});

test.describe('login', () => {
  test('has the spec parts and links to register and forgot password', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Login · Volunteer Hub');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/auth/login/forgotPassword');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/auth/register');
  });

  test('checks the fields before sending', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(validationMessages.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(validationMessages.passwordRequired);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('signs in and goes to / when there is no page to go back to', async ({ page }) => {
    const account = await signedOutAccount(page);
    await page.goto('/auth/login');
    await fillLogin(page, account.email, account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  });

  test('on a new browser, signing in switches the pages to the account’s language (issue 37)', async ({ page }) => {
    const account = await signUp(page);
    const saved = await page.request.put('/api/me/language', { headers: { authorization: await bearer(page.request) }, data: { language: 'bn' } });
    expect(saved.status()).toBe(204);
    await page.context().clearCookies();
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await fillLogin(page, account.email, account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bnHome.heading);
    // And the next page the server draws, from the cookie the sign-in set.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bnHome.heading);
  });

  test('works with the keyboard alone, in reading order', async ({ page }) => {
    const account = await signedOutAccount(page);
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    // The product link (and Continue with Google, where the server offers it) come first.
    const email = page.getByLabel('Email');
    for (let presses = 0; presses < 3 && !(await email.evaluate((input) => input === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Remember me')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  });

  test.describe('failures', () => {
    test.use({ expectedFailures: ['/api/auth/sign-in/email'] });

    test('a wrong password is explained in place and the user stays', async ({ page }) => {
      const account = await signedOutAccount(page);
      await page.goto('/auth/login');
      await fillLogin(page, account.email, 'Wrong1234');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toHaveText(authErrorTexts.invalidCredentials);
      await expect(page).toHaveURL('/auth/login');
      // The same message for an address with no account, so it reveals nothing.
      await fillLogin(page, uniqueEmail('nobody'), 'Wrong1234');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toHaveText(authErrorTexts.invalidCredentials);
    });

    test('an unreachable server is explained in place', async ({ page }) => {
      const account = await signedOutAccount(page);
      await page.goto('/auth/login');
      await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
      await fillLogin(page, account.email, account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toHaveText(authErrorTexts.network);
      await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    });
  });
});

test.describe('remember me', () => {
  /** A browser restart: a new context that keeps only the cookies with an expiry date. */
  async function restart(browser: Browser, context: BrowserContext, baseURL: string) {
    const persistent = (await context.cookies()).filter((cookie) => cookie.expires > 0);
    const next = await browser.newContext({ baseURL });
    await next.addCookies(persistent);
    // No internet in tests: remote images (the avatar) are simply not loaded.
    await next.route(
      (url) => url.origin !== new URL(baseURL).origin,
      (route) => route.abort(),
    );
    return next;
  }

  for (const remember of [true, false]) {
    test(`${remember ? 'checked keeps the session 30 days' : 'unchecked ends it with the browser'}`, async ({ page, browser, baseURL }) => {
      const account = await signedOutAccount(page);
      await page.goto('/auth/login');
      await fillLogin(page, account.email, account.password);
      if (remember) await page.getByLabel('Remember me').check();
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();

      const session = (await page.context().cookies()).find(({ name }) => name.endsWith('session_token'));
      if (remember) {
        const days = (session!.expires * 1000 - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(29.9);
        expect(days).toBeLessThanOrEqual(30);
      } else {
        expect(session!.expires).toBe(-1);
      }
      // The server agrees: 30 days, or one day for a session the browser forgets on closing.
      const [row] = await dbQuery<{ expires_at: Date }>(
        'select s.expires_at from session s join "user" u on u.id = s.user_id where u.email = $1 order by s.created_at desc limit 1',
        [account.email],
      );
      const serverDays = (row!.expires_at.getTime() - Date.now()) / 86_400_000;
      expect(Math.round(serverDays)).toBe(remember ? 30 : 1);

      const next = await restart(browser, page.context(), baseURL!);
      const after = await next.newPage();
      await after.goto('/profile');
      if (remember) {
        await expect(after).toHaveURL('/profile');
        await expect(after.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
      } else {
        await expect(after).toHaveURL('/auth/login');
      }
      await next.close();
    });
  }
});

test.describe('forgot and reset password', () => {
  async function resetLinkFor(email: string): Promise<string> {
    let rows: { text: string }[] = [];
    await expect
      .poll(async () => {
        rows = await dbQuery<{ text: string }>('select text from outbox where "to" = $1 order by created_at desc', [email]);
        return rows.length;
      })
      .toBeGreaterThan(0);
    return rows[0]!.text.match(/https?:\/\/\S+/)![0];
  }

  test('mails a link that sets a new password and signs the user in', async ({ page }) => {
    const account = await signedOutAccount(page);
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL('/auth/login/forgotPassword');
    await expect(page.getByRole('heading', { name: accountTexts.forgotTitle })).toBeVisible();
    // The address typed on the login page comes along.
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByRole('button', { name: accountTexts.sendResetLink }).click();
    await expect(page.getByRole('status')).toContainText(accountTexts.resetLinkSent(account.email));

    const link = await resetLinkFor(account.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset-password\?.*token=/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    const password = page.getByLabel(accountTexts.newPassword, { exact: true });
    await expect(password).toHaveAccessibleDescription(validationMessages.password);
    await password.fill('alllowercase1');
    await page.getByRole('button', { name: accountTexts.savePassword }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('Fresh2026');
    await page.getByRole('button', { name: accountTexts.savePassword }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();

    // The browser now holds a session cookie, so better-auth wants the Origin a browser would send.
    const origin = new URL(page.url()).origin;
    const signIn = (password: string) => page.request.post('/api/auth/sign-in/email', { headers: { origin }, data: { email: account.email, password } });
    expect((await signIn(account.password)).status()).toBe(401);
    expect((await signIn('Fresh2026')).status()).toBe(200);
  });

  test('answers an unknown e-mail exactly as a known one and mails nothing', async ({ page }) => {
    const email = uniqueEmail('ghost');
    await page.goto('/auth/login/forgotPassword');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: accountTexts.sendResetLink }).click();
    await expect(page.getByRole('status')).toContainText(accountTexts.resetLinkSent(email));
    expect(await dbQuery('select 1 from outbox where "to" = $1', [email])).toEqual([]);

    await page.getByRole('button', { name: accountTexts.sendAnotherLink }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test('an invalid link says so and offers a new one', async ({ page }) => {
    await page.goto(`/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent('/auth/reset-password?email=sam%40example.com')}`);
    await expect(page).toHaveURL(/error=INVALID_TOKEN/);
    await expect(page.getByRole('heading', { name: accountTexts.resetLinkInvalidTitle })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(authErrorTexts.resetLinkInvalid);
    await page.getByRole('link', { name: accountTexts.requestNewLink }).click();
    await expect(page).toHaveURL('/auth/login/forgotPassword');
    await expect(page.getByLabel('Email')).toHaveValue('sam@example.com');
  });

  test.describe('a link used twice', () => {
    test.use({ expectedFailures: ['/api/auth/reset-password'] });

    test('is refused on saving, with the same way to ask for a new one', async ({ page }) => {
      const account = await signedOutAccount(page);
      await page.request.post('/api/auth/request-password-reset', {
        headers: originHeader(page),
        data: { email: account.email, redirectTo: '/auth/reset-password' },
      });
      const link = await resetLinkFor(account.email);
      await page.goto(link);
      const token = new URL(page.url()).searchParams.get('token')!;
      // Someone (another tab) uses the link first.
      const reset = await page.request.post('/api/auth/reset-password', { headers: originHeader(page), data: { token, newPassword: 'First2026' } });
      expect(reset.status()).toBe(200);

      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel(accountTexts.newPassword, { exact: true }).fill('Second2026');
      await page.getByRole('button', { name: accountTexts.savePassword }).click();
      await expect(page.getByRole('heading', { name: accountTexts.resetLinkInvalidTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: accountTexts.requestNewLink })).toBeVisible();
    });
  });
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test.describe(`account screens in ${theme} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('have no axe violations, with and without messages', async ({ page }) => {
        test.slow();
        await useTheme(page, theme);
        await page.goto('/auth/login');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Login' }).click();
        await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);

        await page.goto('/auth/register');
        await page.getByRole('button', { name: 'Register' }).click();
        await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);

        await page.goto('/auth/login/forgotPassword');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByLabel('Email').fill(uniqueEmail('axe'));
        await page.getByRole('button', { name: accountTexts.sendResetLink }).click();
        await expect(page.getByRole('status')).toBeVisible();
        await expectNoAxeViolations(page);

        await page.goto('/auth/reset-password?token=whatever&email=axe%40example.com');
        await expect(page.getByLabel(accountTexts.newPassword, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.goto('/auth/reset-password?error=INVALID_TOKEN');
        await expect(page.getByRole('heading', { name: accountTexts.resetLinkInvalidTitle })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
}
