// Issue 16, consent for mail (decision 035): the notification settings on Profile, the newsletter's
// double opt-in, and the page a mail's "turn this off" link opens, signed out.
import type { Browser } from '@playwright/test';
import { apiMessages } from '@volunteering/shared/texts/api';
import { homeTexts } from '@volunteering/shared/texts/home';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';
import { notificationsTexts as text } from '@volunteering/shared/texts/notifications';
import {
  AXE_WIDTHS,
  bearer,
  createEventThroughApi,
  dbQuery,
  expect,
  expectNoAxeViolations,
  joinThroughApi,
  signUp,
  test,
  uniqueTag,
  useTheme,
} from './fixtures.ts';

type Mail = { subject: string; text: string };

const mailsTo = (email: string) => dbQuery<Mail>('select subject, text from outbox where "to" = $1 order by created_at', [email]);

/** The address of a link in a mail, as a path on this server (the mail names the server's PUBLIC_URL). */
function linkIn(mail: Mail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^/\\s]+${path}\\?\\S+`));
  expect(match, `a ${path} link in: ${mail.text}`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

/** A participant who got an announcement by mail: the mail with its link to turn announcements off. */
async function announcementMail(browser: Browser, baseURL: string) {
  const organizer = await browser.newPage({ baseURL });
  await signUp(organizer, { name: 'Omar Organizer' });
  const event = await createEventThroughApi(organizer.request);
  const participant = await browser.newPage({ baseURL });
  const account = await signUp(participant, { name: 'Priya Participant' });
  await joinThroughApi(participant.request, event._id);
  const posted = await organizer.request.post(`/api/events/${event._id}/announcements`, {
    headers: { authorization: await bearer(organizer.request) },
    data: { message: 'Meet at the north gate.' },
  });
  expect(posted.status()).toBe(201);
  await organizer.close();
  await participant.close();
  const mail = (await mailsTo(account.email)).find((each) => each.subject === `Announcement for ${event.title}`);
  expect(mail).toBeDefined();
  return { account, mail: mail! };
}

const settingsOf = (email: string) =>
  dbQuery<{ reminders: boolean; announcements: boolean; waitlist: boolean }>(
    'select mail_reminders as reminders, mail_announcements as announcements, mail_waitlist as waitlist from "user" where email = $1',
    [email],
  );

test('a notification switch turned off on Profile, by keyboard, is saved and still off after a reload', async ({ page }) => {
  const account = await signUp(page);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: text.heading });
  const reminders = section.getByRole('switch', { name: text.reminders });
  await expect(reminders).toBeChecked();
  await expect(reminders).toHaveAccessibleDescription(text.remindersHint);
  await expect(section.getByRole('switch', { name: text.announcements })).toBeChecked();
  await expect(section.getByRole('switch', { name: text.waitlist })).toBeChecked();

  await reminders.focus();
  await page.keyboard.press('Space');
  await expect(reminders).not.toBeChecked();
  await expect(section.getByRole('status')).toHaveText(text.saved);
  expect(await settingsOf(account.email)).toEqual([{ reminders: false, announcements: true, waitlist: true }]);

  await page.reload();
  await expect(reminders).not.toBeChecked();
  await expect(section.getByRole('switch', { name: text.announcements })).toBeChecked();
});

test.describe('a save that fails', () => {
  test.use({ expectedFailures: ['/api/me/notifications'] });

  test('puts the switch back and says so', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: text.heading });
    const waitlist = section.getByRole('switch', { name: text.waitlist });
    await expect(waitlist).toBeChecked();
    await page.route('**/api/me/notifications', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: apiMessages.serverError } }) : route.fallback(),
    );
    await waitlist.click();
    await expect(section.getByRole('alert')).toContainText(text.saveError);
    await expect(waitlist).toBeChecked();
    expect(await settingsOf(account.email)).toEqual([{ reminders: true, announcements: true, waitlist: true }]);
  });
});

test('the newsletter: subscribe, the confirmation mail in the outbox, its link confirms, the welcome mail unsubscribes', async ({ page }) => {
  const email = `reader-${uniqueTag()}@example.com`;
  await page.goto('/');
  const block = page.getByRole('region', { name: homeTexts.newsletterHeading });
  await block.getByLabel(homeTexts.newsletterLabel).fill(email);
  await block.getByRole('button', { name: homeTexts.subscribe }).click();
  await expect(block.getByRole('status')).toHaveText(newsletterMessages.checkInbox);
  expect(await dbQuery('select confirmed_at from newsletter_subscriptions where email = $1', [email])).toEqual([{ confirmed_at: null }]);

  const [confirmation, ...others] = await mailsTo(email);
  expect(others).toEqual([]);
  expect(confirmation!.subject).toBe('Confirm your Volunteer Hub newsletter subscription');

  // Opening the link confirms nothing by itself (a mail scanner does that): the button does.
  await page.goto(linkIn(confirmation!, '/newsletter/confirm'));
  await expect(page).toHaveTitle(newsletterMessages.confirmPageTitle);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterMessages.confirmHeading);
  expect(await dbQuery('select confirmed_at from newsletter_subscriptions where email = $1', [email])).toEqual([{ confirmed_at: null }]);
  await page.getByRole('button', { name: newsletterMessages.confirmButton }).click();
  await expect(page.getByText(newsletterMessages.confirmed)).toBeVisible();
  const [row] = await dbQuery<{ confirmed_at: Date | null }>('select confirmed_at from newsletter_subscriptions where email = $1', [email]);
  expect(row!.confirmed_at).not.toBeNull();

  const welcome = (await mailsTo(email)).at(-1)!;
  expect(welcome.subject).toBe('Welcome to the Volunteer Hub newsletter');
  await page.goto(linkIn(welcome, '/unsubscribe'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.ask.newsletter);
  await page.getByRole('button', { name: text.button.newsletter }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.done.newsletter);
  expect(await dbQuery('select 1 from newsletter_subscriptions where email = $1', [email])).toEqual([]);
});

test("an announcement mail's link turns announcements off without signing in", async ({ page, browser, baseURL }) => {
  const { account, mail } = await announcementMail(browser, baseURL!);
  // `page` has no session: the link is all it has.
  await page.goto(linkIn(mail, '/unsubscribe'));
  await expect(page).toHaveTitle(text.pageTitle);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.ask.announcements);
  await expect(page.getByText(text.askBody.announcements)).toBeVisible();
  expect(await settingsOf(account.email)).toEqual([{ reminders: true, announcements: true, waitlist: true }]);

  await page.getByRole('button', { name: text.button.announcements }).click();
  const done = page.getByRole('heading', { level: 1 });
  await expect(done).toHaveText(text.done.announcements);
  await expect(page.getByText(text.settingsAgain)).toBeVisible();
  await expect(page.getByRole('link', { name: text.toProfile })).toBeVisible();
  expect(await settingsOf(account.email)).toEqual([{ reminders: true, announcements: false, waitlist: true }]);
});

test.describe('a link that was changed', () => {
  test.use({ expectedFailures: ['/api/unsubscribe/'] });

  test('is refused with its message and turns nothing off', async ({ page, browser, baseURL }) => {
    const { account, mail } = await announcementMail(browser, baseURL!);
    const link = new URL(linkIn(mail, '/unsubscribe'), baseURL);
    const [payload, signature] = link.searchParams.get('token')!.split('.');
    const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    link.searchParams.set('token', `${Buffer.from(JSON.stringify({ ...changed, kind: 'reminders' })).toString('base64url')}.${signature}`);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: text.button.reminders }).click();
    await expect(page.getByRole('alert')).toHaveText(text.linkInvalid);
    expect(await settingsOf(account.email)).toEqual([{ reminders: true, announcements: true, waitlist: true }]);

    await page.goto('/unsubscribe?token=nonsense');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.invalidHeading);
    await expect(page.getByRole('alert')).toHaveText(text.linkInvalid);
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(`Notifications on Profile, the confirmation page and the unsubscribe page have no axe violations in ${theme} at ${width}px`, async ({
        page,
        browser,
        baseURL,
      }) => {
        test.slow();
        await page.setViewportSize({ width, height: 800 });
        await useTheme(page, theme);
        const { mail } = await announcementMail(browser, baseURL!);
        const unsubscribe = linkIn(mail, '/unsubscribe');

        await page.goto(unsubscribe);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('button', { name: text.button.announcements })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: text.button.announcements }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.done.announcements);
        await expectNoAxeViolations(page);

        const email = `axe-reader-${uniqueTag()}@example.com`;
        const asked = await page.request.post('/api/newsletter', { data: { email } });
        expect(asked.status()).toBe(202);
        await page.goto(linkIn((await mailsTo(email))[0]!, '/newsletter/confirm'));
        await expect(page.getByRole('button', { name: newsletterMessages.confirmButton })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: newsletterMessages.confirmButton }).click();
        await expect(page.getByText(newsletterMessages.confirmed)).toBeVisible();
        await expectNoAxeViolations(page);

        await signUp(page);
        await page.goto('/profile');
        const section = page.getByRole('region', { name: text.heading });
        await section.getByRole('switch', { name: text.waitlist }).click();
        await expect(section.getByRole('status')).toHaveText(text.saved);
        await expectNoAxeViolations(page);
      });
    }
  }
});
