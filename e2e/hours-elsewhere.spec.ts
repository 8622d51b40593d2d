// Issue 39's hours done elsewhere: a volunteer adds them on My Impact (the form's own checks, then
// the server's), they show as pending; the supervisor opens the mailed link with no account, confirms
// once, and the volunteer sees them approved. An expired or used link says so. Bangla too; axe clean.
import type { Page } from '@playwright/test';
import { hoursTexts } from '@volunteering/shared/texts/hours';
import { hoursConfirmationTexts as c } from '@volunteering/shared/texts/hours-confirmation';
import { hoursScreenTexts as t } from '@volunteering/shared/texts/hours-screen';
import bnConfirmation from '../packages/shared/src/texts/bn/hours-confirmation.json' with { type: 'json' };
import bnHours from '../packages/shared/src/texts/bn/hours.json' with { type: 'json' };
import bnScreen from '../packages/shared/src/texts/bn/hours-screen.json' with { type: 'json' };
import { AXE_WIDTHS, dbQuery, expect, expectNoAxeViolations, signUp, test, uniqueTag, useTheme, keepPicture } from './fixtures.ts';

/** The path of the newest supervisor's link mailed to `email`. */
async function supervisorPath(email: string): Promise<string> {
  const rows = await dbQuery<{ text: string }>('select text from outbox where "to" = $1 order by created_at desc', [email.toLowerCase()]);
  const link = rows.map((row) => row.text.match(/https?:\/\/\S+\/hours-confirmation\?\S+/)?.[0]).find(Boolean);
  expect(link, `a supervisor's link mailed to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Yesterday in Dhaka, YYYY-MM-DD: a day that has begun everywhere the test runs. */
const yesterday = () => new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);

async function fillForm(page: Page, fields: { title: string; date: string; hours: string; supervisor: string }) {
  await page.getByLabel(t.elsewhereTitle, { exact: true }).fill(fields.title);
  await page.getByLabel(t.elsewhereDate, { exact: true }).fill(fields.date);
  await page.getByLabel(t.elsewhereHours, { exact: true }).fill(fields.hours);
  await page.getByLabel(t.elsewhereSupervisor, { exact: true }).fill(fields.supervisor);
}

test.describe('hours done elsewhere', () => {
  // The server refuses the volunteer's own address as supervisor: that 400 is the point.
  test.use({ expectedFailures: ['/api/hours'] });

  test('a volunteer adds hours done elsewhere; the supervisor confirms them once from the mail; they count as approved', async ({ page, browser, baseURL }) => {
    test.slow();
    const me = await signUp(page, { name: 'Nusrat Jahan' });
    const supervisor = `supervisor-${uniqueTag()}@example.org`;
    const title = `Reading hour ${uniqueTag()}`;
    await page.goto('/my-impact');
    const mine = page.getByRole('region', { name: t.mineHeading });
    await expect(mine.getByText(t.mineEmpty)).toBeVisible();
    await mine.getByRole('button', { name: t.elsewhereOpen }).click();
    const form = page.getByRole('region', { name: t.elsewhereHeading });
    await expect(page.getByLabel(t.elsewhereTitle, { exact: true })).toBeFocused();

    // The form's own checks: nothing sent, the first wrong field focused.
    await form.getByRole('button', { name: t.elsewhereSubmit }).click();
    await expect(page.getByLabel(t.elsewhereTitle, { exact: true })).toBeFocused();
    await expect(form.getByText(hoursTexts.dayNeeded)).toBeVisible();
    await expect(form.getByText(hoursTexts.hoursRange)).toBeVisible();
    await fillForm(page, { title, date: yesterday(), hours: '2.4', supervisor: me.email });
    await form.getByRole('button', { name: t.elsewhereSubmit }).click();
    await expect(page.getByLabel(t.elsewhereHours, { exact: true })).toBeFocused();
    await expect(form.getByText(hoursTexts.hoursRange)).toBeVisible();
    // The server's check: oneself is no supervisor.
    await page.getByLabel(t.elsewhereHours, { exact: true }).fill('2.5');
    await form.getByRole('button', { name: t.elsewhereSubmit }).click();
    await expect(form.getByText(hoursTexts.ownAddress)).toBeVisible();
    await expect(page.getByLabel(t.elsewhereSupervisor, { exact: true })).toBeFocused();
    await keepPicture(page, 'elsewhere-errors-1280.png', { fullPage: true });

    await page.getByLabel(t.elsewhereSupervisor, { exact: true }).fill(supervisor);
    await form.getByRole('button', { name: t.elsewhereSubmit }).click();
    await expect(form.getByRole('status')).toContainText(hoursTexts.recorded);
    const row = mine.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(t.status.pending);
    await expect(row).toContainText(t.elsewhere);
    await expect(row).toContainText(t.hoursOf('2.5'));

    // The supervisor, with no account, in a browser of their own.
    const context = await browser.newContext({ baseURL });
    const boss = await context.newPage();
    const link = await supervisorPath(supervisor);
    await boss.goto(link);
    await expect(boss.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect(boss.getByText(c.body('Nusrat Jahan'))).toBeVisible();
    await expect(boss.getByText(title)).toBeVisible();
    await expect(boss.getByText(c.hoursOf('2.5'))).toBeVisible();
    await boss.getByRole('button', { name: c.confirm }).click();
    await expect(boss.getByRole('heading', { level: 1, name: c.confirmedHeading })).toBeVisible();
    await expect(boss.getByText(c.confirmedBody('Nusrat Jahan'))).toBeVisible();
    // Once: the link opened again says it was answered, with no buttons.
    await boss.reload();
    await expect(boss.getByRole('heading', { level: 1, name: c.usedHeading })).toBeVisible();
    await expect(boss.getByText(c.wasConfirmed, { exact: false })).toBeVisible();
    await expect(boss.getByRole('button', { name: c.confirm })).toHaveCount(0);
    await context.close();

    await page.reload();
    await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText(t.status.approved);
  });
});

test.describe('a link that no longer works', () => {
  test.use({ expectedFailures: ['/api/hours-confirmations/'] });

  test('an expired link says so, and an unknown one says it does not work, in English and Bangla', async ({ page, browser, baseURL }) => {
    const other = await browser.newPage({ baseURL });
    await signUp(other, { name: 'Rumi Akter' });
    const supervisor = `late-${uniqueTag()}@example.org`;
    await other.goto('/my-impact');
    await other.getByRole('button', { name: t.elsewhereOpen }).click();
    await fillForm(other, { title: 'Blood drive', date: yesterday(), hours: '1', supervisor });
    await other.getByRole('button', { name: t.elsewhereSubmit }).click();
    await expect(other.getByText(hoursTexts.recorded, { exact: false })).toBeVisible();
    await other.close();
    await dbQuery(`UPDATE hours_records SET token_expires_at = now() - interval '1 minute' WHERE supervisor_email = $1`, [supervisor]);

    await page.goto(await supervisorPath(supervisor));
    await expect(page.getByRole('heading', { level: 1, name: c.expiredHeading })).toBeVisible();
    await expect(page.getByText(hoursTexts.linkExpired, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: c.confirm })).toHaveCount(0);
    await page.goto(`${await supervisorPath(supervisor)}&lang=bn`);
    await expect(page.getByRole('heading', { level: 1, name: bnConfirmation.expiredHeading })).toBeVisible();
    await expect(page.getByText(bnHours.linkExpired, { exact: false })).toBeVisible();

    await page.goto('/hours-confirmation?token=not-a-real-token&lang=en');
    await expect(page.getByRole('heading', { level: 1, name: c.invalidHeading })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(hoursTexts.linkNotFound);
  });
});

test('My Impact’s form and the supervisor’s page in Bangla', async ({ page, browser, baseURL }) => {
  await signUp(page, { name: 'সাদিয়া ইসলাম' });
  const supervisor = `bn-${uniqueTag()}@example.org`;
  await page.goto('/my-impact?lang=bn');
  await page.getByRole('button', { name: bnScreen.elsewhereOpen }).click();
  await page.getByLabel(bnScreen.elsewhereTitle, { exact: true }).fill('পাঠাগারে পড়ার আসর');
  await page.getByLabel(bnScreen.elsewhereDate, { exact: true }).fill(yesterday());
  // Bangla digits typed are read as the number they are.
  await page.getByLabel(bnScreen.elsewhereHours, { exact: true }).fill('১.৫');
  await page.getByLabel(bnScreen.elsewhereSupervisor, { exact: true }).fill(supervisor);
  await page.getByRole('button', { name: bnScreen.elsewhereSubmit }).click();
  await expect(page.getByText(bnHours.recorded, { exact: false })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'পাঠাগারে পড়ার আসর' })).toContainText(bnScreen.status.pending);
  await expect(page.getByRole('listitem').filter({ hasText: 'পাঠাগারে পড়ার আসর' })).toContainText('১.৫ ঘণ্টা');

  const context = await browser.newContext({ baseURL, locale: 'bn-BD' });
  const boss = await context.newPage();
  await boss.goto(`${await supervisorPath(supervisor)}&lang=bn`);
  await expect(boss.getByRole('heading', { level: 1, name: bnConfirmation.heading })).toBeVisible();
  await boss.getByRole('button', { name: bnConfirmation.decline }).click();
  await expect(boss.getByRole('heading', { level: 1, name: bnConfirmation.declinedHeading })).toBeVisible();
  for (const width of [360, 1280]) {
    await boss.setViewportSize({ width, height: 800 });
    await keepPicture(boss, `confirmation-bn-declined-${width}.png`, { fullPage: true });
  }
  await context.close();
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`the form and the supervisor's page have no axe violations in ${theme} at ${width}px`, async ({ page, browser, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      await useTheme(page, theme);
      await signUp(page, { name: 'Nusrat Jahan' });
      const supervisor = `axe-${uniqueTag()}@example.org`;
      await page.goto('/my-impact');
      await page.getByRole('button', { name: t.elsewhereOpen }).click();
      await page.getByRole('button', { name: t.elsewhereSubmit }).click();
      await expect(page.getByText(hoursTexts.hoursRange)).toBeVisible();
      await expectNoAxeViolations(page);
      await keepPicture(page, `elsewhere-form-${theme}-${width}.png`, { fullPage: true });
      await fillForm(page, { title: 'Tutoring at the school', date: yesterday(), hours: '3', supervisor });
      await page.getByRole('button', { name: t.elsewhereSubmit }).click();
      await expect(page.getByText(hoursTexts.recorded, { exact: false })).toBeVisible();
      await expectNoAxeViolations(page);
      await keepPicture(page, `elsewhere-pending-${theme}-${width}.png`, { fullPage: true });

      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
      const boss = await context.newPage();
      await useTheme(boss, theme);
      await boss.goto(await supervisorPath(supervisor));
      await expect(boss.getByRole('button', { name: c.confirm })).toBeVisible();
      await expectNoAxeViolations(boss);
      await keepPicture(boss, `confirmation-${theme}-${width}.png`, { fullPage: true });
      await boss.getByRole('button', { name: c.confirm }).click();
      await expect(boss.getByRole('heading', { level: 1, name: c.confirmedHeading })).toBeVisible();
      await expectNoAxeViolations(boss);
      await keepPicture(boss, `confirmation-done-${theme}-${width}.png`, { fullPage: true });
      await context.close();
    });
  }
}
