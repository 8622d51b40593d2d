import type { Page } from '@playwright/test';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { eventDetailsMessages as details } from '@volunteering/shared/texts/event-details';
import { eventFormTexts as form } from '@volunteering/shared/texts/event-form';
import { manageEventsTexts as text } from '@volunteering/shared/texts/manage-events';
import { waitlistTexts } from '@volunteering/shared/texts/waitlist';
import { createEventThroughApi, expect, expectNoAxeViolations, joinThroughApi, person, signUp, stubMapFrame, test, uniqueTag, useTheme } from './fixtures.ts';

// Issue 37, item 5: the page of an event one manages is for organizing it: Edit, Participants with
// the waitlist, Announce and Cancel event in place of Join, and no Report.

const sidebar = (page: Page) => page.getByRole('complementary', { name: details.sidebar });

test('an organizer’s own event page organizes it: Participants shows the waitlist, Edit saves on the page; a volunteer still sees Join and Report', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await stubMapFrame(page);
  await useTheme(page, 'dim');
  await signUp(page, { name: 'Olivia Organizer' });
  const title = `Canal Cleanup ${uniqueTag()}`;
  const event = await createEventThroughApi(page.request, { title, volunteersNeeded: 1 });
  const joined = await person(browser, baseURL!, 'Rafi Volunteer');
  await joinThroughApi(joined.page.request, event._id);
  const waiting = await person(browser, baseURL!, 'Mitu Waiting');
  await waiting.page.goto(`/events/${event._id}`);
  // A volunteer's view: Join's place says full and offers the waitlist; Report is there.
  await sidebar(waiting.page).getByRole('button', { name: waitlistTexts.join }).click();
  await expect(
    sidebar(waiting.page)
      .getByRole('status')
      .filter({ hasText: waitlistTexts.position(1) }),
  ).toBeVisible();
  await expect(waiting.page.getByRole('region', { name: details.organizeHeading })).toHaveCount(0);
  await expect(waiting.page.getByRole('region', { name: details.joinHeading })).toBeVisible();
  await expect(waiting.page.getByRole('button', { name: details.reportEvent })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/events/${event._id}`);
  const organize = page.getByRole('region', { name: details.organizeHeading });
  await expect(organize.getByRole('button', { name: text.edit })).toBeVisible();
  for (const name of [text.participants, announcementsTexts.announce, text.cancelEvent]) await expect(organize.getByRole('button', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: details.joinNow })).toHaveCount(0);
  await expect(page.getByRole('button', { name: waitlistTexts.join })).toHaveCount(0);
  await expect(page.getByRole('button', { name: details.reportEvent })).toHaveCount(0);
  // The bar stays inside a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await organize.getByRole('button', { name: text.participants }).click();
  const people = page.getByRole('dialog', { name: text.participantsTitle(title) });
  await expect(people.getByText(text.participantsCount(1))).toBeVisible();
  await expect(people.getByRole('link', { name: joined.email })).toBeVisible();
  const line = people.getByRole('region', { name: text.waitlistHeading });
  await expect(line.getByText(text.waitlistCount(1))).toBeVisible();
  await expect(line.getByRole('listitem')).toHaveCount(1);
  await expect(line.getByRole('listitem')).toContainText('#1');
  await expect(line.getByRole('listitem')).toContainText('Mitu Waiting');
  await expect(line.getByRole('link', { name: waiting.email })).toBeVisible();
  await expectNoAxeViolations(page, { include: ['dialog[open]'] });
  await people.getByRole('button', { name: text.close }).click();
  await expect(organize.getByRole('button', { name: text.participants })).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 900 });
  await organize.getByRole('button', { name: text.edit }).click();
  const edit = page.getByRole('dialog', { name: form.editTitle });
  const renamed = `${title} (new place)`;
  await edit.getByLabel(form.title).fill(renamed);
  await edit.getByRole('button', { name: form.save }).click();
  const updated = page.getByRole('dialog', { name: form.updatedTitle });
  await expect(updated.getByText(form.updatedBody(renamed))).toBeVisible();
  await updated.getByRole('button', { name: text.ok }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expectNoAxeViolations(page);

  await Promise.all([joined.page.context().close(), waiting.page.context().close()]);
  expect([...joined.problems, ...waiting.problems]).toEqual([]);
});
