import type { Page } from '@playwright/test';
import { apiMessages } from '@volunteering/shared/texts/api';
import { createEventMessages, eventFormTexts as text } from '@volunteering/shared/texts/event-form';
import { validationMessages } from '@volunteering/shared/texts/validation';
import {
  AXE_WIDTHS,
  breakPicture,
  dbQuery,
  expect,
  expectNoAxeViolations,
  pageTasksDone,
  pickEventDate,
  signUp,
  stubMapFrame,
  test,
  type TestAccount,
  uniqueTag,
  useTheme,
  TIMED,
} from './fixtures.ts';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's message is part of its accessible description, so it is read with the field. */
const describedAs = (message: string) => new RegExp(escape(message));

async function openCreateForm(page: Page, account?: Partial<TestAccount>): Promise<TestAccount> {
  const user = await signUp(page, account);
  await page.goto('/create-event');
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  return user;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: text.submit, exact: true });

async function fillValidForm(page: Page, title: string) {
  await field(page, text.title).fill(title);
  await field(page, text.description).fill('Collecting litter along the river bank, with gloves and bags provided.');
  await field(page, text.type).selectOption('Cleanup');
  await pickEventDate(page);
  await expect(field(page, text.date)).toHaveValue(/^[A-Z][a-z]+ 15, \d{4} 10:00 AM$/);
  await field(page, text.location).fill('Hatirjheel Lake, Dhaka');
  await field(page, text.imageUrl).fill('https://images.example.com/cleanup.jpg');
  await field(page, text.volunteersNeeded).fill('25');
}

/** Removes the suggested highlights and questions the form starts with, each by its remove button. */
async function removeSuggestions(page: Page) {
  for (let left = text.suggestedHighlights.length; left > 0; left--) await page.getByRole('button', { name: text.removeHighlight(1) }).click();
  for (let left = text.suggestedFaqs.length; left > 0; left--) await page.getByRole('button', { name: text.removeFaq(1) }).click();
  await expect(page.getByRole('group', { name: text.highlightsHeading }).getByText(text.noRows)).toBeVisible();
  await expect(page.getByRole('group', { name: text.faqsHeading }).getByText(text.noRows)).toBeVisible();
}

const ownEvents = (email: string) =>
  dbQuery<{
    id: string;
    title: string;
    volunteers_needed: number;
    duration_minutes: number | null;
    credit_scheduled_hours: boolean;
    images: string[] | null;
    highlights: unknown;
    faqs: unknown;
  }>(
    'select e.id, e.title, e.volunteers_needed, e.duration_minutes, e.credit_scheduled_hours, e.images, e.highlights, e.faqs from events e join "user" u on u.id = e.owner_id where u.email = $1',
    [email],
  );

test.describe('validation', () => {
  test('every field shows its own message, next to it, and nothing is sent', async ({ page }) => {
    const user = await openCreateForm(page);
    await expect(page).toHaveTitle(text.pageTitle);
    await expect(page.getByText(text.subheading)).toBeVisible();
    await expect(field(page, text.organizer)).toHaveValue(user.name);
    await field(page, text.organizer).fill('   ');
    await field(page, text.title).fill('   ');

    await submitButton(page).click();

    const expected: [string, string][] = [
      [text.title, createEventMessages.title],
      [text.description, createEventMessages.description],
      [text.type, createEventMessages.type],
      [text.date, createEventMessages.date],
      [text.location, createEventMessages.location],
      [text.volunteersNeeded, createEventMessages.volunteersNeeded],
      [text.organizer, createEventMessages.organizer],
      [text.imageUrl, createEventMessages.imageUrl],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label)).toHaveAccessibleDescription(describedAs(message));
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, text.title)).toBeFocused();
    expect(await ownEvents(user.email)).toEqual([]);
  });

  test('volunteers needed must be a whole number above 0, and the image URL a web address', async ({ page }) => {
    await openCreateForm(page);
    await fillValidForm(page, `Validation ${uniqueTag()}`);
    const volunteers = field(page, text.volunteersNeeded);

    for (const value of ['0', '-3', '2.5']) {
      await volunteers.fill(value);
      await submitButton(page).click();
      await expect(volunteers).toHaveAccessibleDescription(createEventMessages.volunteersNeeded);
    }
    // The message follows the input once shown: fixing the value clears it.
    await volunteers.fill('12');
    await expect(volunteers).not.toHaveAccessibleDescription(createEventMessages.volunteersNeeded);

    await field(page, text.imageUrl).fill('ftp://images.example.com/cleanup.jpg');
    await submitButton(page).click();
    await expect(field(page, text.imageUrl)).toHaveAccessibleDescription(validationMessages.httpsUrl);
  });
});

test.describe('date picker', { tag: TIMED }, () => {
  // A fixed moment in Dhaka: Saturday 15 June 2030, 10:10 AM.
  test.use({ timezoneId: 'Asia/Dhaka' });

  test('no past days, times 8:00 AM to 11:30 PM in 30-minute steps, one month shown', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2030-06-15T10:10:00+06:00'));
    await openCreateForm(page);
    const input = field(page, text.date);
    await input.click();

    await expect(page.locator('.react-datepicker__month-container')).toHaveCount(1);
    await expect(page.locator('.react-datepicker__current-month')).toHaveText('June 2030');
    await expect(page.getByRole('gridcell', { name: 'Not available Friday, June 14, 2030' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('gridcell', { name: 'Not available Saturday, June 1, 2030' })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Choose Saturday, June 15, 2030' })).toHaveAttribute('aria-disabled', 'false');

    // Today: only the slots still ahead of 10:10 AM.
    const times = page.getByRole('listbox', { name: 'Time' }).getByRole('option');
    await expect(times.first()).toHaveText('10:30 AM');
    await expect(times.last()).toHaveText('11:30 PM');

    // Clicking a past day changes nothing.
    await page.getByRole('gridcell', { name: 'Not available Friday, June 14, 2030' }).click({ force: true });
    await expect(input).toHaveValue('');

    // A later day: every half hour from 8:00 AM to 11:30 PM; the day alone starts at the first slot.
    await page.getByRole('gridcell', { name: 'Choose Sunday, June 16, 2030' }).click();
    await expect(input).toHaveValue('June 16, 2030 8:00 AM');
    await input.click();
    const expected = Array.from({ length: 32 }, (_, index) => {
      const hour = 8 + Math.floor(index / 2);
      return `${hour % 12 === 0 ? 12 : hour % 12}:${index % 2 === 0 ? '00' : '30'} ${hour < 12 ? 'AM' : 'PM'}`;
    });
    await expect(times).toHaveText(expected);

    await times.filter({ hasText: /^11:30 PM$/ }).click();
    await expect(input).toHaveValue('June 16, 2030 11:30 PM');
    await expect(page.locator('.react-datepicker')).toBeHidden();
  });

  test('after the last slot of the day, the picker opens on tomorrow with its times', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2030-06-30T23:45:00+06:00'));
    await openCreateForm(page);
    await field(page, text.date).click();

    await expect(page.locator('.react-datepicker__current-month')).toHaveText('July 2030');
    const times = page.getByRole('listbox', { name: 'Time' }).getByRole('option');
    await expect(times.first()).toHaveText('8:00 AM');
    await expect(times).toHaveCount(32);
    // June has no day left to pick, so there is no way back to it.
    await expect(page.getByRole('button', { name: 'Previous Month' })).toHaveCount(0);
    await page.getByRole('gridcell', { name: 'Choose Monday, July 1, 2030' }).click();
    await expect(field(page, text.date)).toHaveValue('July 1, 2030 8:00 AM');
  });

  test('keyboard only: arrows to a day, Enter, Tab to the times, arrows, Enter', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2030-06-15T10:10:00+06:00'));
    await openCreateForm(page);
    // The picker is loaded on its own; until then its box is a disabled stand-in.
    await expect(field(page, text.date)).toBeEnabled();
    await field(page, text.type).focus();
    await page.keyboard.press('Tab');
    await expect(field(page, text.date)).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('gridcell', { name: 'Choose Saturday, June 15, 2030' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(field(page, text.date)).toHaveValue('June 16, 2030 8:00 AM');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('option', { name: '8:00 AM', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field(page, text.date)).toHaveValue('June 16, 2030 9:00 AM');
    await expect(page.locator('.react-datepicker')).toBeHidden();
    // The library blurs its box a frame after closing; focus must not be left on the page body. The
    // page's frames and timers of the next 100 ms run at once, on the test's clock.
    await page.clock.runFor(100);
    await pageTasksDone(page);
    await expect(field(page, text.date)).toBeFocused();
    await expect(page.locator('.react-datepicker')).toBeHidden();

    // Escape closes a reopened calendar and also leaves focus in the box.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.react-datepicker')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.react-datepicker')).toBeHidden();
    await page.clock.runFor(100);
    await pageTasksDone(page);
    await expect(field(page, text.date)).toBeFocused();
  });

  test("a typed entry that is not a date gives 'Date input not valid.'", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2030-06-15T10:10:00+06:00'));
    await openCreateForm(page);
    const input = field(page, text.date);

    await input.fill('sometime next week');
    await page.keyboard.press('Escape');
    await submitButton(page).click();
    await expect(input).toHaveAccessibleDescription(describedAs(validationMessages.invalidDate));
    await expect(input).toHaveValue('sometime next week');

    // A typed date in the picker's format is accepted, and the message goes.
    await input.fill('June 20, 2030 9:30 AM');
    await page.keyboard.press('Escape');
    await expect(input).not.toHaveAccessibleDescription(describedAs(validationMessages.invalidDate));
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a typed time off the slots (3:15 AM) is refused with the rule, with the other fields, and nothing is sent', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2030-06-15T10:10:00+06:00'));
    await openCreateForm(page);
    let posted = false;
    await page.route('**/api/events', (route) => {
      if (route.request().method() === 'POST') posted = true;
      return route.fallback();
    });
    const input = field(page, text.date);
    await input.fill('December 18, 2030 3:15 AM');
    await page.keyboard.press('Escape');
    await submitButton(page).click();
    await expect(input).toHaveAccessibleDescription(describedAs(validationMessages.timeSlot));
    await expect(field(page, text.title)).toHaveAccessibleDescription(describedAs(createEventMessages.title));
    await expect(input).toHaveValue('December 18, 2030 3:15 AM');

    for (const typed of ['December 18, 2030 7:30 AM', 'December 18, 2030 10:10 AM']) {
      await input.fill(typed);
      await page.keyboard.press('Escape');
      await submitButton(page).click();
      await expect(input, typed).toHaveAccessibleDescription(describedAs(validationMessages.timeSlot));
    }
    await input.fill('December 18, 2030 11:30 PM');
    await page.keyboard.press('Escape');
    await submitButton(page).click();
    await expect(input).not.toHaveAccessibleDescription(describedAs(validationMessages.timeSlot));
    expect(posted).toBe(false);
  });
});

test.describe('time zone', () => {
  // The organizer's browser is in New York; their events are in Dhaka, then Kathmandu.
  test.use({ timezoneId: 'America/New_York' });

  const zoneList = (page: Page) => page.getByRole('listbox', { name: text.timeZoneList, exact: true });

  test("starts in the server's zone, not the browser's; typing Kathmandu finds it; the next event starts there", async ({ page }) => {
    // Four pages: the form, the event's, the form again after the sign-up's.
    test.slow();
    const user = await openCreateForm(page);
    const zone = page.getByRole('combobox', { name: text.timeZone, exact: true });
    await expect(zone).toHaveValue('Dhaka, Bangladesh (GMT+6)');
    await expect(zone).toHaveAccessibleDescription(text.timeZoneHint);
    await expect(zone).toHaveAttribute('aria-expanded', 'false');
    const title = `Zone Cleanup ${uniqueTag()}`;
    await fillValidForm(page, title);

    await zone.fill('Kathmandu');
    await expect(zone).toHaveAttribute('aria-expanded', 'true');
    const kathmandu = zoneList(page).getByRole('option', { name: /^Kathmandu, Nepal \(GMT\+5:45\) Nepal Time/ });
    // The first place found is the one Enter would take.
    await expect(kathmandu).toHaveAttribute('aria-selected', 'true');
    await expect(zone).toHaveAttribute('aria-activedescendant', (await kathmandu.getAttribute('id'))!);
    await kathmandu.click();
    await expect(zone).toHaveValue('Kathmandu, Nepal (GMT+5:45)');
    await expect(zone).toHaveAttribute('aria-expanded', 'false');
    await expect(zoneList(page)).toBeHidden();
    await expect(field(page, text.duration)).toHaveAccessibleDescription(/ 15, \d{4} at 12:00 PM GMT\+5:45\.$/);
    await submitButton(page).click();
    await expect(page.getByRole('dialog', { name: text.createdTitle })).toBeVisible();

    const [row] = await dbQuery<{ id: string; date: Date; time_zone: string }>(
      'select e.id, e.date, e.time_zone from events e join "user" u on u.id = e.owner_id where u.email = $1',
      [user.email],
    );
    // Today's name, not the old one Intl may still give (Asia/Katmandu).
    expect(row!.time_zone).toBe('Asia/Kathmandu');
    // 10:00 AM in Kathmandu is 04:15 UTC.
    expect(row!.date.toISOString()).toMatch(/T04:15:00\.000Z$/);

    await stubMapFrame(page);
    await page.getByRole('dialog', { name: text.createdTitle }).getByRole('link', { name: text.viewEvent }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('article header time').first()).toHaveText(/ 15, \d{4} at 10:00 AM GMT\+5:45$/);

    // The organizer's next event starts where their last one was.
    await page.goto('/create-event');
    await expect(page.getByRole('combobox', { name: text.timeZone, exact: true })).toHaveValue('Kathmandu, Nepal (GMT+5:45)');
  });

  test('the keyboard: the arrows move through the places, Enter takes one, Escape gives the zone back; a place nowhere is said so', async ({ page }) => {
    await openCreateForm(page);
    const zone = page.getByRole('combobox', { name: text.timeZone, exact: true });
    const active = async () => page.locator(`[id="${await zone.getAttribute('aria-activedescendant')}"]`);
    await zone.focus();
    // Open on the chosen place, then the next and back.
    await zone.press('ArrowDown');
    await expect(zoneList(page)).toBeVisible();
    await expect(await active()).toHaveText(/^Dhaka, Bangladesh \(GMT\+6\)/);
    await zone.press('ArrowDown');
    await expect(await active()).not.toHaveText(/^Dhaka/);
    await zone.press('ArrowUp');
    await expect(await active()).toHaveText(/^Dhaka, Bangladesh/);
    await zone.press('Escape');
    await expect(zoneList(page)).toBeHidden();
    await expect(zone).toHaveValue('Dhaka, Bangladesh (GMT+6)');

    // A country finds its zone; Enter takes it without sending the form.
    await zone.fill('India');
    await expect(await active()).toHaveText(/^Kolkata, India \(GMT\+5:30\)/);
    await zone.press('Enter');
    await expect(zone).toHaveValue('Kolkata, India (GMT+5:30)');
    await expect(page.getByText(createEventMessages.title, { exact: true })).toHaveCount(0);
    // An old name finds today's.
    await zone.fill('Saigon');
    await expect(await active()).toHaveText(/^Ho Chi Minh, Vietnam \(GMT\+7\)/);
    await zone.press('Escape');
    await expect(zone).toHaveValue('Kolkata, India (GMT+5:30)');

    await zone.fill('Atlantis');
    await expect(page.getByRole('status').filter({ hasText: text.timeZoneNoMatch('Atlantis') })).toBeVisible();
    await expect(zone).toHaveAttribute('aria-expanded', 'false');
    await zone.press('Enter');
    await expect(page.getByText(createEventMessages.title, { exact: true })).toHaveCount(0);
    await zone.press('Escape');
    await expect(zone).toHaveValue('Kolkata, India (GMT+5:30)');
    await expect(page.getByRole('status').filter({ hasText: text.timeZoneNoMatch('Atlantis') })).toHaveCount(0);
  });
});

test('image URL: a live preview, and a fallback when the image does not load', async ({ page }) => {
  await openCreateForm(page);
  const preview = page.getByRole('figure', { name: text.imagePreview });
  await field(page, text.imageUrl).fill('https://images.example.com/river.jpg');
  await expect(preview.locator('img')).toHaveAttribute('src', 'https://images.example.com/river.jpg');
  await expect(preview.locator('img')).toHaveJSProperty('complete', true);

  await breakPicture(page, 'https://images.example.com/broken.jpg');
  await field(page, text.imageUrl).fill('https://images.example.com/broken.jpg');
  await expect(preview.getByText(text.imageFailed)).toBeVisible();
  await expect(preview.locator('img')).toHaveCount(0);
});

test('success: "Submitting...", the Event Created! dialog with a link to the event, a row in the database, the form reset', async ({ page }) => {
  const user = await openCreateForm(page);
  const title = `River Cleanup ${uniqueTag()}`;
  await fillValidForm(page, title);
  // Two hours unless changed; the hint says when the event ends.
  const duration = field(page, text.duration);
  await expect(duration.locator('option:checked')).toHaveText('2 hours');
  await expect(duration.locator('option')).toHaveCount(48);
  await duration.selectOption({ label: '3 hours 30 minutes' });
  // The end is told in the event's zone, with its label (the browser's zone unless another is chosen).
  await expect(duration).toHaveAccessibleDescription(/^Ends [A-Z][a-z]+day, [A-Z][a-z]+ 15, \d{4} at 1:30 PM (UTC|GMT[+-][\d:]+|[A-Z]{3,4})\.$/);
  // Hours (issue 39): off unless chosen; the hint says what is credited otherwise.
  const scheduled = page.getByRole('checkbox', { name: text.creditScheduledHours });
  await expect(scheduled).not.toBeChecked();
  await expect(scheduled).toHaveAccessibleDescription(text.creditScheduledHoursHint);
  await scheduled.check();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    return route.continue();
  });
  await submitButton(page).click();
  const busy = page.getByRole('button', { name: text.submitting });
  await expect(busy).toBeDisabled();
  release();

  const dialog = page.getByRole('dialog', { name: text.createdTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.createdBody(title));
  const rows = await ownEvents(user.email);
  expect(rows).toHaveLength(1);
  // The suggestions kept as offered are the event's own (decision 058).
  expect(rows[0]).toMatchObject({
    title,
    volunteers_needed: 25,
    duration_minutes: 210,
    credit_scheduled_hours: true,
    images: null,
    highlights: text.suggestedHighlights,
    faqs: text.suggestedFaqs,
  });
  const link = dialog.getByRole('link', { name: text.viewEvent });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', `/events/${rows[0]!.id}`);

  // Behind the dialog the form is empty again, the organizer still filled in.
  await expect(field(page, text.title)).toHaveValue('');
  await expect(field(page, text.date)).toHaveValue('');
  await expect(field(page, text.volunteersNeeded)).toHaveValue('');
  await expect(field(page, text.duration)).toHaveValue('120');
  await expect(page.getByRole('checkbox', { name: text.creditScheduledHours })).not.toBeChecked();
  await expect(field(page, text.organizer)).toHaveValue(user.name);
  // The next event starts from the suggestions again.
  await expect(field(page, text.highlightTitle(1))).toHaveValue(text.suggestedHighlights[0].title);
  await expect(field(page, text.faqQuestion(text.suggestedFaqs.length))).toHaveValue(text.suggestedFaqs.at(-1)!.q);

  await stubMapFrame(page);
  await link.click();
  await expect(page).toHaveURL(`/events/${rows[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.describe('server failure', () => {
  test.use({ expectedFailures: ['/api/events'] });

  test('an inline error, the button enabled again and the input kept; a retry then succeeds', async ({ page }) => {
    const user = await openCreateForm(page);
    const title = `Book Drive ${uniqueTag()}`;
    await fillValidForm(page, title);
    await page.route('**/api/events', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: apiMessages.serverError } }) : route.fallback(),
    );

    await submitButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: text.createFailed });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(apiMessages.serverError);
    await expect(submitButton(page)).toBeEnabled();
    await expect(field(page, text.title)).toHaveValue(title);
    await expect(field(page, text.volunteersNeeded)).toHaveValue('25');
    await expect(field(page, text.date)).toHaveValue(/ 15, \d{4} 10:00 AM$/);
    expect(await ownEvents(user.email)).toEqual([]);

    await page.unroute('**/api/events');
    await submitButton(page).click();
    await expect(page.getByRole('dialog', { name: text.createdTitle })).toBeVisible();
    expect(await ownEvents(user.email)).toHaveLength(1);
  });
});

test('rich content: gallery, highlights and questions added row by row appear on the event page', async ({ page }) => {
  const user = await openCreateForm(page);
  const title = `Tree Planting ${uniqueTag()}`;
  await fillValidForm(page, title);
  await removeSuggestions(page);

  await page.getByRole('button', { name: text.addImage }).click();
  await expect(field(page, text.galleryUrl(1))).toBeFocused();
  await field(page, text.galleryUrl(1)).fill('https://images.example.com/one.jpg');
  await page.getByRole('button', { name: text.addImage }).click();
  await field(page, text.galleryUrl(2)).fill('https://images.example.com/unwanted.jpg');
  await page.getByRole('button', { name: text.addImage }).click();
  await field(page, text.galleryUrl(3)).fill('https://images.example.com/two.jpg');
  await page.getByRole('button', { name: text.removeImage(2) }).click();
  await expect(page.getByRole('button', { name: text.addImage })).toBeFocused();
  await expect(field(page, text.galleryUrl(2))).toHaveValue('https://images.example.com/two.jpg');
  await expect(field(page, text.galleryUrl(3))).toHaveCount(0);

  await page.getByRole('button', { name: text.addHighlight }).click();
  await expect(field(page, text.highlightTitle(1))).toBeFocused();
  // An empty row is not sent: its fields say what is missing.
  await submitButton(page).click();
  await expect(field(page, text.highlightTitle(1))).toHaveAccessibleDescription(validationMessages.itemRequired);
  await expect(field(page, text.highlightDesc(1))).toHaveAccessibleDescription(validationMessages.itemRequired);
  await field(page, text.highlightIcon(1)).selectOption('leaf');
  await field(page, text.highlightTitle(1)).fill('Saplings for Every Street');
  await field(page, text.highlightDesc(1)).fill('Each volunteer plants and names one young tree.');

  await page.getByRole('button', { name: text.addFaq }).click();
  await field(page, text.faqQuestion(1)).fill('Do I need my own spade?');
  await field(page, text.faqAnswer(1)).fill('No, tools are shared on site.');
  await page.getByRole('button', { name: text.addFaq }).click();
  await page.getByRole('button', { name: text.removeFaq(2) }).click();

  await submitButton(page).click();
  const dialog = page.getByRole('dialog', { name: text.createdTitle });
  await expect(dialog).toBeVisible();
  const [row] = await ownEvents(user.email);
  expect(row).toMatchObject({
    images: ['https://images.example.com/one.jpg', 'https://images.example.com/two.jpg'],
    highlights: [{ icon: 'leaf', title: 'Saplings for Every Street', desc: 'Each volunteer plants and names one young tree.' }],
    faqs: [{ q: 'Do I need my own spade?', a: 'No, tools are shared on site.' }],
  });

  await stubMapFrame(page);
  await dialog.getByRole('link', { name: text.viewEvent }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saplings for Every Street' })).toBeVisible();
  await expect(page.getByText(text.suggestedHighlights[0].title)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Do I need my own spade?' })).toBeVisible();
  await expect(page.getByText(text.suggestedFaqs[0].q)).toHaveCount(0);
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByRole('img')).toHaveCount(2);
  await expect(gallery.getByRole('img').first()).toHaveAttribute('src', 'https://images.example.com/one.jpg');
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`axe: the form, its messages and the Event Created! dialog in ${theme} at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      await openCreateForm(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page);
      await field(page, text.date).click();
      await expect(page.getByRole('listbox', { name: 'Time' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      // The picker hands focus back to its box a few frames after it closes; typing before then lands there.
      await expect(field(page, text.date)).toBeFocused();
      // The zone field's list, open on what was typed.
      await field(page, text.timeZone).fill('Nepal');
      await expect(page.getByRole('listbox', { name: text.timeZoneList, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await submitButton(page).click();
      await expect(page.getByText(createEventMessages.title, { exact: true })).toBeVisible();
      // After the suggested highlights, an empty one of the organizer's.
      const added = text.suggestedHighlights.length + 1;
      await page.getByRole('button', { name: text.addHighlight }).click();
      await expect(field(page, text.highlightTitle(added))).toBeFocused();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: text.removeHighlight(added) }).click();
      await fillValidForm(page, `Axe Check ${uniqueTag()}`);
      await submitButton(page).click();
      await expect(page.getByRole('dialog', { name: text.createdTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: text.createdTitle })).toBeHidden();
    });
  }
}
