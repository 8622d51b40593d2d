// Issue 15: the site in Bangla and English. The frame, Home and the account screens so far; each screen joins as its
// catalog is written (decision 031).
import { LANGUAGE_COOKIE } from '@volunteering/shared/i18n/languages';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { homeTexts } from '@volunteering/shared/texts/home';
import bnFrame from '../packages/shared/src/texts/bn/frame.json' with { type: 'json' };
import bnHome from '../packages/shared/src/texts/bn/home.json' with { type: 'json' };
import bnAccount from '../packages/shared/src/texts/bn/account.json' with { type: 'json' };
import { builtFileOf, expect, expectNoAxeViolations, signUp, test, useTheme } from './fixtures.ts';

const bnDigits = (n: number) => new Intl.NumberFormat('bn-BD').format(n);
const languageCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;

test.describe('a visitor whose browser asks for Bangla', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 1280, height: 800 } });

  test('gets Home in Bangla from the server, the same once hydrated, and can switch to English for good', async ({ page }) => {
    const served = await (await page.request.get('/', { headers: { 'accept-language': 'bn-BD,bn;q=0.9' } })).text();
    expect(served).toContain('<html lang="bn"');
    expect(served).toContain(bnFrame.upcomingEvents);
    expect(served).toContain(bnHome.organizersHeading);
    expect(served).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/\?lang=en" \/>/);
    expect(served).toMatch(/<link rel="alternate" hreflang="bn" href="[^"]*\/\?lang=bn" \/>/);
    // The page's catalogs come inside it; only the code that reads them is a script, announced in the head.
    const state = JSON.parse(/<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(served)![1]!) as {
      catalogs: Record<string, object>;
    };
    expect(Object.keys(state.catalogs)).toEqual(expect.arrayContaining(['frame', 'home']));
    expect(served).toContain(`<link rel="modulepreload" crossorigin href="${builtFileOf('../../packages/shared/src/i18n/texts.ts')}" />`);
    const catalogScripts = ['frame', 'home', 'event-card', 'newsletter'].map((namespace) => builtFileOf(`virtual:catalog/bn/${namespace}`));
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle(bnHome.pageTitle);
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: bnFrame.mainNavigation });
    await expect(nav.getByRole('link', { name: bnFrame.upcomingEvents })).toHaveAttribute('href', '/upcoming-events');
    await expect(page.getByRole('heading', { name: bnHome.organizersHeading })).toBeVisible();
    await expect(page.getByRole('heading', { name: bnHome.guideHeading })).toBeVisible();
    // Numbers in the messages are written in Bangla digits.
    const slides = page.locator(`[aria-roledescription="${bnHome.slideRole}"]`);
    const total = await slides.count();
    await expect(slides.first()).toHaveAttribute('aria-label', `${bnDigits(total)}টির মধ্যে ${bnDigits(1)}`);
    const year = new Intl.DateTimeFormat('bn-BD', { year: 'numeric' }).format(new Date());
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Volunteer Hub। সর্বস্বত্ব সংরক্ষিত।`);
    await expectNoAxeViolations(page);
    expect(scripts.filter((script) => catalogScripts.includes(script))).toEqual([]);

    await header.getByRole('button', { name: 'English' }).click();
    const mainNav = header.getByRole('navigation', { name: frameTexts.mainNavigation });
    await expect(mainNav.getByRole('link', { name: frameTexts.upcomingEvents })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: homeTexts.organizersHeading })).toBeVisible();
    await expect(page).toHaveTitle(homeTexts.pageTitle);
    expect(await languageCookie(page)).toBe('en');

    // The choice outweighs the browser's languages from then on.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.getByRole('button', { name: 'বাংলা' })).toBeVisible();
    await expect(page.getByRole('heading', { name: homeTexts.guideHeading })).toBeVisible();
  });
});

test.describe('an English visitor on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('switches to Bangla from the menu; the next pages and a new visit stay in Bangla, in the dim theme too', async ({ page }) => {
    await useTheme(page, 'dim');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: frameTexts.menu }).click();
    await page.getByRole('navigation', { name: frameTexts.menu }).getByRole('button', { name: 'বাংলা' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: bnHome.volunteersHeading })).toBeVisible();
    expect(await languageCookie(page)).toBe('bn');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: bnFrame.menu }).click();
    await page.getByRole('navigation', { name: bnFrame.menu }).getByRole('link', { name: bnFrame.contact }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: bnFrame.login })).toBeVisible();

    await page.goto('/upcoming-events');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: bnFrame.explore })).toBeVisible();
  });
});

test('a link with ?lang=bn opens the page in Bangla and keeps the visitor there', async ({ page }) => {
  await page.goto('/contact?lang=bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect(await languageCookie(page)).toBe('bn');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: bnHome.ctaHeading })).toBeVisible();
});

test('Login in Bangla: its words are Bangla, axe finds nothing, and logging in works', async ({ page }) => {
  const account = await signUp(page);
  await page.context().clearCookies();
  await page.goto('/auth/login?lang=bn');
  await expect(page).toHaveTitle(`${bnAccount.loginTitle} · ${bnFrame.productName}`);
  await expect(page.getByRole('heading', { name: bnAccount.loginTitle })).toBeVisible();
  await expect(page.getByText(bnAccount.loginIntro)).toBeVisible();
  await expect(page.getByRole('link', { name: bnAccount.forgotPassword })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(bnAccount.email).fill(account.email);
  await page.getByLabel(bnAccount.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: bnAccount.login, exact: true }).click();
  await expect(page.getByRole('button', { name: bnFrame.accountMenuFor.replace('{0}', account.name) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});
