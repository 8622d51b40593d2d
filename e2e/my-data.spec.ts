// Issue 16, leaving and taking your data: "Download my data" on the profile gives one JSON file of
// the account and everything it did; "Delete my account" removes it, once its address and password
// are typed, cancelling its upcoming events with a mail to each participant.
import fs from 'node:fs';
import { accountTexts } from '@volunteering/shared/texts/account';
import { apiMessages } from '@volunteering/shared/texts/api';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { frameTexts } from '@volunteering/shared/texts/frame';
import bnAccount from '../packages/shared/src/texts/bn/account.json' with { type: 'json' };
import { createEventThroughApi, dbQuery, expect, expectNoAxeViolations, joinThroughApi, signUp, test, useTheme } from './fixtures.ts';

test('Download my data saves a file with the account, the events it organized and the ones it joined', async ({ page, browser }) => {
  const organizerPage = await browser.newPage();
  await signUp(organizerPage, { name: 'Rafiq Organizer' });
  const joined = await createEventThroughApi(organizerPage.request);
  await organizerPage.close();

  const me = await signUp(page, { name: 'Nusrat Data' });
  const organized = await createEventThroughApi(page.request);
  await joinThroughApi(page.request, joined._id);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: accountTexts.yourData });
  await expect(section).toContainText(accountTexts.yourDataIntro);
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: accountTexts.downloadMyData }).click()]);
  expect(download.suggestedFilename()).toMatch(/^volunteer-hub-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ name: 'Nusrat Data', email: me.email });
  expect(data.eventsOrganized.map((event: { _id: string }) => event._id)).toEqual([organized._id]);
  expect(data.participations.map((row: { eventId: string; title: string }) => [row.eventId, row.title])).toEqual([[joined._id, joined.title]]);
  expect(JSON.stringify(data)).not.toContain('Rafiq Organizer');
});

test.describe('a failed download', () => {
  test.use({ expectedFailures: ['/api/me/export'] });

  test('says so in place and the button works again', async ({ page }) => {
    await signUp(page);
    await page.goto('/profile');
    await page.route('**/api/me/export', (route) => route.fulfill({ status: 500, json: { message: apiMessages.serverError } }));
    const section = page.getByRole('region', { name: accountTexts.yourData });
    await section.getByRole('button', { name: accountTexts.downloadMyData }).click();
    await expect(section.getByRole('alert')).toHaveText(`${accountTexts.downloadDataFailed} ${apiMessages.serverError}`);
    await expect(section.getByRole('button', { name: accountTexts.downloadMyData })).toBeEnabled();
  });
});

test.describe('Delete my account', () => {
  // The refusals (400) and the cancelled event's page (404) are what the test is after.
  test.use({ expectedFailures: ['/api/me', '/api/events/'] });

  test('the address and the password typed again, then the account is gone and its event cancelled', async ({ page, browser }) => {
    const me = await signUp(page, { name: 'Leaving Soon' });
    const event = await createEventThroughApi(page.request);
    const volunteerPage = await browser.newPage();
    const volunteer = await signUp(volunteerPage);
    await joinThroughApi(volunteerPage.request, event._id);
    await volunteerPage.close();

    await page.goto('/profile');
    const section = page.getByRole('region', { name: accountTexts.deleteAccount });
    await expect(section).toContainText(accountTexts.deleteAccountIntro);
    await section.getByRole('button', { name: accountTexts.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: accountTexts.deleteAccountConfirmTitle });
    await expect(dialog).toContainText(accountTexts.deleteAccountConfirmBody);
    await expectNoAxeViolations(page);
    const email = dialog.getByLabel(accountTexts.deleteAccountEmail);
    const password = dialog.getByLabel(accountTexts.deleteAccountPassword);
    const confirm = dialog.getByRole('button', { name: accountTexts.deleteAccountConfirm });

    await email.fill('someone-else@example.com');
    await password.fill(me.password);
    await confirm.click();
    await expect(email).toHaveAccessibleDescription(accountTexts.wrongConfirmEmail);
    await email.fill(me.email);
    await password.fill('Wrong1234');
    await confirm.click();
    await expect(password).toHaveAccessibleDescription(accountTexts.wrongPassword);
    expect(await dbQuery('select id from "user" where email = $1', [me.email])).toHaveLength(1);

    await password.fill(me.password);
    await confirm.click();
    await expect(page.getByRole('dialog', { name: accountTexts.deleteAccount }).getByRole('status')).toHaveText(accountTexts.accountDeleted);
    await page.getByRole('button', { name: accountTexts.goHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: frameTexts.login })).toBeVisible();

    expect(await dbQuery('select id from "user" where email = $1', [me.email])).toEqual([]);
    const mails = await dbQuery<{ subject: string }>('select subject from outbox where "to" = $1', [volunteer.email]);
    expect(mails.map((mail) => mail.subject)).toContain(`Cancelled: ${event.title}`);
    await page.goto(`/events/${event._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventDetailsMessages.notFoundTitle);
  });
});

test.describe('in Bangla on a phone, in the dim theme', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 360, height: 740 } });

  test('the sections and the dialog read in Bangla and axe finds nothing', async ({ page }) => {
    await useTheme(page, 'dim');
    await signUp(page);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: bnAccount.yourData });
    await expect(section.getByRole('button', { name: bnAccount.downloadMyData })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('region', { name: bnAccount.deleteAccount }).getByRole('button', { name: bnAccount.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: bnAccount.deleteAccountConfirmTitle });
    await expect(dialog.getByLabel(bnAccount.deleteAccountEmail)).toBeVisible();
    await expect(dialog.getByLabel(bnAccount.deleteAccountPassword)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
