// Issue 40's screens: an organizer makes a weekly series on the form (seeing its first dates before
// saving), edits one date alone, then "This and following" (the series splits), finds each series as
// one row on Manage that opens to its dates and ends one; a volunteer joins the series and finds its
// dates on My Joined Events. "Still on?" is answered from its link; Upcoming shows each series once.
import type { Page } from '@playwright/test';
import { eventFormTexts as form } from '@volunteering/shared/texts/event-form';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { seriesScreensTexts as text } from '@volunteering/shared/texts/series-screens';
import { seriesMessages, seriesTexts } from '@volunteering/shared/texts/series';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { AXE_WIDTHS, dbQuery, expect, expectNoAxeViolations, person, pickEventDate, signUp, test, uniqueTag, useTheme, keepPicture } from './fixtures.ts';

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
  dbQuery<{ id: string; date: Date; title: string; edited_alone: boolean; series_id: string; cancelled_at: Date | null }>(
    'select id, date, title, edited_alone, series_id, cancelled_at from events where title like $1 order by date',
    [`${title}%`],
  );

test('an organizer makes a weekly series, edits one date alone and this and following, a volunteer joins the series, and Manage ends it', async ({
  page,
  browser,
  baseURL,
}) => {
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
  // The 15th is its weekday's third in the month (and never the last): both monthly ways are offered.
  const day = weekly.replace('Weekly on ', '');
  await expect(kind.locator('option[value="monthly"]')).toHaveText(text.form.monthly(15));
  await expect(kind.locator('option[value="monthlyNth"]')).toHaveText(seriesTexts.summary.monthlyOnThe('third', day));
  await expect(kind.locator('option[value="monthlyLast"]')).toHaveCount(0);
  await kind.selectOption('monthlyNth');
  await repeats.getByLabel(text.form.count, { exact: true }).fill('3');
  const preview = repeats.getByRole('region', { name: text.form.preview });
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  for (const item of await preview.getByRole('listitem').allTextContents()) {
    expect(item).toMatch(new RegExp(`^${day}, [A-Z][a-z]+ (1[5-9]|2[01]), .* at 10:00 AM GMT\\+6$`));
  }
  await kind.selectOption('weekly');
  await repeats.getByLabel(text.form.count, { exact: true }).fill('4');
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  await expect(preview.getByText(text.form.previewTotal(4))).toBeVisible();
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
  // "Still on?" is the series' own: not offered for one date.
  await expect(scope.getByRole('checkbox', { name: text.form.confirm })).toHaveCount(0);
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

  // "This and following" from the third date: the series splits; the third and fourth change, the first two do not.
  await page.goto(`/events/${dates[2]!.id}`);
  await page.getByRole('button', { name: manageEventsTexts.edit, exact: true }).click();
  const third = page.getByRole('dialog', { name: form.editTitle });
  const thirdScope = third.getByRole('group', { name: text.manage.scope });
  await thirdScope.getByRole('radio', { name: text.manage.following }).check();
  await third.getByLabel(form.title, { exact: true }).fill(`${title} in the evening`);
  // And from it on, "Still on?" 4 days before each date (the create page's control).
  await thirdScope.getByRole('checkbox', { name: text.form.confirm }).check();
  await thirdScope.getByLabel(text.form.confirmDays).selectOption('4');
  await third.getByRole('button', { name: form.save, exact: true }).click();
  await expect(page.getByRole('dialog', { name: form.updatedTitle })).toContainText(seriesMessages.edited(2, 0));
  const split = await datesOf(title);
  expect(split.map((date) => date.title)).toEqual([title, `${title} (by the bridge)`, `${title} in the evening`, `${title} in the evening`]);
  expect(split[0]!.series_id).toBe(split[1]!.series_id);
  expect(split[2]!.series_id).toBe(split[3]!.series_id);
  expect(split[2]!.series_id).not.toBe(split[0]!.series_id);
  const stillOn = await dbQuery<{ id: string; confirm_days_before: number | null }>('select id, confirm_days_before from event_series where id = any($1)', [
    [split[0]!.series_id, split[2]!.series_id],
  ]);
  expect(Object.fromEntries(stillOn.map((row) => [row.id, row.confirm_days_before]))).toEqual({ [split[0]!.series_id]: null, [split[2]!.series_id]: 4 });
  // After a reload the edit shows the series' 4 days.
  await page.reload();
  await page.getByRole('button', { name: manageEventsTexts.edit, exact: true }).click();
  const again = page.getByRole('dialog', { name: form.editTitle }).getByRole('group', { name: text.manage.scope });
  await again.getByRole('radio', { name: text.manage.allFuture }).check();
  await expect(again.getByRole('checkbox', { name: text.form.confirm })).toBeChecked();
  await expect(again.getByLabel(text.form.confirmDays)).toHaveValue('4');
  await page.getByRole('dialog', { name: form.editTitle }).getByRole('button', { name: form.cancel, exact: true }).click();

  // A volunteer joins every date of the first series from its first date's page, and sees them on My Joined Events.
  const volunteer = await person(browser, baseURL!, 'Nusrat');
  await volunteer.page.goto(`/events/${dates[0]!.id}`);
  const part = volunteer.page.getByTestId('series-part');
  await part.getByRole('button', { name: text.details.joinSeries }).click();
  await expect(part.getByRole('status')).toHaveText(seriesMessages.joined(2, 0));
  await expect(part.getByRole('button', { name: text.details.leaveSeries })).toBeVisible();
  expect(weekdayOf(dates[3]!.date.toISOString())).toBe(day);
  await volunteer.page.goto('/joined-events');
  const cards = volunteer.page.getByRole('article');
  await expect(cards.filter({ has: volunteer.page.getByRole('heading', { name: title, exact: true }) })).toHaveCount(1);
  await expect(cards.filter({ has: volunteer.page.getByRole('heading', { name: `${title} (by the bridge)`, exact: true }) })).toHaveCount(1);
  await expect(cards.first().getByText(`Every ${day}`, { exact: true })).toBeVisible();
  await volunteer.page.context().close();

  // Manage: each series one row, closed, that opens to its dates with their actions; the later one is ended after its first date.
  await page.goto('/manage-events');
  const rows = page.getByTestId('series-row');
  const first = rows.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(first.getByText(`Every ${day} · ${text.manage.dateCount(2)}`)).toBeVisible();
  await expect(first.getByText(text.manage.next(formatEventDateTime(dates[0]!.date.toISOString(), 'Asia/Dhaka')))).toBeVisible();
  const later = rows.filter({ has: page.getByRole('heading', { name: `${title} in the evening`, exact: true }) });
  const open = later.getByRole('button', { name: `${text.manage.showDates} ${title} in the evening` });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(later.getByRole('article')).toHaveCount(0);
  await open.press('Enter');
  await expect(later.getByRole('button', { name: `${text.manage.hideDates} ${title} in the evening` })).toHaveAttribute('aria-expanded', 'true');
  await expect(later.getByRole('article')).toHaveCount(2);
  await expect(
    later
      .getByRole('article')
      .first()
      .getByRole('button', { name: `${manageEventsTexts.edit} ${title} in the evening` }),
  ).toBeVisible();
  // Its calendar: one entry with the rule.
  const download = page.waitForEvent('download');
  await later.getByRole('button', { name: `${text.manage.calendar} ${title} in the evening` }).click();
  const ics = readFileSync((await (await download).path())!, 'utf8');
  expect(ics).toMatch(/^RRULE:FREQ=WEEKLY;.*BYDAY=/m);
  expect(ics).toContain(`SUMMARY:${title} in the evening`);
  await later.getByRole('button', { name: `${text.manage.endSeries} ${title} in the evening` }).click();
  const end = page.getByRole('dialog', { name: text.manage.endTitle(`${title} in the evening`) });
  await expect(end.getByLabel(text.manage.endAfter)).toHaveValue(dates[2]!.id);
  await expect(end.getByText(text.manage.endTells(1))).toBeVisible();
  await end.getByRole('button', { name: text.manage.endConfirm }).click();
  await expect(end.getByRole('status')).toContainText(seriesMessages.ended(1));
  const ended = await datesOf(title);
  expect(ended.map((date) => date.cancelled_at !== null)).toEqual([false, false, false, true]);
});

for (const [theme, widths] of Object.entries(AXE_WIDTHS) as [keyof typeof AXE_WIDTHS, readonly number[]][]) {
  for (const width of widths) {
    test(`axe: Repeats, the series part, Still on?, Manage's series row and Upcoming's series once in ${theme} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      await signUp(page);
      await page.goto('/create-event');
      const title = `Weekly Tree Care ${uniqueTag()}`;
      await fillEvent(page, title);
      const repeats = page.getByRole('group', { name: text.form.repeats });
      await repeats.getByLabel(text.form.repeats, { exact: true }).selectOption('twoWeeks');
      await repeats.getByLabel(text.form.count, { exact: true }).fill('3');
      await repeats.getByRole('checkbox', { name: text.form.confirm }).check();
      await repeats.getByLabel(text.form.confirmDays).selectOption('3');
      await expect(repeats.getByRole('region', { name: text.form.preview }).getByRole('listitem')).toHaveCount(3);
      await keepPicture(page, `repeats-${theme}-${width}.png`, { fullPage: true });
      await expectNoAxeViolations(page, { include: ['[data-series-repeats]'] });

      await page.getByRole('button', { name: form.submit, exact: true }).click();
      await page.waitForURL(/\/events\/[\w-]+$/);
      const part = page.getByTestId('series-part');
      await expect(part.getByRole('listitem')).toHaveCount(2);
      await part.scrollIntoViewIfNeeded();
      await keepPicture(page, `series-part-${theme}-${width}.png`);
      await expectNoAxeViolations(page, { include: ['[data-testid="series-part"]'] });

      // "Still on?": the mail's link (its token's hash as the job keeps it) opens the date's page; one click confirms it.
      const [made] = await dbQuery<{ id: string; confirm_days_before: number }>(
        'select e.id, s.confirm_days_before from events e join event_series s on s.id = e.series_id where e.title = $1 order by e.date limit 1',
        [title],
      );
      expect(made!.confirm_days_before).toBe(3);
      await expect(part.getByText(seriesTexts.notYetConfirmed)).toBeVisible();
      // Upcoming lists each date, each with its rule and "Not yet confirmed" on its card.
      await page.goto(`/upcoming-events?q=${encodeURIComponent(title)}`);
      await expect(page.getByRole('article')).toHaveCount(3);
      await expect(page.getByRole('article').getByText(seriesTexts.notYetConfirmed)).toHaveCount(3);
      const token = `still-on-${uniqueTag()}`;
      await dbQuery('update events set confirm_token_hash = $1 where id = $2', [createHash('sha256').update(token).digest('hex'), made!.id]);
      await page.goto(`/events/${made!.id}?stillOn=${token}`);
      const stillOn = page.getByRole('region', { name: text.stillOn.heading });
      await expect(stillOn.getByRole('button', { name: text.stillOn.confirm })).toBeVisible();
      await keepPicture(page, `still-on-${theme}-${width}.png`);
      await expectNoAxeViolations(page, { include: ['[data-testid="still-on"]'] });
      await stillOn.getByRole('button', { name: text.stillOn.confirm }).click();
      await expect(stillOn.getByRole('status')).toHaveText(seriesMessages.confirmed);
      await expect(page.getByTestId('series-part').getByText(seriesTexts.notYetConfirmed)).toHaveCount(0);

      // Manage: the series as one row, opened, and its End dialog.
      await page.goto('/manage-events');
      const row = page.getByTestId('series-row').filter({ has: page.getByRole('heading', { name: title }) });
      await row.getByRole('button', { name: `${text.manage.showDates} ${title}` }).click();
      await expect(row.getByRole('article')).toHaveCount(3);
      await keepPicture(page, `manage-series-${theme}-${width}.png`, { fullPage: true });
      await expectNoAxeViolations(page, { include: ['[data-testid="series-row"]'] });
      await row.getByRole('button', { name: `${text.manage.endSeries} ${title}` }).click();
      const end = page.getByRole('dialog', { name: text.manage.endTitle(title) });
      await expect(end.getByText(text.manage.endTells(2))).toBeVisible();
      await keepPicture(page, `end-series-${theme}-${width}.png`);
      await expectNoAxeViolations(page, { include: ['dialog[open]'] });
      await end.getByRole('button', { name: text.manage.keepSeries }).click();

      // Upcoming: each series once, by its next date (confirmed now), with its rule on the card.
      // (A search hides the toolbar's other controls on a phone: the toggle is pressed before searching.)
      await page.goto('/upcoming-events');
      await page.getByRole('button', { name: seriesTexts.list.seriesOnce }).click();
      await expect(page).toHaveURL(/seriesOnce=true/);
      await expect(page.getByRole('button', { name: seriesTexts.list.seriesOnce })).toHaveAttribute('aria-pressed', 'true');
      await page.goto(`/upcoming-events?seriesOnce=true&q=${encodeURIComponent(title)}`);
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article').getByText('Every 2 weeks on', { exact: false })).toBeVisible();
      await expect(page.getByRole('article').getByText(seriesTexts.notYetConfirmed)).toHaveCount(0);
      await keepPicture(page, `upcoming-once-${theme}-${width}.png`);
      await expectNoAxeViolations(page);
    });
  }
}
