// Issue 16, moderation: a moderator finds the open reports at /admin (from the avatar menu), reads
// them grouped by event, and dismisses them with a reason that goes into the audit log.
import type { APIRequestContext } from '@playwright/test';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import bnModeration from '../packages/shared/src/texts/bn/moderation.json' with { type: 'json' };
import { bearer, createEventThroughApi, dbQuery, expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

async function reportThroughApi(request: APIRequestContext, eventId: string, reason: string, details = '') {
  const res = await request.post('/api/reports', {
    headers: { authorization: await bearer(request) },
    data: { targetType: 'event', targetId: eventId, reason, details },
  });
  expect(res.status()).toBe(201);
}

test('a moderator reads the reports about an event and dismisses them with a reason', async ({ page, browser }) => {
  const others = await browser.newContext();
  const organizer = await others.newPage();
  await signUp(organizer);
  const event = await createEventThroughApi(organizer.request);
  for (const [reason, details] of [
    ['scam', 'Wants a fee by bKash.'],
    ['spam', ''],
  ] as const) {
    const reporter = await browser.newPage();
    await signUp(reporter);
    await reportThroughApi(reporter.request, event._id, reason, details);
    await reporter.close();
  }
  await others.close();

  const moderator = await signUp(page, { name: 'Mina Moderator' });
  await dbQuery(`update "user" set role = 'moderator' where email = $1`, [moderator.email]);
  await page.goto('/');
  await page.getByRole('button', { name: frameTexts.accountMenuFor('Mina Moderator') }).click();
  await page.getByRole('link', { name: frameTexts.moderation }).click();
  await expect(page.getByRole('heading', { level: 1, name: moderationTexts.heading })).toBeVisible();

  const card = page.getByRole('article', { name: event.title });
  await expect(card).toContainText(moderationTexts.reportCount(2));
  await expect(card).toContainText(`${moderationTexts.reasons.scam} × 1`);
  await expect(card).toContainText('Wants a fee by bKash.');
  await expect(card).toContainText(moderationTexts.noNote);
  await card.getByRole('button', { name: moderationTexts.dismiss }).click();
  const dialog = page.getByRole('dialog', { name: moderationTexts.dismissTitle(event.title) });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: moderationTexts.dismiss }).click();
  await expect(dialog.getByLabel(moderationTexts.dismissReason)).toHaveAccessibleDescription(moderationTexts.giveReason);
  await dialog.getByLabel(moderationTexts.dismissReason).fill('A real event: checked with the organizer.');
  await dialog.getByRole('button', { name: moderationTexts.dismiss }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  expect(await dbQuery('select action, reason, actor_name from audit_log where target_id = $1', [event._id])).toEqual([
    { action: 'dismissReports', reason: 'A real event: checked with the organizer.', actor_name: 'Mina Moderator' },
  ]);
});

test('a member has no way in: no menu link, and the page says who it is for', async ({ page }) => {
  const member = await signUp(page, { name: 'Just Member' });
  await page.goto('/');
  await page.getByRole('button', { name: frameTexts.accountMenuFor(member.name) }).click();
  await expect(page.getByRole('link', { name: frameTexts.profileMenu })).toBeVisible();
  await expect(page.getByRole('link', { name: frameTexts.moderation })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByText(moderationTexts.notStaff)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('in Bangla on a phone', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 360, height: 740 } });

  test('the page reads in Bangla and axe finds nothing', async ({ page }) => {
    const moderator = await signUp(page);
    await dbQuery(`update "user" set role = 'moderator' where email = $1`, [moderator.email]);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: bnModeration.heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').or(page.getByText(bnModeration.noReportsTitle)).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
