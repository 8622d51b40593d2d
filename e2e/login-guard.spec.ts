import { expect, signUp, test } from './fixtures.ts';

const PROTECTED = ['/profile', '/create-event', '/manage-events', '/joined-events', '/my-impact'];

for (const path of PROTECTED) {
  test(`${path} sends a signed-out visitor to login and back after it`, async ({ page }) => {
    const account = await signUp(page);
    await page.context().clearCookies();

    await page.goto(`${path}?from=guard`);
    await expect(page).toHaveURL('/auth/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // Back where they were going, query included.
    await expect(page).toHaveURL(`${path}?from=guard`);
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  });
}

test('a signed-in user opens a protected page directly', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
});
