import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { announcementsTexts as text } from '@volunteering/shared/texts/announcements';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import {
  AXE_WIDTHS,
  bearer,
  createEventThroughApi,
  dbQuery,
  expect,
  expectNoAxeViolations,
  joinThroughApi,
  signUp,
  stubMapFrame,
  test,
  uniqueTag,
  useTheme,
  person,
  expectTimeAgo,
} from './fixtures.ts';

/** An event of the test's own with ten places and no duration. */
const createEvent = (request: APIRequestContext, title: string) => createEventThroughApi(request, { title, volunteersNeeded: 10, durationMinutes: undefined });
const join = joinThroughApi;

const card = (page: Page, title: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openDialog(page: Page, title: string): Promise<Locator> {
  await card(page, title)
    .getByRole('button', { name: `${manageEventsTexts.more} ${title}`, exact: true })
    .click();
  await card(page, title)
    .getByRole('button', { name: `${text.announce} ${title}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: text.dialogTitle(title) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an organizer announces to the participants: they see it, get an e-mail, and the unread badge clears per person', async ({ page, browser, baseURL }) => {
  test.slow();
  const tag = uniqueTag();
  const title = `Lake Cleanup ${tag}`;
  await signUp(page);
  const event = await createEvent(page.request, title);
  const [amina, bashir, outsider] = [
    await person(browser, baseURL!, 'Amina Volunteer'),
    await person(browser, baseURL!, 'Bashir Volunteer'),
    await person(browser, baseURL!, 'Olivia Outsider'),
  ];
  await join(amina.page.request, event._id);
  await join(bashir.page.request, event._id);

  // Nothing posted yet: an empty section on the event page, no badge.
  await amina.page.goto(`/events/${event._id}`);
  await expect(amina.page.getByRole('region', { name: text.heading }).getByText(text.empty)).toBeVisible();
  await amina.page.goto('/joined-events');
  await expect(card(amina.page, title)).toBeVisible();
  await expect(card(amina.page, title).getByText(text.unread(1))).toHaveCount(0);

  await page.goto('/manage-events');
  const dialog = await openDialog(page, title);
  const message = dialog.getByRole('textbox', { name: text.messageLabel });
  await expect(message).toBeFocused();
  await expect(dialog.getByText(text.characterCount(0, 500))).toBeVisible();

  // Refused in the dialog: nothing typed, then one character too many (the text stays).
  await dialog.getByRole('button', { name: text.send }).click();
  await expect(dialog.getByText(text.messageRequired)).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await message.fill('x'.repeat(501));
  await expect(dialog.getByText(text.characterCount(501, 500))).toBeVisible();
  await dialog.getByRole('button', { name: text.send }).click();
  await expect(dialog.getByText(text.messageTooLong(500))).toBeVisible();
  await expect(message).toHaveValue('x'.repeat(501));

  const announcement = `Meet at the north gate at 8:45 ${tag}. Bring a water bottle.`;
  await message.fill(announcement);
  await expect(dialog.getByText(text.characterCount(announcement.length, 500))).toBeVisible();
  await dialog.getByRole('button', { name: text.send }).click();
  await expect(dialog.getByRole('status')).toContainText(text.sent(2));
  await dialog.getByRole('button', { name: text.close }).click();
  await expect(dialog).toBeHidden();

  // One outbox mail per participant, none to the organizer or anyone else.
  const mails = await dbQuery<{ to: string; text: string }>('select "to", text from outbox where subject = $1', [`Announcement for ${title}`]);
  expect(mails.map((m) => m.to).sort()).toEqual([amina.email, bashir.email].sort());
  for (const mail of mails) {
    expect(mail.text).toContain(announcement);
    expect(mail.text).toContain(`/events/${event._id}`);
  }

  // Amina: badge on her card, the announcement on the event page, and back again the badge is gone.
  await amina.page.reload();
  await expect(card(amina.page, title).getByText(text.unread(1), { exact: true })).toBeVisible();
  await card(amina.page, title)
    .getByRole('link', { name: `View ${title}`, exact: true })
    .click();
  await expect(amina.page).toHaveURL(`/events/${event._id}`);
  const section = amina.page.getByRole('region', { name: text.heading });
  await expect(section.getByText(announcement)).toBeVisible();
  await expect(section.locator('time')).toHaveCount(1);
  // How long ago it was posted; on hover the full time in the reader's zone, not on the event's clock.
  const [stored] = await dbQuery<{ created_at: Date }>('select created_at from announcements where event_id = $1', [event._id]);
  await expectTimeAgo(section.locator('time'), stored!.created_at.toISOString());
  await amina.page.goBack();
  await expect(amina.page).toHaveURL('/joined-events');
  await expect(card(amina.page, title)).toBeVisible();
  await expect(card(amina.page, title).getByText(text.unread(1))).toHaveCount(0);

  // Bashir has not read it: his badge stays.
  await bashir.page.goto('/joined-events');
  await expect(card(bashir.page, title).getByText(text.unread(1), { exact: true })).toBeVisible();

  // Someone who did not join sees the event but no announcements, and never asks for them.
  const asked: string[] = [];
  outsider.page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && request.url().includes('/announcements')) asked.push(request.url());
  });
  await outsider.page.goto(`/events/${event._id}`);
  await expect(outsider.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(outsider.page.getByRole('heading', { name: 'About The Event' })).toBeVisible();
  await expect(outsider.page.getByRole('heading', { name: text.heading })).toHaveCount(0);
  expect(asked).toEqual([]);

  // The organizer sees their own announcement on the event page too.
  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('region', { name: text.heading }).getByText(announcement)).toBeVisible();

  for (const someone of [amina, bashir, outsider]) {
    expect(someone.problems).toEqual([]);
    await someone.page.context().close();
  }
});

test("a posted time says how long ago; on hover the full time in the reader's zone with its label, not on the event's clock", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page);
  const event = await createEvent(page.request, `Lake Cleanup ${uniqueTag()}`);
  expect(event.timeZone).toBe('Asia/Dhaka');
  const reader = await person(browser, baseURL!, 'Amina Volunteer', { timezoneId: 'Asia/Kathmandu' });
  await join(reader.page.request, event._id);
  const posted = await page.request.post(`/api/events/${event._id}/announcements`, {
    headers: { authorization: await bearer(page.request) },
    data: { message: 'Meet at the north gate at 8:45.' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const [stored] = await dbQuery<{ created_at: Date }>(
    "update announcements set created_at = created_at - interval '5 minutes' where event_id = $1 returning created_at",
    [event._id],
  );

  await reader.page.goto(`/events/${event._id}`);
  const time = reader.page.getByRole('region', { name: text.heading }).locator('time');
  await expect(time).toHaveText(/^[56] minutes ago$/);
  await expect(time).toHaveAttribute('datetime', stored!.created_at.toISOString());
  await expect(time).toHaveAttribute('title', formatEventDateTime(stored!.created_at.toISOString(), 'Asia/Kathmandu'));
  await expect(time).toHaveAttribute('title', /GMT\+5:45$/);
  expect(reader.problems).toEqual([]);
  await reader.page.context().close();
});

test('an event nobody joined cannot be announced to, and says why', async ({ page }) => {
  const title = `Quiet Cleanup ${uniqueTag()}`;
  await stubMapFrame(page);
  await signUp(page);
  await createEvent(page.request, title);
  await page.goto('/manage-events');
  const dialog = await openDialog(page, title);
  await expect(dialog.getByText(text.noParticipants)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: text.messageLabel })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: text.send })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The menu it came from has closed: focus goes back to its More button.
  await expect(card(page, title).getByRole('button', { name: `${manageEventsTexts.more} ${title}`, exact: true })).toBeFocused();

  // The organizer's own event page says where to post from: its own Announce button (issue 37).
  await card(page, title)
    .getByRole('link', { name: `View ${title}`, exact: true })
    .click();
  const section = page.getByRole('region', { name: text.heading });
  await expect(section).toContainText(text.emptyOwner(text.announce));
  await expect(section.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('region', { name: eventDetailsMessages.organizeHeading }).getByRole('button', { name: text.announce })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('when the server cannot be reached', () => {
  test.use({ expectedFailures: ['/api/events/'] });

  test('the error stays in the dialog with the text kept, and a retry sends it', async ({ page, browser, baseURL }) => {
    const title = `Offline Cleanup ${uniqueTag()}`;
    await signUp(page);
    const event = await createEvent(page.request, title);
    const volunteer = await person(browser, baseURL!, 'Rafi Volunteer');
    await join(volunteer.page.request, event._id);
    await page.goto('/manage-events');
    const dialog = await openDialog(page, title);
    const message = dialog.getByRole('textbox', { name: text.messageLabel });
    await message.fill('Rain expected: bring a coat.');

    await page.route(`**/api/events/${event._id}/announcements`, (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByRole('alert')).toContainText(text.notSent);
    await expect(message).toHaveValue('Rain expected: bring a coat.');
    await expectNoAxeViolations(page);
    expect(await dbQuery('select 1 from announcements where event_id = $1', [event._id])).toHaveLength(0);

    await page.unroute(`**/api/events/${event._id}/announcements`);
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByRole('status')).toContainText(text.sent(1));
    expect(await dbQuery('select 1 from announcements where event_id = $1', [event._id])).toHaveLength(1);
    await volunteer.page.context().close();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(`the dialog, the event page's section and the unread badge have no axe violations in ${theme} at ${width}px`, async ({ page, browser, baseURL }) => {
        test.slow();
        const title = `Axe Cleanup ${uniqueTag()}`;
        await page.setViewportSize({ width, height: 800 });
        await useTheme(page, theme);
        await signUp(page);
        const event = await createEvent(page.request, title);
        const quietTitle = `Axe Quiet ${uniqueTag()}`;
        await createEvent(page.request, quietTitle);
        const volunteer = await person(browser, baseURL!, 'Axe Volunteer');
        await volunteer.page.setViewportSize({ width, height: 800 });
        await useTheme(volunteer.page, theme);
        await join(volunteer.page.request, event._id);

        await page.goto('/manage-events');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const dialog = await openDialog(page, title);
        await dialog.getByRole('button', { name: text.send }).click();
        await expect(dialog.getByText(text.messageRequired)).toBeVisible();
        await expectNoAxeViolations(page);
        await dialog.getByRole('textbox', { name: text.messageLabel }).fill('Parking is behind the school.\nSee you there!');
        await dialog.getByRole('button', { name: text.send }).click();
        await expect(dialog.getByRole('status')).toContainText(text.sent(1));
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: text.close }).click();
        const quiet = await openDialog(page, quietTitle);
        await expect(quiet.getByText(text.noParticipants)).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');

        await volunteer.page.goto('/joined-events');
        await expect(card(volunteer.page, title).getByText(text.unread(1), { exact: true })).toBeVisible();
        await expectNoAxeViolations(volunteer.page);

        await volunteer.page.goto(`/events/${event._id}`);
        await expect(volunteer.page.getByRole('region', { name: text.heading }).getByText('See you there!')).toBeVisible();
        await expectNoAxeViolations(volunteer.page);
        expect(volunteer.problems).toEqual([]);
        await volunteer.page.context().close();
      });
    }
  }
});
