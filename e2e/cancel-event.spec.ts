import type { Locator, Page } from '@playwright/test';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { eventStatusTexts } from '@volunteering/shared/texts/event-status';
import { manageEventsTexts as text } from '@volunteering/shared/texts/manage-events';
import { apiMessages } from '@volunteering/shared/texts/api';
import { createEventThroughApi, dbQuery, expect, expectNoAxeViolations, joinThroughApi, signUp, test, uniqueTag, useTheme, person } from './fixtures.ts';

// Issue 37: an organizer cancels an event with a message; its people are told, its page stays and says so.

const card = (page: Page, title: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('an organizer cancels an event with a message: the volunteer is e-mailed, and the page and lists say Cancelled', async ({ page, browser, baseURL }) => {
  test.slow();
  const title = `Canal Cleanup ${uniqueTag()}`;
  await useTheme(page, 'dim');
  await signUp(page);
  const event = await createEventThroughApi(page.request, { title, volunteersNeeded: 10 });
  const volunteer = await person(browser, baseURL!, 'Rafi Volunteer');
  await joinThroughApi(volunteer.page.request, event._id);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/manage-events');
  await card(page, title)
    .getByRole('button', { name: `${text.more} ${title}`, exact: true })
    .click();
  await card(page, title)
    .getByRole('button', { name: `${text.cancelEvent} ${title}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: text.cancelTitle(title) });
  await expect(dialog.getByText(text.cancelTells(1))).toBeVisible();
  const message = dialog.getByRole('textbox', { name: text.cancelMessageLabel });
  await expect(message).toBeFocused();
  await message.fill('The canal is flooded after the rain. We will set a new date soon.');
  await expectNoAxeViolations(page, { include: ['dialog[open]'] });
  await dialog.getByRole('button', { name: text.cancelEvent, exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(apiMessages.eventCancelledTold(1));
  await dialog.getByRole('button', { name: text.close }).click();
  await expect(card(page, title).getByText(eventStatusTexts.cancelled, { exact: true })).toBeVisible();
  // Cancelled: no second cancel in its menu.
  await card(page, title)
    .getByRole('button', { name: `${text.more} ${title}`, exact: true })
    .click();
  await expect(card(page, title).getByRole('button', { name: `${text.cancelEvent} ${title}`, exact: true })).toHaveCount(0);

  const [mail] = await dbQuery<{ text: string }>('select text from outbox where "to" = $1 and subject = $2', [volunteer.email, `Cancelled: ${title}`]);
  expect(mail?.text).toContain('The canal is flooded after the rain. We will set a new date soon.');

  // The volunteer: the page says so with the message and takes no one; their list marks it.
  await volunteer.page.goto(`/events/${event._id}`);
  await expect(volunteer.page.getByText(eventDetailsMessages.cancelled, { exact: true }).first()).toBeVisible();
  await expect(volunteer.page.getByText('The canal is flooded after the rain.')).toBeVisible();
  await expect(volunteer.page.getByRole('button', { name: eventDetailsMessages.joinNow })).toHaveCount(0);
  await expect(volunteer.page.getByRole('button', { name: eventDetailsMessages.leave })).toHaveCount(0);
  await expectNoAxeViolations(volunteer.page);
  await volunteer.page.goto('/joined-events');
  await expect(card(volunteer.page, title).getByText(eventStatusTexts.cancelled, { exact: true })).toBeVisible();
  expect(volunteer.problems).toEqual([]);
});

test('deleting an event someone joined says they will be told, and tells them', async ({ page, browser, baseURL }) => {
  const title = `Park Planting ${uniqueTag()}`;
  await signUp(page);
  const event = await createEventThroughApi(page.request, { title, volunteersNeeded: 10 });
  const volunteer = await person(browser, baseURL!, 'Mitu Volunteer');
  await joinThroughApi(volunteer.page.request, event._id);

  await page.goto('/manage-events');
  await card(page, title)
    .getByRole('button', { name: `${text.delete} ${title}`, exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: text.confirmTitle });
  await expect(confirm.getByText(text.deleteTells(1))).toBeVisible();
  await confirm.getByRole('button', { name: text.delete, exact: true }).click();
  await expect(page.getByRole('dialog', { name: text.deletedTitle })).toBeVisible();
  expect(await dbQuery('select 1 from outbox where "to" = $1 and subject = $2', [volunteer.email, `Cancelled: ${title}`])).toHaveLength(1);
  expect(volunteer.problems).toEqual([]);
});
