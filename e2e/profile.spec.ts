import { accountTexts } from '@volunteering/shared/texts/account';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { AXE_WIDTHS, dbQuery, expect, expectNoAxeViolations, signUp, test, uniqueTag, useTheme } from './fixtures.ts';

test('the avatar menu leads to the profile, which shows the e-mail read-only', async ({ page }) => {
  const account = await signUp(page);
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await page.getByRole('link', { name: frameTexts.profileMenu }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page).toHaveTitle('Profile · Volunteer Hub');
  await expect(page.getByLabel('Full Name')).toHaveValue(account.name);
  await expect(page.getByLabel(accountTexts.photoUrl)).toHaveValue('https://example.com/farhana.png');
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(account.email);
  await expect(email).not.toBeEditable();
});

test('a new name and photo show in the top bar at once and are saved', async ({ page }) => {
  const account = await signUp(page);
  await page.goto('/profile');
  await page.getByLabel('Full Name').fill('Farhana Rahman');
  await page.getByLabel(accountTexts.photoUrl).fill('https://example.com/farhana-2026.png');
  await expect(page.getByRole('img', { name: accountTexts.photoPreview })).toHaveAttribute('src', 'https://example.com/farhana-2026.png');
  await page.getByRole('button', { name: accountTexts.saveProfile }).click();

  await expect(page.getByRole('status').filter({ hasText: accountTexts.profileSaved })).toBeVisible();
  const avatar = page.getByRole('button', { name: 'Account menu for Farhana Rahman' });
  await expect(avatar).toBeVisible();
  await expect(avatar.locator('img')).toHaveAttribute('src', 'https://example.com/farhana-2026.png');
  const rows = await dbQuery<{ name: string; image: string }>('select name, image from "user" where email = $1', [account.email]);
  expect(rows).toEqual([{ name: 'Farhana Rahman', image: 'https://example.com/farhana-2026.png' }]);

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Farhana Rahman');
  await expect(avatar).toBeVisible();
});

test('checks the fields as the server does and sends nothing invalid', async ({ page }) => {
  const account = await signUp(page);
  await page.goto('/profile');
  await page.getByLabel('Full Name').fill('   ');
  await page.getByLabel(accountTexts.photoUrl).fill('ftp://example.com/me.png');
  await page.getByRole('button', { name: accountTexts.saveProfile }).click();
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription(validationMessages.name);
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByLabel(accountTexts.photoUrl)).toHaveAccessibleDescription(validationMessages.photoUrl);
  const rows = await dbQuery<{ name: string }>('select name from "user" where email = $1', [account.email]);
  expect(rows).toEqual([{ name: account.name }]);
});

test('sign out of all devices ends the sessions of every browser, this one included', async ({ page, browser, baseURL }) => {
  const account = await signUp(page);
  const other = await browser.newContext({ baseURL });
  const signIn = await other.request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password } });
  expect(signIn.status()).toBe(200);
  expect(await (await other.request.get('/api/auth/get-session')).json()).not.toBeNull();

  await page.goto('/profile');
  await page.getByRole('button', { name: accountTexts.signOutEverywhere }).click();
  const dialog = page.getByRole('dialog', { name: accountTexts.signOutEverywhereConfirmTitle });
  await expect(dialog).toBeVisible();
  // Escape leaves everything as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await (await other.request.get('/api/auth/get-session')).json()).not.toBeNull();

  await page.getByRole('button', { name: accountTexts.signOutEverywhere }).click();
  await dialog.getByRole('button', { name: accountTexts.signOutEverywhereConfirm }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await (await other.request.get('/api/auth/get-session')).json()).toBeNull();
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  expect(await dbQuery('select 1 from session s join "user" u on u.id = s.user_id where u.email = $1', [account.email])).toEqual([]);
  await other.close();
});

test.describe('when the server cannot be reached', () => {
  test.use({ expectedFailures: ['/api/auth/update-user'] });

  test('the save fails with a message and the form keeps the values', async ({ page }) => {
    await signUp(page);
    await page.goto('/profile');
    await page.route('**/api/auth/update-user', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Full Name').fill('Offline Name');
    await page.getByRole('button', { name: accountTexts.saveProfile }).click();
    await expect(page.getByRole('alert')).toContainText('Check your internet connection');
    await expect(page.getByLabel('Full Name')).toHaveValue('Offline Name');
  });
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test.describe(`profile in ${theme} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('has no axe violations, nor has its confirm dialog', async ({ page }) => {
        test.slow();
        await useTheme(page, theme);
        await signUp(page);
        await page.goto('/profile');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByLabel('Full Name')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByLabel('Full Name').fill('');
        await page.getByRole('button', { name: accountTexts.saveProfile }).click();
        await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: accountTexts.signOutEverywhere }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
}

test('on a desktop the profile is laid out as a page: details beside security and the calendar feed; stacked on a phone', async ({ page }) => {
  await signUp(page);
  const box = async (name: string) => (await page.getByRole('region', { name, exact: true }).boundingBox())!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile');
  const main = (await page.getByRole('main').boundingBox())!;
  let details = await box(accountTexts.profileDetails);
  let security = await box(accountTexts.security);
  expect(security.x).toBeGreaterThanOrEqual(details.x + details.width);
  expect(security.x + security.width).toBeGreaterThan(main.x + main.width * 0.9);
  expect(details.width).toBeGreaterThan(main.width * 0.5);

  await page.setViewportSize({ width: 360, height: 800 });
  details = await box(accountTexts.profileDetails);
  security = await box(accountTexts.security);
  expect(security.y).toBeGreaterThanOrEqual(details.y + details.height);
  expect(Math.round(security.x)).toBe(Math.round(details.x));
});

test('at 360 px a long e-mail address is cut short inside its card instead of widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const account = await signUp(page, { email: `farhana-akter-community-volunteer-${uniqueTag()}@example.com` });
  await page.goto('/profile');
  await expect(page.getByText(account.email).first()).toBeVisible();
  // Every card keeps to the page's column: the viewport less the main area's 16 px on each side.
  const rights = await page.locator('main section').evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().right));
  expect(rights.length).toBeGreaterThan(0);
  for (const right of rights) expect(right).toBeLessThanOrEqual(360 - 16);
});
