// Issue 16, taking down: from a report on /admin a moderator hides a harmful event (it leaves the
// lists, its page is gone for visitors, its organizer sees why, its participant is told) and brings
// it back; suspends an account and lifts it.
import type { APIRequestContext, Browser } from '@playwright/test';
import { hiddenEventTexts } from '@volunteering/shared/texts/hidden-events';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { AXE_WIDTHS, bearer, createEventThroughApi, dbQuery, expect, expectNoAxeViolations, joinThroughApi, signUp, test, useTheme } from './fixtures.ts';

async function report(browser: Browser, targetType: 'event' | 'user', targetId: string, reason: string) {
  const page = await browser.newPage();
  await signUp(page);
  const res = await page.request.post('/api/reports', { headers: { authorization: await bearer(page.request) }, data: { targetType, targetId, reason } });
  expect(res.status()).toBe(201);
  await page.close();
}

/** An organizer beside the page, with an event someone joined. */
async function organizerWithEvent(browser: Browser) {
  const context = await browser.newContext();
  const organizerPage = await context.newPage();
  const organizer = await signUp(organizerPage, { name: 'Shady Organizer' });
  const event = await createEventThroughApi(organizerPage.request);
  const volunteerPage = await browser.newPage();
  const volunteer = await signUp(volunteerPage);
  await joinThroughApi(volunteerPage.request, event._id);
  await volunteerPage.close();
  return { context, request: organizerPage.request as APIRequestContext, organizer, event, volunteer };
}

async function moderatorOn(page: import('@playwright/test').Page) {
  const moderator = await signUp(page, { name: 'Mina Moderator' });
  await dbQuery(`update "user" set role = 'moderator' where email = $1`, [moderator.email]);
  return moderator;
}

test('a moderator hides a reported event in under a minute, and restores it', async ({ page, browser }) => {
  // Three people signed up in three browsers before the moderator acts: near its timeout on a loaded machine.
  test.slow();
  const { context, request, event, volunteer } = await organizerWithEvent(browser);
  await report(browser, 'event', event._id, 'scam');
  await moderatorOn(page);

  await page.goto('/admin');
  const card = page.getByRole('article', { name: event.title });
  await card.getByRole('button', { name: moderationTexts.hideEvent }).click();
  const dialog = page.getByRole('dialog', { name: moderationTexts.hideTitle(event.title) });
  await dialog.getByLabel(moderationTexts.hideReason).fill('Asks volunteers for a fee by bKash.');
  // It takes the event off the site: its button is the destructive red.
  await expect(dialog.getByRole('button', { name: moderationTexts.hideEvent })).toHaveClass(/\bbtn-error\b/);
  await dialog.getByRole('button', { name: moderationTexts.hideEvent }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  // Listed with what was hidden, ready to bring back.
  const hidden = page.getByRole('region', { name: moderationTexts.hiddenHeading });
  const item = hidden.getByRole('listitem').filter({ hasText: event.title });
  await expect(item).toContainText(hiddenEventTexts.kinds.moderator);
  await expect(item).toContainText(hiddenEventTexts.why('Asks volunteers for a fee by bKash.'));
  await expectNoAxeViolations(page);

  // Gone for a visitor: from the search and from its own address.
  const visitor = await browser.newPage();
  await visitor.goto(`/upcoming-events?q=${encodeURIComponent(event.title)}`);
  await expect(visitor.getByRole('heading', { name: 'No Events Found' })).toBeVisible();
  const gone = await visitor.goto(`/events/${event._id}`);
  expect(gone?.status()).toBe(404);
  // It says it was taken down, not that its organizer removed it (issue 37).
  await expect(visitor.getByRole('heading', { level: 1, name: eventDetailsMessages.takenDownTitle })).toBeVisible();
  await expect(visitor.getByText(eventDetailsMessages.takenDownBody)).toBeVisible();
  await visitor.close();

  // Its organizer still sees it, and why; its participant was told not to go.
  const owner = await context.newPage();
  await owner.goto(`/events/${event._id}`);
  await expect(owner.getByText(hiddenEventTexts.notice.moderator)).toBeVisible();
  await expect(owner.getByText(hiddenEventTexts.why('Asks volunteers for a fee by bKash.'))).toBeVisible();
  // Nobody joins or waits for it, its organizer included: no Join button, no waitlist.
  await expect(owner.getByRole('button', { name: eventDetailsMessages.joinNow })).toHaveCount(0);
  await expect(owner.getByText(hiddenEventTexts.kinds.moderator, { exact: true })).toBeVisible();
  expect(
    await dbQuery('select subject from outbox where "to" = $1 and subject = $2', [volunteer.email, moderationTexts.takenDownSubject(event.title)]),
  ).toHaveLength(1);
  const [toOrganizer] = await dbQuery<{ text: string }>('select text from outbox where subject = $1', [moderationTexts.takenDownOrganizerSubject(event.title)]);
  expect(toOrganizer?.text).toContain('Asks volunteers for a fee by bKash.');
  expect((await request.get(`/api/events/${event._id}`, { headers: { authorization: await bearer(request) } })).status()).toBe(200);

  await item.getByRole('button', { name: moderationTexts.restore }).click();
  const restoring = page.getByRole('dialog', { name: moderationTexts.restoreTitle(event.title) });
  await restoring.getByLabel(moderationTexts.actionReason).fill('The organizer took the fee out.');
  await restoring.getByRole('button', { name: moderationTexts.restore }).click();
  await expect(restoring).toBeHidden();
  await expect(item).toHaveCount(0);
  const back = await browser.newPage();
  expect((await back.goto(`/events/${event._id}`))?.status()).toBe(200);
  await back.close();
  expect(await dbQuery('select action from audit_log where target_id = $1 order by created_at', [event._id])).toEqual([
    { action: 'hideEvent' },
    { action: 'restoreEvent' },
  ]);
  await context.close();
});

test('a moderator suspends a reported account: signed out there, its events hidden; then lifts it', async ({ page, browser }) => {
  const { context, organizer, event } = await organizerWithEvent(browser);
  const [row] = await dbQuery<{ id: string }>('select id from "user" where email = $1', [organizer.email]);
  await report(browser, 'user', row!.id, 'harmful');
  await moderatorOn(page);

  await page.goto('/admin');
  const card = page.getByRole('article', { name: organizer.name });
  await card.getByRole('button', { name: moderationTexts.suspendUser }).click();
  const dialog = page.getByRole('dialog', { name: moderationTexts.suspendTitle(organizer.name) });
  await dialog.getByLabel(moderationTexts.suspendReason).fill('Threatening messages.');
  await dialog.getByRole('button', { name: moderationTexts.suspendUser }).click();
  await expect(dialog).toBeHidden();

  const hidden = page.getByRole('region', { name: moderationTexts.hiddenHeading });
  const account = hidden
    .getByRole('listitem')
    .filter({ hasText: organizer.email })
    .filter({ has: page.getByRole('button', { name: moderationTexts.lift }) });
  await expect(account).toBeVisible();
  await expect(hidden.getByRole('listitem').filter({ hasText: event.title })).toContainText(moderationTexts.comesBackWithLift);

  // Their session is over and they cannot sign in again.
  expect((await context.request.get('/api/auth/token')).status()).not.toBe(200);
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: { email: organizer.email, password: organizer.password } });
  expect([signIn.status(), (await signIn.json()).message]).toEqual([403, moderationTexts.suspendedSignIn]);

  await account.getByRole('button', { name: moderationTexts.lift }).click();
  const lifting = page.getByRole('dialog', { name: moderationTexts.liftTitle(organizer.name) });
  await lifting.getByLabel(moderationTexts.actionReason).fill('Apologised; first warning.');
  await lifting.getByRole('button', { name: moderationTexts.lift }).click();
  await expect(lifting).toBeHidden();
  await expect(
    page
      .getByText(moderationTexts.noHiddenTitle)
      .or(hidden.getByRole('listitem').filter({ hasText: event.title }))
      .first(),
  ).toBeVisible();
  await expect(hidden.getByRole('listitem').filter({ hasText: event.title })).toHaveCount(0);
  expect((await context.request.post('/api/auth/sign-in/email', { data: { email: organizer.email, password: organizer.password } })).status()).toBe(200);
  await context.close();
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`a hidden event's notice and the hidden list have no axe violations in ${theme} at ${width} px`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 800 });
      await useTheme(page, theme);
      const { context, event } = await organizerWithEvent(browser);
      await moderatorOn(page);
      const res = await page.request.post(`/api/admin/events/${event._id}/hide`, {
        headers: { authorization: await bearer(page.request) },
        data: { reason: 'Checking the screens.' },
      });
      expect(res.status()).toBe(200);
      await page.goto(`/events/${event._id}`);
      await expect(page.getByText(hiddenEventTexts.notice.moderator)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/admin');
      await expect(page.getByRole('region', { name: moderationTexts.hiddenHeading }).getByText(event.title)).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
}
