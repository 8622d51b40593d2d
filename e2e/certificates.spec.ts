import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Certificate } from '@volunteering/shared/certificate-schemas';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { certificateTexts as t } from '@volunteering/shared/texts/certificates';
import {
  AXE_WIDTHS,
  bearer,
  expect,
  expectNoAxeViolations,
  moveEventStart,
  originHeader,
  signUp,
  slotDaysAhead,
  test,
  uniqueTag,
  useTheme,
  keepPicture,
} from './fixtures.ts';

const HOUR_MS = 3600_000;
/** After every seeded event, so the lists other tests read never change under them. */
const AHEAD_DAYS = 410;

/**
 * A three-hour event the volunteer joined, made ahead through the API and moved back in the database
 * to have ended two hours ago (the server's clock cannot move in e2e); the volunteer is signed in.
 */
async function attendedEvent(page: Page) {
  const tag = uniqueTag();
  const organizer = await signUp(page, { name: `Organizer ${tag}` });
  const title = `স্বেচ্ছাসেবক প্রশিক্ষণ ${tag}`;
  const created = await page.request.post('/api/events', {
    headers: { authorization: await bearer(page.request) },
    data: {
      title,
      description: 'Training for new volunteers: first aid, safety and how a day runs.',
      type: 'Education',
      imageUrl: 'https://images.example.com/training.jpg',
      location: 'TSC, Dhaka University',
      date: slotDaysAhead(AHEAD_DAYS),
      durationMinutes: 180,
      organizer: 'Dhaka Volunteers',
      volunteersNeeded: 10,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as VolunteerEvent;
  await page.context().clearCookies();
  const volunteer = await signUp(page, { name: `নুসরাত জাহান ${tag}` });
  const joined = await page.request.patch(`/api/events/${event._id}/join`, { headers: { authorization: await bearer(page.request) }, data: {} });
  expect(await joined.json()).toMatchObject({ success: true });
  await moveEventStart(event._id, new Date(Date.now() - 5 * HOUR_MS));
  return { organizer, volunteer, title, eventId: event._id };
}

/** Makes the event's certificate in Bangla from My Impact and returns its id, the PDF checked. */
async function downloadInBangla(page: Page, title: string): Promise<string> {
  await page.goto('/my-impact');
  const section = page.getByRole('region', { name: t.sectionHeading });
  await expect(section).toBeVisible();
  await section.getByRole('radio', { name: t.bangla }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.eventCertificateFor(title) }).click()]);
  expect(download.suggestedFilename()).toMatch(/^certificate-[0-9a-f-]{36}\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('/Lang (bn)');
  await expect(section.getByRole('status')).toContainText(t.made);
  return download.suggestedFilename().slice('certificate-'.length, -'.pdf'.length);
}

test('a volunteer downloads a certificate in Bangla and opens its verify page, which shows Valid, and Revoked once its hours are withdrawn', async ({
  page,
}) => {
  test.slow();
  const { organizer, volunteer, title, eventId } = await attendedEvent(page);
  const id = await downloadInBangla(page, title);

  const answer = (await (await page.request.get(`/api/certificates/${id}`)).json()) as Certificate;
  expect(answer).toMatchObject({ id, name: volunteer.name, hours: 3, language: 'bn', eventId, status: 'valid', revokedAt: null });

  await page.getByRole('link', { name: t.openVerify }).click();
  await expect(page).toHaveURL(`/verify/${id}`);
  await expect(page.getByRole('heading', { name: t.heading, level: 1 })).toBeVisible();
  await expect(page.locator('[data-status="valid"]')).toContainText(t.valid);
  await expect(page.getByText(volunteer.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: t.events })).toContainText(title);
  await expect(page.getByRole('heading', { name: t.offlineHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: t.keyLink })).toHaveAttribute('href', '/verify/key');

  // Drawn on the server for anyone: the page's HTML already says Valid and names the person.
  await page.context().clearCookies();
  const html = await (await page.request.get(`/verify/${id}`)).text();
  expect(html).toContain(volunteer.name);
  expect(html).toContain(t.valid);
  const unknown = await page.request.get('/verify/00000000-0000-4000-8000-000000000000');
  expect(unknown.status()).toBe(404);

  // The organizer marks the volunteer absent: the hours are withdrawn, and the page says Revoked.
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    headers: originHeader(page),
    data: { email: organizer.email, password: organizer.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const marked = await page.request.patch(`/api/events/${eventId}/attendance`, {
    headers: { authorization: await bearer(page.request) },
    data: { attendance: [{ email: volunteer.email, attended: false }] },
  });
  expect(await marked.json()).toMatchObject({ success: true });
  await page.context().clearCookies();
  await page.goto(`/verify/${id}`);
  await expect(page.locator('[data-status="revoked"]')).toContainText(t.revoked);
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(`/verify/{id} has no axe violations in ${theme} at ${width}px`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: 800 });
        await useTheme(page, theme);
        const { title } = await attendedEvent(page);
        const id = await downloadInBangla(page, title);
        await page.context().clearCookies();
        await page.goto(`/verify/${id}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('[data-status="valid"]')).toBeVisible();
        await page.getByText(t.signedContent).click();
        await expectNoAxeViolations(page);
        await keepPicture(page, `verify-${theme}-${width}.png`, { fullPage: true });
      });
    }
  }
});
