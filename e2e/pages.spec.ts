import { AXE_WIDTHS, expect, expectNoAxeViolations, signUp, test, useTheme } from './fixtures.ts';

const PAGES = [
  { path: '/about', heading: 'About Volunteer Hub', title: 'About Volunteer Hub · Volunteer Hub' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy · Volunteer Hub' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service · Volunteer Hub' },
  { path: '/no-such-page', heading: 'Page not found', title: 'Page not found · Volunteer Hub' },
];

for (const { path, heading, title } of PAGES) {
  test(`${path} shows its heading and title`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
  });
}

test('the policies carry their last-updated date and real sections', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Last updated 22 November 2026')).toBeVisible();
  for (const section of ['What we store', 'Why we store it', 'How long we keep it', 'Your rights', 'Contact']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await page.goto('/terms');
  await expect(page.getByText('Last updated 22 November 2026')).toBeVisible();
});

const AXE_PAGES = ['/', '/contact', '/about', '/privacy', '/terms', '/no-such-page'];

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test.describe(`axe in ${theme} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('frame and pages have no violations', async ({ page }) => {
        // Six full axe scans in one test: slower than most on a busy machine.
        test.slow();
        await useTheme(page, theme);
        for (const path of AXE_PAGES) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
          await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
          // Home's own content belongs to its page tests; here only the frame around it is checked.
          await expectNoAxeViolations(page, path === '/' ? { include: ['header', 'footer'] } : {});
        }
      });

      test('the open menus have no violations', async ({ page }) => {
        await useTheme(page, theme);
        const account = await signUp(page);
        await page.goto('/contact');
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
        if (width < 1024) {
          await page.getByRole('button', { name: 'Menu', exact: true }).click();
          await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
          await expectNoAxeViolations(page);
        }
        await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
        await expect(page.getByRole('link', { name: 'Create Event' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
}
