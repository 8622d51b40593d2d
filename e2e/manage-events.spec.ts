import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { EventType } from '@volunteering/shared/constants';
import { LAYOUT_STORAGE_KEY } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { isoInZone } from '@volunteering/shared/event-time';
import type { Participant } from '@volunteering/shared/participant-schemas';
import { checkInScreenTexts } from '@volunteering/shared/texts/check-in-screen';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { manageEventsTexts as text } from '@volunteering/shared/texts/manage-events';
import {
  AXE_WIDTHS,
  dbQuery,
  expect,
  expectNoAxeViolations,
  signUp,
  slotDaysAhead,
  test,
  uniqueTag,
  useTheme,
  TIMED,
  AFTER_RETRIES,
  signUpConfirmed,
  expectTimeAgo,
} from './fixtures.ts';

async function tokenOf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/auth/token')).json()) as { token: string }).token;
}

/** Creates events through the real API as whoever `request` is signed in as. */
async function createEvents(request: APIRequestContext, titles: string[], type: EventType = 'Cleanup'): Promise<VolunteerEvent[]> {
  const authorization = `Bearer ${await tokenOf(request)}`;
  const created: VolunteerEvent[] = [];
  for (const [index, title] of titles.entries()) {
    const res = await request.post('/api/events', {
      headers: { authorization },
      data: {
        title,
        description: 'Gloves, bags and water are provided; bring a hat.',
        type,
        imageUrl: 'https://images.example.com/cleanup.jpg',
        location: 'Dhanmondi Lake, Dhaka',
        date: slotDaysAhead(30 + index),
        organizer: 'Clean Lakes Dhaka',
        volunteersNeeded: 10,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push((await res.json()) as VolunteerEvent);
  }
  return created;
}

/**
 * A second person in an API-only context (its own cookies; the browser stays signed in as the
 * organizer). The Origin header is what a browser sends; the auth server wants it.
 */
async function volunteerJoins(request: APIRequestContext, origin: string, name: string, eventId: string) {
  const email = `vol-${uniqueTag()}@example.com`;
  await signUpConfirmed(request, { name, email, password: 'Secret123', image: 'https://example.com/v.png' }, { origin });
  const authorization = `Bearer ${await tokenOf(request)}`;
  const joined = await request.patch(`/api/events/${eventId}/join`, { headers: { authorization }, data: {} });
  expect(await joined.json()).toEqual({ success: true, code: 'api.joined', message: 'You have joined this event.' });
  return { name, email, authorization };
}

const card = (page: Page, title: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const button = (scope: Locator | Page, name: string, title: string) => scope.getByRole('button', { name: `${name} ${title}`, exact: true });
const eventRows = (id: string) => dbQuery<{ title: string }>('select title from events where id = $1', [id]);

test('lists only my own events, with the texts of the spec; the layout choice is kept', async ({ page, request, baseURL }) => {
  const tag = uniqueTag();
  await signUp(page);
  const mine = await createEvents(page.request, [`Lake Cleanup ${tag}`, `Tree Planting ${tag}`]);
  await volunteerJoins(request, baseURL!, 'Someone Else', mine[0]!._id);
  const [theirs] = await createEvents(request, [`Not Mine ${tag}`]);

  await page.goto('/manage-events');
  await expect(page).toHaveTitle(text.pageTitle);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByText(text.subtitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: text.createNew })).toHaveAttribute('href', '/create-event');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card(page, theirs!.title)).toHaveCount(0);

  const first = card(page, mine[0]!.title);
  await expect(first.getByText('Cleanup', { exact: true })).toBeVisible();
  await expect(first.getByText('Volunteers 1 / 10')).toBeVisible();
  await expect(first.getByRole('link', { name: `View ${mine[0]!.title}` })).toHaveAttribute('href', `/events/${mine[0]!._id}`);
  await expect(button(first, 'Edit', mine[0]!.title)).toBeVisible();
  await expect(button(first, 'Delete', mine[0]!.title)).toBeVisible();

  // Grid by default: at 1280 px four columns, so a card is far narrower than the page.
  const grid = page.getByRole('button', { name: 'Grid view' });
  const list = page.getByRole('button', { name: 'List view' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  expect((await first.boundingBox())!.width).toBeLessThan(400);
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate((key) => localStorage.getItem(key), LAYOUT_STORAGE_KEY)).toBe('list');
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.width).toBeGreaterThan(900);
});

test('a new organizer sees the empty state with a way to create an event', async ({ page }) => {
  await signUp(page);
  await page.goto('/manage-events');
  await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
  await expect(page.getByText(text.emptyBody, { exact: true })).toBeVisible();
  // One way to create an event, inside the empty list's box; the header shows its own once there are events.
  await expect(page.getByRole('main').getByRole('link', { name: text.createNew })).toHaveCount(1);
  await expect(page.getByRole('region', { name: text.emptyTitle }).getByRole('link', { name: text.createNew })).toHaveAttribute('href', '/create-event');
});

test.describe('when the list cannot load', () => {
  test.use({ expectedFailures: ['/api/events/my-events'] });

  test('an error state with Retry, distinct from the empty state', { tag: TIMED }, async ({ page }) => {
    await signUp(page);
    const [event] = await createEvents(page.request, [`Retry Cleanup ${uniqueTag()}`]);
    let fail = true;
    await page.route('**/api/events/my-events', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/manage-events');
    const alert = page.getByRole('alert');
    // After the client's own retries of a network failure.
    await expect(alert).toContainText(text.loadError, AFTER_RETRIES);
    await expect(page.getByRole('heading', { name: text.emptyTitle })).toHaveCount(0);
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(card(page, event!.title)).toBeVisible();
  });
});

test('delete: Cancel keeps the event; Delete removes the card at once, then "Event Deleted!"', async ({ page }) => {
  await signUp(page);
  const [event, other] = await createEvents(page.request, [`Delete Me ${uniqueTag()}`, `Keep Me ${uniqueTag()}`]);
  await page.goto('/manage-events');
  const target = card(page, event!.title);
  const deleteButton = button(target, 'Delete', event!.title);

  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: text.confirmTitle });
  await expect(confirm).toContainText(`Delete "${event!.title}"? This cannot be undone.`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(target).toBeVisible();
  expect(await eventRows(event!._id)).toHaveLength(1);

  // Hold the server's answer back, to see the card go before it arrives.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events/my-events/*', async (route) => {
    if (route.request().method() === 'DELETE') await held;
    await route.continue();
  });
  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(target).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: text.deletedTitle })).toHaveCount(0);
  release();

  const deleted = page.getByRole('dialog', { name: text.deletedTitle });
  await expect(deleted).toContainText(`"${event!.title}" has been successfully deleted.`);
  await deleted.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(deleted).toBeHidden();
  await expect(card(page, other!.title)).toBeVisible();
  await expect(target).toHaveCount(0);
  expect(await eventRows(event!._id)).toHaveLength(0);
  await page.reload();
  await expect(card(page, other!.title)).toBeVisible();
  await expect(target).toHaveCount(0);
});

test.describe('when the server refuses', () => {
  test.use({ expectedFailures: ['/api/events/my-events/'] });

  test('a refused delete puts the card back and says so', async ({ page }) => {
    await signUp(page);
    const [event] = await createEvents(page.request, [`Refused Delete ${uniqueTag()}`]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/events/my-events/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      await held;
      return route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } });
    });
    await page.goto('/manage-events');
    const target = card(page, event!.title);
    await button(target, 'Delete', event!.title).click();
    await page.getByRole('dialog', { name: text.confirmTitle }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(target).toHaveCount(0);
    release();

    const failed = page.getByRole('dialog', { name: text.deleteFailedTitle });
    await expect(failed).toContainText(`"${event!.title}" was not deleted and is back in your list.`);
    await expect(failed).toContainText('Something went wrong on our side. Please try again.');
    await expect(target).toHaveCount(1);
    await failed.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(target).toBeVisible();
    expect(await eventRows(event!._id)).toHaveLength(1);
  });

  test('a failed edit keeps the modal open with the spec message and changes nothing', async ({ page }) => {
    await signUp(page);
    const [event] = await createEvents(page.request, [`Edit Fails ${uniqueTag()}`]);
    await page.route('**/api/events/my-events/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } })
        : route.continue(),
    );
    await page.goto('/manage-events');
    await button(card(page, event!.title), 'Edit', event!.title).click();
    const modal = page.getByRole('dialog', { name: eventFormTexts.editTitle });
    await modal.getByLabel(eventFormTexts.title, { exact: true }).fill(`${event!.title} changed`);
    await modal.getByRole('button', { name: eventFormTexts.save }).click();
    await expect(modal.getByText(eventFormTexts.updateFailed)).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel(eventFormTexts.title, { exact: true })).toHaveValue(`${event!.title} changed`);
    await expect(modal.getByRole('button', { name: eventFormTexts.save })).toBeEnabled();
    await expect(page.getByRole('dialog', { name: eventFormTexts.updatedTitle })).toHaveCount(0);
    await modal.getByRole('button', { name: eventFormTexts.cancel }).click();
    await expect(modal).toBeHidden();
    await expect(card(page, event!.title)).toBeVisible();
    expect(await eventRows(event!._id)).toEqual([{ title: event!.title }]);
  });
});

test('edit: the saved event replaces its card and "Event Updated!" shows', async ({ page }) => {
  await signUp(page);
  const [event] = await createEvents(page.request, [`Edit Me ${uniqueTag()}`]);
  await page.goto('/manage-events');
  const editButton = button(card(page, event!.title), 'Edit', event!.title);
  await editButton.click();
  const modal = page.getByRole('dialog', { name: eventFormTexts.editTitle });
  const title = modal.getByLabel(eventFormTexts.title, { exact: true });
  await expect(title).toHaveValue(event!.title);

  // Escape closes without saving.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(editButton).toBeFocused();

  await editButton.click();
  const newTitle = `${event!.title} (moved indoors)`;
  await title.fill(newTitle);
  await modal.getByLabel(eventFormTexts.location, { exact: true }).fill('Bashundhara Community Hall, Dhaka');
  await modal.getByRole('button', { name: eventFormTexts.save }).click();

  const updated = page.getByRole('dialog', { name: eventFormTexts.updatedTitle });
  await expect(updated).toContainText(`"${newTitle}" has been successfully updated.`);
  await expect(modal).toBeHidden();
  await updated.getByRole('button', { name: 'OK', exact: true }).click();
  const replaced = card(page, newTitle);
  await expect(replaced).toContainText('Bashundhara Community Hall, Dhaka');
  await expect(card(page, event!.title)).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(await eventRows(event!._id)).toEqual([{ title: newTitle }]);
});

test("a card's View, Edit, Delete and More sit in one row; More holds Participants, Check-in at the door, Announce and Cancel event, and works from the keyboard", async ({
  page,
}) => {
  await signUp(page);
  const [event] = await createEvents(page.request, [`Compact Cleanup ${uniqueTag()}`]);
  await page.addInitScript((key) => localStorage.setItem(key, 'list'), LAYOUT_STORAGE_KEY);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/manage-events');
  const target = card(page, event!.title);
  const row = [
    target.getByRole('link', { name: `${text.view} ${event!.title}`, exact: true }),
    button(target, text.edit, event!.title),
    button(target, text.delete, event!.title),
    button(target, text.more, event!.title),
  ];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const tops = await Promise.all(row.map(async (control) => Math.round((await control.boundingBox())!.y)));
    expect(new Set(tops).size, `at ${width} px, tops ${tops.join(', ')}`).toBe(1);
  }
  await expect(button(target, 'Participants', event!.title)).toHaveCount(0);

  await button(target, text.more, event!.title).focus();
  await page.keyboard.press('Enter');
  await expect(button(target, text.more, event!.title)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(button(target, 'Participants', event!.title)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(target, checkInScreenTexts.checkInLink, event!.title)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(target, 'Announce', event!.title)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(target, text.cancelEvent, event!.title)).toBeFocused();
  // Tab past the last item closes the menu; Escape closes it and goes back to More.
  await page.keyboard.press('Tab');
  await expect(button(target, text.cancelEvent, event!.title)).toHaveCount(0);
  await button(target, text.more, event!.title).click();
  await page.keyboard.press('Escape');
  await expect(button(target, 'Participants', event!.title)).toHaveCount(0);
  await expect(button(target, text.more, event!.title)).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: text.participantsTitle(event!.title) })).toBeVisible();
});

test('the organizer sees who joined and downloads them as CSV', async ({ page, request, baseURL }) => {
  await signUp(page, { name: 'Organizer Olivia' });
  const [event] = await createEvents(page.request, [`Participants Cleanup ${uniqueTag()}`]);
  const amina = await volunteerJoins(request, baseURL!, 'Amina Khatun', event!._id);
  const tricky = await volunteerJoins(request, baseURL!, '=HYPERLINK("http://evil.example"), Inc', event!._id);

  // Only the organizer may read the list, whatever the page offers.
  const refused = await request.get(`/api/events/${event!._id}/participants?format=csv`, { headers: { authorization: tricky.authorization } });
  expect(refused.status()).toBe(403);

  await page.goto('/manage-events');
  await button(card(page, event!.title), text.more, event!.title).click();
  await button(card(page, event!.title), 'Participants', event!.title).click();
  const dialog = page.getByRole('dialog', { name: text.participantsTitle(event!.title) });
  await expect(dialog).toContainText(text.participantsCount(2));
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Join times as the API gives them, to read the dialog and the CSV against.
  const joined = (await (
    await page.request.get(`/api/events/${event!._id}/participants`, { headers: { authorization: `Bearer ${await tokenOf(page.request)}` } })
  ).json()) as Participant[];
  expect(joined.map((participant) => participant.email)).toEqual([amina.email, tricky.email]);
  // How long ago each joined, the full time in the browser's zone on hover (not an event's time).
  await expectTimeAgo(items.nth(0).locator('time'), joined[0]!.joinedAt);
  await expectTimeAgo(items.nth(1).locator('time'), joined[1]!.joinedAt);
  await expect(items.nth(0)).toContainText(amina.name);
  await expect(items.nth(0).getByRole('link', { name: amina.email })).toHaveAttribute('href', `mailto:${amina.email}`);
  await expect(items.nth(1)).toContainText(tricky.name);
  await expect(items.nth(1)).toContainText(tricky.email);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: text.downloadCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`participants-${event!.title.toLowerCase().replaceAll(' ', '-')}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Name,Email,Joined at');
  // Join times as ISO 8601 on the event's clock, with its offset: "2026-12-18T10:00:00+06:00".
  expect(lines[1]).toBe(`Amina Khatun,${amina.email},${isoInZone(new Date(joined[0]!.joinedAt), event!.timeZone)}`);
  // Quoted for the comma and quotes, and an apostrophe so no spreadsheet runs it as a formula.
  expect(lines[2]).toBe(`"'=HYPERLINK(""http://evil.example""), Inc",${tricky.email},${isoInZone(new Date(joined[1]!.joinedAt), event!.timeZone)}`);
  expect(lines.slice(3)).toEqual(['']);

  await dialog.getByRole('button', { name: text.close }).click();
  await expect(dialog).toBeHidden();
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`manage events, its dialogs and its empty state have no axe violations in ${theme} at ${width}px`, async ({ page, request, baseURL }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await useTheme(page, theme);
      await signUp(page);
      const [event] = await createEvents(page.request, [`Axe Cleanup ${uniqueTag()}`]);
      await volunteerJoins(request, baseURL!, 'Amina Khatun', event!._id);
      await page.goto('/manage-events');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const target = card(page, event!.title);
      await expect(target).toBeVisible();
      await expectNoAxeViolations(page);

      // The card's less frequent actions, in its More menu: open, it is checked too.
      await button(target, text.more, event!.title).click();
      await expect(button(target, 'Participants', event!.title)).toBeVisible();
      await expectNoAxeViolations(page);
      await button(target, 'Participants', event!.title).click();
      const participants = page.getByRole('dialog', { name: text.participantsTitle(event!.title) });
      await expect(participants.getByText('Amina Khatun')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await button(target, 'Edit', event!.title).click();
      const modal = page.getByRole('dialog', { name: eventFormTexts.editTitle });
      await expect(modal.getByLabel(eventFormTexts.title, { exact: true })).toHaveValue(event!.title);
      await expectNoAxeViolations(page);
      await modal.getByRole('button', { name: eventFormTexts.save }).click();
      await expect(page.getByRole('dialog', { name: eventFormTexts.updatedTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'OK', exact: true }).click();

      await button(target, 'Delete', event!.title).click();
      await expect(page.getByRole('dialog', { name: text.confirmTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByRole('dialog', { name: text.deletedTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
