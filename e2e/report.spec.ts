// Issue 16, reports: "Report this event" on the event page sends the moderators a reason, once.
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { accountTexts } from '@volunteering/shared/texts/account';
import bnDetails from '../packages/shared/src/texts/bn/event-details.json' with { type: 'json' };
import bnModeration from '../packages/shared/src/texts/bn/moderation.json' with { type: 'json' };
import { createEventThroughApi, dbQuery, expect, expectNoAxeViolations, signUp, test } from './fixtures.ts';

test.describe('a signed-in volunteer', () => {
  // The second report of the same event is refused (409), as the test wants.
  test.use({ expectedFailures: ['/api/reports'] });

  test('reports an event with a reason and a note, once', async ({ page, browser }) => {
    const organizerPage = await browser.newPage();
    await signUp(organizerPage);
    const event = await createEventThroughApi(organizerPage.request);
    await organizerPage.close();
    await signUp(page);

    await page.goto(`/events/${event._id}`);
    await page.getByRole('button', { name: eventDetailsMessages.reportEvent }).click();
    const dialog = page.getByRole('dialog', { name: moderationTexts.reportTitle(event.title) });
    await dialog.getByRole('button', { name: moderationTexts.sendReport }).click();
    await expect(dialog.getByText(moderationTexts.pickReason)).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('radio', { name: moderationTexts.reasons.scam }).check();
    await dialog.getByLabel(moderationTexts.details).fill('Asks volunteers to pay a fee by bKash.');
    await dialog.getByRole('button', { name: moderationTexts.sendReport }).click();
    await expect(dialog.getByRole('status')).toHaveText(moderationTexts.reported);
    await dialog.getByRole('button', { name: moderationTexts.close }).click();
    await expect(dialog).toBeHidden();
    expect(await dbQuery('select reason, details from reports where target_id = $1', [event._id])).toEqual([
      { reason: 'scam', details: 'Asks volunteers to pay a fee by bKash.' },
    ]);

    await page.getByRole('button', { name: eventDetailsMessages.reportEvent }).click();
    await dialog.getByRole('radio', { name: moderationTexts.reasons.spam }).check();
    await dialog.getByRole('button', { name: moderationTexts.sendReport }).click();
    await expect(dialog.getByRole('alert')).toHaveText(moderationTexts.alreadyReported);
    expect(await dbQuery('select reason from reports where target_id = $1', [event._id])).toHaveLength(1);
  });
});

test('a double click on Send report sends one report and says thanks (issue 37)', async ({ page, browser }) => {
  const organizerPage = await browser.newPage();
  await signUp(organizerPage);
  const event = await createEventThroughApi(organizerPage.request);
  await organizerPage.close();
  await signUp(page);
  await page.goto(`/events/${event._id}`);
  await page.getByRole('button', { name: eventDetailsMessages.reportEvent }).click();
  const dialog = page.getByRole('dialog', { name: moderationTexts.reportTitle(event.title) });
  await dialog.getByRole('radio', { name: moderationTexts.reasons.spam }).check();
  await dialog.getByRole('button', { name: moderationTexts.sendReport }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText(moderationTexts.reported);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await dbQuery('select reason from reports where target_id = $1', [event._id])).toEqual([{ reason: 'spam' }]);
});

test('a visitor who is not signed in is taken to log in first', async ({ page, browser }) => {
  const organizerPage = await browser.newPage();
  await signUp(organizerPage);
  const event = await createEventThroughApi(organizerPage.request);
  await organizerPage.close();
  await page.goto(`/events/${event._id}`);
  await page.getByRole('button', { name: eventDetailsMessages.reportEvent }).click();
  await expect(page.getByRole('heading', { level: 1, name: accountTexts.loginTitle })).toBeVisible();
});

test.describe('in Bangla', () => {
  test.use({ locale: 'bn-BD' });

  test('the button and the dialog read in Bangla and axe finds nothing', async ({ page, browser }) => {
    // Someone else's event: nobody reports their own (issue 37).
    const organizerPage = await browser.newPage();
    await signUp(organizerPage);
    const event = await createEventThroughApi(organizerPage.request);
    await organizerPage.close();
    await signUp(page);
    await page.goto(`/events/${event._id}`);
    await page.getByRole('button', { name: bnDetails.reportEvent }).click();
    const dialog = page.getByRole('dialog', { name: bnModeration.reportTitle.replace('{0}', event.title) });
    await expect(dialog.getByRole('radio', { name: bnModeration.reasons.harmful })).toBeVisible();
    await expect(dialog.getByRole('button', { name: bnModeration.sendReport })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
