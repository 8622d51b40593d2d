import { contactMessages, contactPageTexts } from '@volunteering/shared/texts/contact';
import type { Page } from '@playwright/test';
import { dbQuery, expect, test, uniqueTag, waitForHydrationOnLoad } from './fixtures.ts';

const FIELDS = [
  { label: contactPageTexts.fullName, message: contactMessages.name },
  { label: contactPageTexts.emailAddress, message: contactMessages.email },
  { label: contactPageTexts.subject, message: contactMessages.subject },
  { label: contactPageTexts.yourMessage, message: contactMessages.message },
];

function uniqueEmail() {
  return `contact-${uniqueTag()}@example.com`;
}

async function fillForm(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await page.getByLabel(contactPageTexts.fullName).fill(values.name);
  await page.getByLabel(contactPageTexts.emailAddress).fill(values.email);
  await page.getByLabel(contactPageTexts.subject).fill(values.subject);
  await page.getByLabel(contactPageTexts.yourMessage).fill(values.message);
}

test('shows the headquarters, mail and phone links and the hours', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact · Volunteer Hub');
  await expect(page.getByRole('heading', { level: 1, name: contactPageTexts.heading })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Dhaka');
  await expect(page.getByRole('link', { name: 'support@volunteerhub.org' })).toHaveAttribute('href', 'mailto:support@volunteerhub.org');
  await expect(page.getByRole('link', { name: '+880 2 5504 1234' })).toHaveAttribute('href', 'tel:+880255041234');
  await expect(page.getByText(contactPageTexts.hours)).toBeVisible();
  await expect(page.getByRole('heading', { name: contactPageTexts.formHeading })).toBeVisible();
  await expect(page.getByLabel(contactPageTexts.yourMessage)).toHaveAttribute('rows', '5');
});

test('an empty submit shows each field its message, linked to the field', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent.push(request.url());
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();

  for (const { label, message } of FIELDS) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel(contactPageTexts.fullName)).toBeFocused();

  await page.getByLabel(contactPageTexts.fullName).fill('Rahim Uddin');
  await expect(page.getByText(contactMessages.name)).toBeHidden();
  await expect(page.getByLabel(contactPageTexts.fullName)).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

test('an invalid e-mail address is refused before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent.push(request.url());
  });
  await page.goto('/contact');
  await fillForm(page, { name: 'Rahim Uddin', email: 'rahim@', subject: 'Hello', message: 'A question.' });
  await page.getByRole('button', { name: 'Send Message' }).click();

  const email = page.getByLabel(contactPageTexts.emailAddress);
  await expect(email).toHaveAccessibleDescription(contactMessages.email);
  await expect(email).toBeFocused();
  for (const { message } of FIELDS.filter(({ label }) => label !== contactPageTexts.emailAddress)) {
    await expect(page.getByText(message)).toBeHidden();
  }
  expect(sent).toEqual([]);
});

test('a valid message is stored on the server and the user sees the success state', async ({ page }) => {
  const values = {
    name: 'Nusrat Jahan',
    email: uniqueEmail(),
    subject: 'Partnering with our school',
    message: 'Our students would like to organize a tree plantation.\nWho can we talk to?',
  };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Holds the real request back for a moment so the busy state can be seen; the server still answers it.
  await page.route('**/api/contact', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/contact');
  await fillForm(page, values);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const busyButton = page.getByRole('button', { name: contactPageTexts.sending });
  await expect(busyButton).toBeDisabled();
  release();

  await expect(page.getByRole('status')).toContainText(contactMessages.sent);
  const rows = await dbQuery('select name, email, subject, message from contact_messages where email = $1', [values.email]);
  expect(rows).toEqual([values]);

  await page.getByRole('button', { name: contactPageTexts.sendAnother }).click();
  await expect(page.getByLabel(contactPageTexts.fullName)).toHaveValue('');
  await expect(page.getByLabel(contactPageTexts.yourMessage)).toHaveValue('');
});

// Its own browser context: the shared fixture rightly fails any test with a failed request,
// and this test fails one on purpose.
test('a network failure shows an inline error and keeps what the user wrote', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // As the fixture's page does: every goto returns once the page is hydrated.
  waitForHydrationOnLoad(page);
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  const values = { name: 'Karim Hasan', email: uniqueEmail(), subject: 'Offline', message: 'This will not arrive.' };

  await page.goto('/contact');
  await fillForm(page, values);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('alert')).toContainText(contactPageTexts.failed);
  await expect(page.getByRole('alert')).toContainText('Could not reach the server');
  await expect(page.getByLabel(contactPageTexts.fullName)).toHaveValue(values.name);
  await expect(page.getByLabel(contactPageTexts.emailAddress)).toHaveValue(values.email);
  await expect(page.getByLabel(contactPageTexts.subject)).toHaveValue(values.subject);
  await expect(page.getByLabel(contactPageTexts.yourMessage)).toHaveValue(values.message);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(await dbQuery('select 1 from contact_messages where email = $1', [values.email])).toEqual([]);
  await context.close();
});
