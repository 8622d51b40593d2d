import { frameTexts } from '@volunteering/shared/texts/frame';
import { expect, signUp, test } from './fixtures.ts';

const MAIN_LINKS = [
  { name: 'Home', href: '/' },
  { name: 'Upcoming Events', href: '/upcoming-events' },
  { name: 'Contact', href: '/contact' },
];
const ACCOUNT_LINKS = [
  { name: frameTexts.createEvent, href: '/create-event' },
  { name: frameTexts.manageEvents, href: '/manage-events' },
  { name: frameTexts.joinedEvents, href: '/joined-events' },
  { name: frameTexts.myImpact, href: '/my-impact' },
];

test.describe('top bar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the main links and a Login button that brings the user back after login', async ({ page }) => {
    const account = await signUp(page);
    await page.context().clearCookies();

    await page.goto('/contact');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Volunteer Hub' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const { name, href } of MAIN_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('button', { name: /Account menu/ })).toHaveCount(0);

    await header.getByRole('link', { name: frameTexts.login }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  });

  test('a signed-in user gets the avatar menu with their links and Logout', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/about');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: frameTexts.login })).toHaveCount(0);
    const avatarButton = header.getByRole('button', { name: `Account menu for ${account.name}` });
    await expect(avatarButton.locator('img')).toHaveAttribute('src', 'https://example.com/farhana.png');
    await expect(avatarButton).toHaveAttribute('aria-expanded', 'false');

    await avatarButton.click();
    await expect(avatarButton).toHaveAttribute('aria-expanded', 'true');
    for (const { name, href } of ACCOUNT_LINKS) {
      await expect(header.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: frameTexts.createEvent })).toHaveCount(0);
    await expect(avatarButton).toBeFocused();

    await avatarButton.click();
    await page.getByRole('heading', { name: 'About Volunteer Hub' }).click();
    await expect(header.getByRole('link', { name: frameTexts.createEvent })).toHaveCount(0);

    await avatarButton.click();
    await header.getByRole('button', { name: frameTexts.logout }).click();
    await expect(page).toHaveURL('/');
    await expect(header.getByRole('link', { name: frameTexts.login })).toBeVisible();
    await expect(avatarButton).toHaveCount(0);
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session).toBeNull();

    await page.reload();
    await expect(header.getByRole('link', { name: frameTexts.login })).toBeVisible();
  });

  test('the avatar falls back to the initials when the photo cannot be shown', async ({ page }) => {
    const account = await signUp(page);
    // Not an image, so the browser cannot decode it.
    await page.route('https://example.com/farhana.png', (route) => route.fulfill({ contentType: 'text/plain', body: 'gone' }));
    await page.goto('/');

    const avatarButton = page.getByRole('button', { name: `Account menu for ${account.name}` });
    await expect(avatarButton).toBeVisible();
    await expect(avatarButton.locator('img')).toHaveCount(0);
    // Farhana Akter: her initials on a coloured circle (issue 17).
    await expect(avatarButton.locator('span[aria-hidden="true"]')).toHaveText('FA');
  });
});

test.describe('mobile menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens the main links, closes on navigation and on Escape', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const { name, href } of MAIN_LINKS) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await menu.getByRole('link', { name: 'Upcoming Events' }).click();
    await expect(page).toHaveURL('/upcoming-events');
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Keyboard only: Enter opens it and Tab goes straight into its links.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  });
});

test('the skip link moves focus past the top bar to the page', async ({ page }) => {
  await page.goto('/about');
  // Tab only once the page has rendered, as a person would; before that there is nothing to focus.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('theme', () => {
  test('defaults to light, switches to dim, and stays dim from the first paint after a reload', async ({ page }) => {
    await page.goto('/about');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const themeSwitch = page.getByRole('checkbox', { name: frameTexts.dimTheme });
    await expect(themeSwitch).not.toBeChecked();

    await themeSwitch.focus();
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme', 'dim');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dim');
    // The server draws the switch by this cookie on the next page it renders.
    expect((await page.context().cookies()).find(({ name }) => name === 'theme')?.value).toBe('dim');

    // Record the theme when <body> is created: after the head's scripts, before anything can paint or React runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        const record = window as unknown as { themeAtBody?: string };
        record.themeAtBody = document.documentElement.dataset.theme;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody)).toBe('dim');
    await expect(html).toHaveAttribute('data-theme', 'dim');
    await expect(themeSwitch).toBeChecked();

    await themeSwitch.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

test.describe('footer', () => {
  test('repeats the main links, links the policies and social accounts, and shows the current year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');

    for (const { name, href } of MAIN_LINKS) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: frameTexts.privacyPolicy })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: frameTexts.termsOfService })).toHaveAttribute('href', '/terms');
    for (const [name, host] of [
      ['Facebook', 'www.facebook.com'],
      ['X (Twitter)', 'x.com'],
      ['Instagram', 'www.instagram.com'],
      ['LinkedIn', 'www.linkedin.com'],
    ] as const) {
      const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
      const href = await link.getAttribute('href');
      expect(new URL(href!).protocol).toBe('https:');
      expect(new URL(href!).host).toBe(host);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Volunteer Hub`);

    await footer.getByRole('link', { name: frameTexts.termsOfService }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });
});
