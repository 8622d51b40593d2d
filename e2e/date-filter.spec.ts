import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { TEXTS_DIR } from '@volunteering/shared/i18n/catalog-messages';
import { dayAt } from '@volunteering/shared/event-time';
import { noEventsTexts } from '@volunteering/shared/texts/no-events';
import { upcomingEventsTexts as text } from '@volunteering/shared/texts/upcoming-events';
import { addDays } from '@volunteering/shared/day-presets';
import { AXE_WIDTHS, bearer, expect, expectNoAxeViolations, originHeader, test, uniqueTag, useTheme, signUpConfirmed } from './fixtures.ts';

// The Dates filter of Upcoming events (issue 13): presets and days of one's own, in the address,
// served by the API's `from` and `to`. The browser is in Dhaka, as the events are.
test.use({ timezoneId: 'Asia/Dhaka' });

const ZONE = 'Asia/Dhaka';
const todayInDhaka = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: ZONE }).format(new Date());

/** Events titled with `tag`, by default one in two days and one in twenty, by a new organizer beside the page. */
async function twoEvents<Name extends string = 'soon' | 'later'>(
  request: APIRequestContext,
  page: Page,
  tag: string,
  plan: Record<Name, number> = { soon: 2, later: 20 } as Record<Name, number>,
): Promise<Record<Name, string>> {
  await signUpConfirmed(
    request,
    { name: 'Nusrat Jahan', email: `org-${uniqueTag()}@example.com`, password: 'Secret123', image: 'https://example.com/n.png' },
    originHeader(page),
  );
  const authorization = await bearer(request);
  const titles = Object.fromEntries(Object.keys(plan).map((key) => [key, `${tag} ${key} Lake Cleanup`])) as Record<Name, string>;
  for (const [key, days] of Object.entries(plan) as [Name, number][]) {
    const created = await request.post('/api/events', {
      headers: { authorization },
      data: {
        title: titles[key],
        description: 'Clearing litter along the lake shore, with gloves and bags provided.',
        type: 'Cleanup',
        imageUrl: 'https://images.example.com/lake.jpg',
        location: 'Dhanmondi Lake, Dhaka',
        date: dayAt(new Date(), ZONE, days, 10).toISOString(),
        timeZone: ZONE,
        organizer: 'Green Dhaka Collective',
        volunteersNeeded: 30,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return titles;
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
const datesButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${text.dates}`) });
const panel = (page: Page) => page.getByRole('group', { name: text.filterByDate });

test("a preset and days of one's own narrow the list, live in the address, and come back with it", async ({ page, playwright, baseURL }) => {
  const organizer = await playwright.request.newContext({ baseURL });
  const tag = uniqueTag();
  const titles = await twoEvents(organizer, page, tag);
  const today = todayInDhaka();

  await page.goto(`/upcoming-events?q=${tag}`);
  await expect(cardTitles(page)).toHaveText([titles.soon, titles.later]);

  // Next 7 days: only the event in two days.
  await datesButton(page).click();
  await panel(page).getByRole('button', { name: text.datePresets.week }).click();
  await expect(panel(page)).toBeHidden();
  await expect(datesButton(page)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${addDays(today, 6)}`));
  await expect(cardTitles(page)).toHaveText([titles.soon]);
  await expect(datesButton(page)).toContainText(text.datePresets.week);

  // Days of one's own around the later event.
  await datesButton(page).click();
  await expect(panel(page).getByRole('button', { name: text.datePresets.week })).toHaveAttribute('aria-pressed', 'true');
  await panel(page).getByLabel(text.fromDay).fill(addDays(today, 19));
  await panel(page).getByLabel(text.toDay).fill(addDays(today, 21));
  await panel(page).getByRole('button', { name: text.showDates }).click();
  await expect(page).toHaveURL(new RegExp(`from=${addDays(today, 19)}&to=${addDays(today, 21)}`));
  await expect(cardTitles(page)).toHaveText([titles.later]);

  // The address brings the same list back, and Back the one before.
  await page.reload();
  await expect(cardTitles(page)).toHaveText([titles.later]);
  await page.goBack();
  await expect(cardTitles(page)).toHaveText([titles.soon]);

  // Any time again.
  await datesButton(page).click();
  await panel(page).getByRole('button', { name: text.datePresets.any }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(cardTitles(page)).toHaveText([titles.soon, titles.later]);
  await organizer.dispose();
});

test('Next 30 days reaches past the end of the month, lives in the address, and is named in Bangla too', async ({ page, playwright, baseURL, browser }) => {
  const organizer = await playwright.request.newContext({ baseURL });
  const tag = uniqueTag();
  const titles = await twoEvents(organizer, page, tag, { soon: 2, later: 29, beyond: 30 });
  const today = todayInDhaka();

  await page.goto(`/upcoming-events?q=${tag}`);
  await expect(cardTitles(page)).toHaveText([titles.soon, titles.later, titles.beyond]);
  await datesButton(page).click();
  await panel(page).getByRole('button', { name: text.datePresets.next30 }).click();
  // Today and the 29 days after it: the event on the 30th day after today is left out.
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${addDays(today, 29)}`));
  await expect(cardTitles(page)).toHaveText([titles.soon, titles.later]);
  // On the 2nd of a 31-day month the same days are "This month", and named so.
  const named = addDays(today, 30).endsWith('-01') ? text.datePresets.month : text.datePresets.next30;
  await expect(datesButton(page)).toContainText(named);

  await page.reload();
  await expect(datesButton(page)).toContainText(named);
  await datesButton(page).click();
  await expect(panel(page).getByRole('button', { name: named })).toHaveAttribute('aria-pressed', 'true');

  // The same address in Bangla names the preset in Bangla.
  const bangla = await browser.newContext({ baseURL, locale: 'bn-BD', timezoneId: ZONE });
  const banglaPage = await bangla.newPage();
  await banglaPage.goto(`/upcoming-events?q=${tag}&from=${today}&to=${addDays(today, 29)}`);
  const bn = JSON.parse(readFileSync(path.join(TEXTS_DIR, 'bn', 'upcoming-events.json'), 'utf8')) as { dates: string; datePresets: { next30: string } };
  await banglaPage.getByRole('button', { name: new RegExp(`^${bn.dates}`) }).click();
  await expect(banglaPage.getByRole('button', { name: bn.datePresets.next30, exact: true })).toBeVisible();
  await bangla.close();
  await organizer.dispose();
});

test('a last day before the first is refused with a message, and the list stays as it was', async ({ page }) => {
  const today = todayInDhaka();
  await page.goto('/upcoming-events');
  await datesButton(page).click();
  await panel(page).getByLabel(text.fromDay).fill(addDays(today, 5));
  await panel(page).getByLabel(text.toDay).fill(addDays(today, 2));
  await panel(page).getByRole('button', { name: text.showDates }).click();
  await expect(panel(page).getByRole('alert')).toHaveText(text.dayOrder);
  await expect(panel(page).getByLabel(text.toDay)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/from=/);
});

test('days with no events show the empty state, whose button clears the days too', async ({ page }) => {
  const far = addDays(todayInDhaka(), 3000);
  await page.goto(`/upcoming-events?from=${far}&to=${far}`);
  await expect(page.getByRole('heading', { name: noEventsTexts.noMatchTitle })).toBeVisible();
  await page.getByRole('button', { name: text.clearFilters }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(cardTitles(page).first()).toBeVisible();
});

test('keyboard alone: open, choose, and Escape back to the button', async ({ page }) => {
  await page.goto('/upcoming-events');
  await datesButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(datesButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', { name: text.datePresets.any })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/from=.*&to=/);
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`the open Dates panel has no axe violations in ${theme} at ${width}px, and stays on the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await useTheme(page, theme);
      await page.goto('/upcoming-events');
      await datesButton(page).click();
      const box = await panel(page).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    });
  }
}
