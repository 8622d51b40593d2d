import type { Locator, Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { PAGES, pagePath } from '@volunteering/shared/pages';
import { LANGUAGE_NAMES } from '@volunteering/shared/i18n/languages';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { TYPE_FILTER_OPTIONS } from '@volunteering/shared/constants';
import { AXE_WIDTHS, expect, expectNoAxeViolations, signUp, test, useTheme, type TestAccount } from './fixtures.ts';

/** The top bar's menus open over the page's sticky bars: these are every page that has one. */
const PAGES_WITH_A_STICKY_BAR: { name: string; path: (page: Page) => Promise<string> }[] = [
  { name: 'Upcoming Events', path: async () => PAGES.upcomingEvents.path },
  {
    name: 'the event page',
    path: async (page) => {
      const [event] = (await (await page.request.get('/api/events?when=upcoming&limit=1')).json()) as VolunteerEvent[];
      return pagePath('eventDetails', { id: event!._id });
    },
  },
];

const ACCOUNT_ITEMS = [
  { name: frameTexts.createEvent, path: PAGES.createEvent.path },
  { name: frameTexts.manageEvents, path: PAGES.manageEvents.path },
  { name: frameTexts.joinedEvents, path: PAGES.joinedEvents.path },
  { name: frameTexts.myImpact, path: PAGES.myImpact.path },
  { name: frameTexts.myOrganizations, path: PAGES.myOrganizations.path },
  { name: frameTexts.profileMenu, path: PAGES.profile.path },
];
const MAIN_ITEMS = [
  { name: frameTexts.home, path: PAGES.home.path },
  { name: frameTexts.upcomingEvents, path: PAGES.upcomingEvents.path },
  { name: frameTexts.organizations, path: PAGES.organizationDirectory.path },
  { name: frameTexts.contact, path: PAGES.contact.path },
];
/** Below this width the top bar puts the main links behind its Menu button (lg:hidden): four do not fit beside the rest at 768. */
const MOBILE_MENU_BELOW = 1024;

const avatarButton = (page: Page, account: TestAccount) => page.getByRole('button', { name: `Account menu for ${account.name}` });
/** The panel a menu button opens (the element its aria-controls names). */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}
async function openAvatarMenu(page: Page, account: TestAccount): Promise<Locator> {
  const button = avatarButton(page, account);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return panelOf(page, button);
}
async function openMobileMenu(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return panelOf(page, button);
}

/**
 * Each of `items` is the element the browser finds at its own centre, so a press there reaches it;
 * otherwise the test names what covers it (a sticky bar drawn over the menu).
 */
async function expectEachOnTop(items: Locator) {
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) {
    await item.scrollIntoViewIfNeeded();
    const covering = await item.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && element.contains(hit)) return null;
      return hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
    });
    expect(covering, `"${await item.textContent()}" is under another element`).toBeNull();
  }
}

const itemsOf = (panel: Locator) => panel.locator('li > a, li > button');

for (const width of [360, 1280]) {
  for (const sticky of PAGES_WITH_A_STICKY_BAR) {
    test(`on ${sticky.name} at ${width}px every item of the top bar's menus lies over the sticky bar and takes its click`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const account = await signUp(page);
      const path = await sticky.path(page);

      await page.goto(path);
      // Every item is the element found at its own centre (a press there reaches it) and leads where
      // it says; one of each menu is clicked (Playwright's click also refuses a covered element).
      // Back to the page after it: the app draws it again from its cache, sticky bar and all.
      const clickThrough = async (menu: Locator, item: { name: string; path: string }) => {
        await menu.getByRole('link', { name: item.name, exact: true }).click();
        await expect(page).toHaveURL(item.path);
        await expect(menu).toBeHidden();
        await page.goBack();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      };
      const expectTargets = async (menu: Locator, items: { name: string; path: string }[]) => {
        for (const { name, path: target } of items) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', target);
      };
      if (width < MOBILE_MENU_BELOW) {
        const menu = await openMobileMenu(page);
        // The main links, then the language switch, named in the other language.
        await expect(itemsOf(menu)).toHaveText([...MAIN_ITEMS.map((item) => item.name), LANGUAGE_NAMES.bn]);
        await expectEachOnTop(itemsOf(menu));
        await expectTargets(menu, MAIN_ITEMS);
        await clickThrough(menu, MAIN_ITEMS.at(-1)!);
      }

      let menu = await openAvatarMenu(page, account);
      await expect(itemsOf(menu)).toHaveText([...ACCOUNT_ITEMS.map((item) => item.name), frameTexts.logout]);
      await expectEachOnTop(itemsOf(menu));
      await expectTargets(menu, ACCOUNT_ITEMS);
      await clickThrough(menu, ACCOUNT_ITEMS[2]!);

      menu = await openAvatarMenu(page, account);
      await expectEachOnTop(itemsOf(menu));
      await menu.getByRole('button', { name: frameTexts.logout }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('banner').getByRole('link', { name: frameTexts.login })).toBeVisible();
    });
  }
}

for (const width of [360, 1280]) {
  test(`the Filters dropdown lies over the event cards at ${width}px and each type takes its click`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PAGES.upcomingEvents.path);
    const filters = page.getByRole('button', { name: /^Filters/ });
    const panel = page.getByRole('group', { name: upcomingEventsTexts.filterByType });
    await filters.click();
    await expectEachOnTop(panel.getByRole('button'));
    for (const type of TYPE_FILTER_OPTIONS.filter((option) => option !== 'All')) {
      if (!(await panel.isVisible())) await filters.click();
      await expectEachOnTop(panel.getByRole('button', { name: type, exact: true }));
      await panel.getByRole('button', { name: type, exact: true }).click();
      await expect(page).toHaveURL(`${PAGES.upcomingEvents.path}?${new URLSearchParams({ type })}`);
      await expect(panel).toBeHidden();
    }
  });
}

/**
 * The focused item's outline, and its contrast with the colours on either side of it: the item's
 * own background (translucent on focus, so laid over what is behind it) and the menu's.
 */
async function focusRing(item: Locator) {
  return item.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** The colour one sees where `from`'s background is: its background over its ancestors'. */
    const seenBehind = (from: Element) => {
      const layers: string[] = [];
      for (let node: Element | null = from; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        layers.unshift(colour);
        context.fillStyle = '#000';
        context.fillStyle = colour;
        context.clearRect(0, 0, 1, 1);
        context.fillRect(0, 0, 1, 1);
        if (context.getImageData(0, 0, 1, 1).data[3] === 255) break;
      }
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      for (const colour of layers) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((value) => value / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrast = (a: number[], b: number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high! + 0.05) / (low! + 0.05);
    };
    const style = getComputedStyle(element);
    context.fillStyle = style.outlineColor;
    context.fillRect(0, 0, 1, 1);
    const ring = [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    return {
      focusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrastWithItem: contrast(ring, seenBehind(element)),
      contrastWithMenu: contrast(ring, seenBehind(element.closest('ul')!)),
    };
  });
}

async function expectFocusRing(item: Locator) {
  await expect(item).toBeFocused();
  const ring = await focusRing(item);
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.contrastWithItem).toBeGreaterThanOrEqual(3);
  expect(ring.contrastWithMenu).toBeGreaterThanOrEqual(3);
}

for (const theme of ['light', 'dim'] as const) {
  test(`by keyboard (${theme}): the avatar menu's items show a focus ring, and Tab out of the menu closes it`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useTheme(page, theme);
    const account = await signUp(page);
    await page.goto(PAGES.upcomingEvents.path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    const button = avatarButton(page, account);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await panelOf(page, button);
    const items = itemsOf(menu);

    // Back to its own button and in again: the menu stays open.
    await page.keyboard.press('Tab');
    await expectFocusRing(items.first());
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(menu).toBeVisible();

    for (const item of await items.all()) {
      await page.keyboard.press('Tab');
      await expectFocusRing(item);
      await expect(menu).toBeVisible();
    }
    // Past Logout, out of the menu: it closes.
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement?.closest('header'))).toBeNull();
  });
}

test('by keyboard at 360px: the mobile menu shows a focus ring on its links, and Tab out of it closes it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const account = await signUp(page);
  await page.goto(PAGES.upcomingEvents.path);
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = await panelOf(page, button);
  await expect(menu).toBeVisible();
  for (const item of await itemsOf(menu).all()) {
    await page.keyboard.press('Tab');
    await expectFocusRing(item);
  }
  // On to the next control of the top bar: the menu closes.
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(avatarButton(page, account)).toBeVisible();
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(`Upcoming Events with the top bar's menus open has no axe violations in ${theme} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await useTheme(page, theme);
        const account = await signUp(page);
        await page.goto(PAGES.upcomingEvents.path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

        const button = avatarButton(page, account);
        await button.focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await expectFocusRing(itemsOf(await panelOf(page, button)).first());
        await expectNoAxeViolations(page);

        if (width < MOBILE_MENU_BELOW) {
          await openMobileMenu(page);
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expectNoAxeViolations(page);
        }
      });
    }
  }
});
