// Issue 40's screens: an organizer makes a weekly series on the form (seeing its first dates before
// saving), edits one date alone, and a volunteer joins the series and finds its dates on My Joined Events.
import type { Page } from '@playwright/test';
import { eventFormTexts as form } from '@volunteering/shared/texts/event-form';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { seriesScreensTexts as text } from '@volunteering/shared/texts/series-screens';
import { seriesMessages } from '@volunteering/shared/texts/series';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { AXE_WIDTHS, dbQuery, expect, expectNoAxeViolations, person, pickEventDate, signUp, test, uniqueTag, useTheme } from './fixtures.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const weekdayOf = (iso: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Dhaka' }).format(new Date(iso));

async function fillEvent(page: Page, title: string) {
  await field(page, form.title).fill(title);
  await field(page, form.description).fill('Collecting litter along the river bank every week, with gloves and bags provided.');
  await field(page, form.type).selectOption('Cleanup');
  await pickEventDate(page);
  await field(page, form.location).fill('Hatirjheel Lake, Dhaka');
  await field(page, form.imageUrl).fill('https://images.example.com/cleanup.jpg');
  await field(page, form.volunteersNeeded).fill('20');
}

const datesOf = (title: string) =>
  dbQuery<{ id: string; date: Date; title: string; edited_alone: boolean; series_id: string }>(
    'select id, date, title, edited_alone, series_id from events where title like $1 order by date',
    [`${title}%`],
  );

test('an organizer makes a weekly series, edits one date alone, and a volunteer joins the series', async ({ page, browser, baseURL }) => {
  test.slow();
  await signUp(page);
  await page.goto('/create-event');
  const title = `Saturday River Cleanup ${uniqueTag()}`;
  await fillEvent(page, title);

  // "Repeats": weekly on the start's own day, 4 dates; the server's rule answers them before saving.
  const repeats = page.getByRole('group', { name: text.form.repeats });
  const kind = repeats.getByLabel(text.form.repeats, { exact: true });
  const weekly = (await kind.locator('option[value="weekly"]').textContent())!;
  expect(weekly).toMatch(/^Weekly on [A-Z][a-z]+day$/);
  await kind.selectOption('weekly');
  await repeats.getByLabel(text.form.count, { exact: true }).fill('4');
  const preview = repeats.getByRole('region', { name: text.form.preview });
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  await expect(preview.getByText(text.form.previewTotal(4))).toBeVisible();
  const day = weekly.replace('Weekly on ', '');
  for (const item of await preview.getByRole('listitem').allTextContents()) expect(item).toMatch(new RegExp(`^${day}, .* at 10:00 AM GMT\\+6$`));
  await expect(preview.getByRole('listitem').first()).toContainText(' 15, ');
  expect(await datesOf(title)).toHaveLength(0);

  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await page.waitForURL(/\/events\/[\w-]+$/);
  const dates = await datesOf(title);
  expect(dates).toHaveLength(4);
  expect(page.url()).toContain(`/events/${dates[0]!.id}`);
  const series = page.getByTestId('series-part');
  await expect(series.getByText(text.details.line(`Every ${day}`, '10:00 AM GMT+6'))).toBeVisible();
  await expect(series.getByRole('listitem')).toHaveCount(3);
  await expect(series.getByRole('link').first()).toHaveText(formatEventDateTime(dates[1]!.date.toISOString(), 'Asia/Dhaka'));

  // The second date alone: "This date" is the ordinary edit of one event.
  await series.getByRole('link').first().click();
  await page.waitForURL(new RegExp(`/events/${dates[1]!.id}$`));
  await page.getByRole('button', { name: manageEventsTexts.edit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: form.editTitle });
  const scope = dialog.getByRole('group', { name: text.manage.scope });
  await expect(scope.getByRole('radio', { name: text.manage.thisDate })).toBeChecked();
  await expect(scope.getByRole('radio', { name: text.manage.following })).toBeVisible();
  await expect(scope.getByRole('radio', { name: text.manage.allFuture })).toBeVisible();
  await dialog.getByLabel(form.title, { exact: true }).fill(`${title} (by the bridge)`);
  await dialog.getByRole('button', { name: form.save, exact: true }).click();
  await expect(page.getByRole('dialog', { name: form.updatedTitle })).toBeVisible();
  const edited = await datesOf(title);
  expect(edited.map((date) => [date.id, date.title, date.edited_alone])).toEqual([
    [dates[0]!.id, title, false],
    [dates[1]!.id, `${title} (by the bridge)`, true],
    [dates[2]!.id, title, false],
    [dates[3]!.id, title, false],
  ]);

  // A volunteer joins every date from the first date's page, and sees them on My Joined Events.
  const volunteer = await person(browser, baseURL!, 'Nusrat');
  await volunteer.page.goto(`/events/${dates[0]!.id}`);
  const part = volunteer.page.getByTestId('series-part');
  await part.getByRole('button', { name: text.details.joinSeries }).click();
  await expect(part.getByRole('status')).toHaveText(seriesMessages.joined(4, 0));
  await expect(part.getByRole('button', { name: text.details.leaveSeries })).toBeVisible();
  expect(weekdayOf(dates[3]!.date.toISOString())).toBe(day);
  await volunteer.page.goto('/joined-events');
  const cards = volunteer.page.getByRole('article');
  await expect(cards.filter({ has: volunteer.page.getByRole('heading', { name: title, exact: true }) })).toHaveCount(3);
  await expect(cards.filter({ has: volunteer.page.getByRole('heading', { name: `${title} (by the bridge)`, exact: true }) })).toHaveCount(1);
  await volunteer.page.context().close();
});

for (const [theme, widths] of Object.entries(AXE_WIDTHS) as [keyof typeof AXE_WIDTHS, readonly number[]][]) {
  for (const width of widths) {
    test(`axe: the form's Repeats and the event page's series part in ${theme} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      await signUp(page);
      await page.goto('/create-event');
      const title = `Weekly Tree Care ${uniqueTag()}`;
      await fillEvent(page, title);
      const repeats = page.getByRole('group', { name: text.form.repeats });
      await repeats.getByLabel(text.form.repeats, { exact: true }).selectOption('twoWeeks');
      await repeats.getByLabel(text.form.count, { exact: true }).fill('3');
      await expect(repeats.getByRole('region', { name: text.form.preview }).getByRole('listitem')).toHaveCount(3);
      await page.screenshot({ path: test.info().outputPath(`repeats-${theme}-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page, { include: ['[data-series-repeats]'] });

      await page.getByRole('button', { name: form.submit, exact: true }).click();
      await page.waitForURL(/\/events\/[\w-]+$/);
      const part = page.getByTestId('series-part');
      await expect(part.getByRole('listitem')).toHaveCount(2);
      await part.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`series-part-${theme}-${width}.png`) });
      await expectNoAxeViolations(page, { include: ['[data-testid="series-part"]'] });
    });
  }
}
