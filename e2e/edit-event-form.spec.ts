import type { APIRequestContext, Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { createEventMessages, editEventMessages, eventFormTexts as text } from '@volunteering/shared/texts/event-form';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { AXE_WIDTHS, dbQuery, expect, expectNoAxeViolations, signUp, slotDaysAhead, test, uniqueTag, useTheme, signUpConfirmed } from './fixtures.ts';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const describedAs = (message: string) => new RegExp(escape(message));

/** A fresh organizer with one event of their own, created through the API with their token. */
async function organizerWithEvent(page: Page): Promise<VolunteerEvent> {
  await signUp(page);
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
  const response = await page.request.post('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Park Cleanup ${uniqueTag()}`,
      description: 'Clearing the park paths of litter before the spring fair.',
      type: 'Cleanup',
      imageUrl: 'https://images.example.com/park.jpg',
      location: 'Ramna Park, Dhaka',
      date: slotDaysAhead(200),
      organizer: 'Green Dhaka Circle',
      volunteersNeeded: 10,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as VolunteerEvent;
}

async function openEditDialog(page: Page, event: VolunteerEvent) {
  await page.goto('/manage-events');
  await page.getByRole('button', { name: `Edit ${event.title}` }).click();
  const dialog = page.getByRole('dialog', { name: text.editTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(text.title, { exact: true })).toHaveValue(event.title);
  return dialog;
}

const storedEvent = async (id: string) =>
  (
    await dbQuery<{ title: string; volunteers_needed: number; type: string; highlights: unknown; duration_minutes: number | null }>(
      'select title, volunteers_needed, type, highlights, duration_minutes from events where id = $1',
      [id],
    )
  )[0];

test("edit's own messages: 'Please select a date.' and 'Enter a valid number > 0.'; type is not required", async ({ page }) => {
  const event = await organizerWithEvent(page);
  const dialog = await openEditDialog(page, event);
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await expect(field(text.volunteersNeeded)).toHaveValue('10');
  await expect(field(text.type)).toHaveValue('Cleanup');

  await field(text.date).fill('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await field(text.volunteersNeeded).fill('0');
  await field(text.title).fill('');
  await field(text.type).selectOption('');
  await dialog.getByRole('button', { name: text.save }).click();

  await expect(field(text.date)).toHaveAccessibleDescription(describedAs(editEventMessages.date));
  await expect(field(text.volunteersNeeded)).toHaveAccessibleDescription(editEventMessages.volunteersNeeded);
  await expect(field(text.title)).toHaveAccessibleDescription(editEventMessages.title);
  await expect(dialog.getByText(createEventMessages.date, { exact: true })).toHaveCount(0);
  await expect(dialog.getByText(createEventMessages.volunteersNeeded, { exact: true })).toHaveCount(0);
  await expect(dialog.getByText(createEventMessages.type, { exact: true })).toHaveCount(0);
  await expect(field(text.title)).toBeFocused();
  expect(await storedEvent(event._id)).toMatchObject({ title: event.title, volunteers_needed: 10 });

  // With the required fields back, an empty type is no obstacle: the event keeps its type.
  await field(text.title).fill(`${event.title} (moved)`);
  await field(text.volunteersNeeded).fill('12');
  // Next year: a start lies within two years (issue 35).
  const year = new Date().getFullYear() + 1;
  await field(text.date).fill(`December 1, ${year} 9:30 AM`);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('dialog', { name: text.updatedTitle })).toContainText(text.updatedBody(`${event.title} (moved)`));
  const stored = await dbQuery<{ date: Date; type: string }>('select date, type from events where id = $1', [event._id]);
  expect(stored[0]!.type).toBe('Cleanup');
  // The typed reading is the event's clock (Asia/Dhaka, GMT+6), whatever the browser's zone.
  expect(event.timeZone).toBe('Asia/Dhaka');
  expect(new Date(stored[0]!.date).toISOString()).toBe(`${year}-12-01T03:30:00.000Z`);
});

test('a saved edit, with a highlight added, reaches the database and the card', async ({ page }) => {
  const event = await organizerWithEvent(page);
  const dialog = await openEditDialog(page, event);
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  const title = `${event.title} and Picnic`;
  await field(text.title).fill(title);
  await field(text.volunteersNeeded).fill('40');
  // Made without a duration through the API: "not set" is offered and kept until another is picked.
  await expect(field(text.duration)).toHaveValue('');
  await expect(field(text.duration).locator('option:checked')).toHaveText(text.durationNone);
  await field(text.duration).selectOption({ label: '1 hour 30 minutes' });
  await dialog.getByRole('button', { name: text.addHighlight }).click();
  await field(text.highlightTitle(1)).fill('Lunch on the Lawn');
  await field(text.highlightDesc(1)).fill('Volunteers share a picnic once the paths are clear.');
  await dialog.getByRole('button', { name: text.save }).click();

  const updated = page.getByRole('dialog', { name: text.updatedTitle });
  await expect(updated).toContainText(text.updatedBody(title));
  await expect(dialog).toBeHidden();
  expect(await storedEvent(event._id)).toMatchObject({
    title,
    volunteers_needed: 40,
    type: 'Cleanup',
    duration_minutes: 90,
    highlights: [{ icon: 'star', title: 'Lunch on the Lawn', desc: 'Volunteers share a picnic once the paths are clear.' }],
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Opened again, the form shows what was saved, the highlight row included.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(dialog.getByLabel(text.highlightTitle(1), { exact: true })).toHaveValue('Lunch on the Lawn');
  await expect(field(text.duration)).toHaveValue('90');
  await expect(field(text.duration).getByRole('option', { name: text.durationNone })).toHaveCount(0);
  await dialog.getByRole('button', { name: text.cancel }).click();
  await expect(dialog).toBeHidden();
});

test.describe('server failure', () => {
  test.use({ expectedFailures: ['/api/events/my-events/'] });

  test("'Failed to update event. Please try again.' inline; the dialog stays open with the input kept", async ({ page }) => {
    const event = await organizerWithEvent(page);
    const dialog = await openEditDialog(page, event);
    await page.route('**/api/events/my-events/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.fallback(),
    );
    const titleField = dialog.getByLabel(text.title, { exact: true });
    await titleField.fill(`${event.title} renamed`);
    await dialog.getByRole('button', { name: text.save }).click();

    await expect(dialog.getByRole('alert').filter({ hasText: text.updateFailed })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(titleField).toHaveValue(`${event.title} renamed`);
    await expect(dialog.getByRole('button', { name: text.save })).toBeEnabled();
    await expect(page.getByRole('dialog', { name: text.updatedTitle })).toBeHidden();
    expect(await storedEvent(event._id)).toMatchObject({ title: event.title });
  });
});

/** Another person joins the event through the API, in a context of their own. */
async function joinAsSomeoneElse(request: APIRequestContext, origin: string, eventId: string) {
  const email = `volunteer-${uniqueTag()}@example.com`;
  await signUpConfirmed(request, { name: 'Nusrat Jahan', email, password: 'Secret123', image: 'https://example.com/nusrat.png' }, { origin });
  const { token } = (await (await request.get('/api/auth/token')).json()) as { token: string };
  const joined = await request.patch(`/api/events/${eventId}/join`, { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(await joined.json()).toMatchObject({ success: true });
}

test.describe('server refusal', () => {
  test.use({ expectedFailures: ['/api/events/my-events/'] });

  test("the server's reason shows at its field, with the inline message; nothing changes", async ({ page, request, baseURL }) => {
    const event = await organizerWithEvent(page);
    await joinAsSomeoneElse(request, baseURL!, event._id);
    await joinAsSomeoneElse(request, baseURL!, event._id);
    const dialog = await openEditDialog(page, event);
    const volunteers = dialog.getByLabel(text.volunteersNeeded, { exact: true });
    await volunteers.fill('1');
    await dialog.getByRole('button', { name: text.save }).click();

    await expect(volunteers).toHaveAccessibleDescription(validationMessages.volunteersBelowJoined(2));
    await expect(dialog.getByRole('alert').filter({ hasText: text.updateFailed })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await storedEvent(event._id)).toMatchObject({ volunteers_needed: 10 });
  });
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`axe: the Edit Event form with its messages in ${theme} at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      const event = await organizerWithEvent(page);
      const dialog = await openEditDialog(page, event);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page);
      await dialog.getByLabel(text.title, { exact: true }).fill('');
      await dialog.getByRole('button', { name: text.addFaq }).click();
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(dialog.getByText(editEventMessages.title, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
