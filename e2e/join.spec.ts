import type { APIRequestContext, Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { eventDetailsMessages as text } from '@volunteering/shared/texts/event-details';
import {
  AXE_WIDTHS,
  bearer,
  dbQuery,
  expect,
  expectNoAxeViolations,
  moveEventStart,
  signUp,
  slotDaysAhead,
  stubMapFrame,
  test,
  uniqueTag,
  useTheme,
  signUpConfirmed,
} from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signs a new account up in an API-only context (its own cookies; the browser stays as it is).
 * The Origin header is what a browser sends; the auth server wants it once a session cookie exists.
 */
async function apiAccount(request: APIRequestContext, origin: string) {
  const email = `organizer-${uniqueTag()}@example.com`;
  const password = 'Secret123';
  await signUpConfirmed(request, { name: 'Rahim Uddin', email, password, image: 'https://example.com/rahim.png' }, { origin });
  const { token } = (await (await request.get('/api/auth/token')).json()) as { token: string };
  return { email, password, authorization: `Bearer ${token}` };
}

/**
 * An event of our own, so counts are ours alone whatever other tests do to the seeded ones. A year
 * ahead, so it sorts after every seeded upcoming event that other pages' tests look at.
 */
async function createEvent(request: APIRequestContext, authorization: string, volunteersNeeded = 5): Promise<VolunteerEvent> {
  const response = await request.post('/api/events', {
    headers: { authorization },
    data: {
      title: `Riverside Tree Planting ${uniqueTag()}`,
      description: 'Planting native saplings along the river walk, with tools and water provided.',
      type: 'Plantation',
      imageUrl: 'https://images.example.com/trees.jpg',
      location: 'Hatirjheel, Dhaka',
      date: slotDaysAhead(365),
      organizer: 'Green Dhaka Circle',
      volunteersNeeded,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as VolunteerEvent;
}

async function apiEvent(request: APIRequestContext, id: string): Promise<VolunteerEvent> {
  return (await (await request.get(`/api/events/${id}`)).json()) as VolunteerEvent;
}

const participations = (eventId: string, email: string) =>
  dbQuery('select 1 from participations p join "user" u on u.id = p.user_id where p.event_id = $1 and u.email = $2', [eventId, email]);

test('signed out: "Please Log In", then back to the event after signing in', async ({ page, request, baseURL }) => {
  await stubMapFrame(page);
  const organizer = await apiAccount(request, baseURL!);
  const event = await createEvent(request, organizer.authorization);
  const volunteer = await apiAccount(request, baseURL!);
  await page.goto(`/events/${event._id}`);

  const joinButton = page.getByRole('button', { name: 'Join Now' });
  await joinButton.click();
  const dialog = page.getByRole('dialog', { name: text.loginTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.loginBody);
  await expect(dialog.getByRole('button', { name: text.loginConfirm })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(joinButton).toBeFocused();

  await joinButton.click();
  await dialog.getByRole('button', { name: text.loginCancel }).click();
  await expect(dialog).toBeHidden();
  await expect(joinButton).toBeFocused();

  await joinButton.click();
  await dialog.getByRole('button', { name: text.loginConfirm }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(volunteer.email);
  await page.getByLabel('Password', { exact: true }).fill(volunteer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(`/events/${event._id}`);
  await page.getByRole('button', { name: 'Join Now' }).click();
  await expect(page.getByRole('dialog', { name: text.confirmTitle })).toBeVisible();
});

test('"Not Now" closes the confirmation without joining', async ({ page, request, baseURL }) => {
  await stubMapFrame(page);
  const organizer = await apiAccount(request, baseURL!);
  const event = await createEvent(request, organizer.authorization);
  const volunteer = await signUp(page);
  await page.goto(`/events/${event._id}`);

  const joinButton = page.getByRole('button', { name: 'Join Now' });
  await joinButton.click();
  const dialog = page.getByRole('dialog', { name: text.confirmTitle });
  await expect(dialog).toContainText(text.confirmBody(event.title));
  await expect(dialog.getByRole('button', { name: text.confirmYes })).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: text.confirmNo }).click();
  await expect(dialog).toBeHidden();
  await expect(joinButton).toBeFocused();

  await joinButton.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(joinButton).toBeFocused();

  expect((await apiEvent(request, event._id)).volunteersJoined).toBe(0);
  expect(await participations(event._id, volunteer.email)).toHaveLength(0);
});

test('confirming joins: "Joined Successfully!", "You\'re In!", one more volunteer, and it stays after a reload', async ({ page, request, baseURL }) => {
  await stubMapFrame(page);
  const organizer = await apiAccount(request, baseURL!);
  const event = await createEvent(request, organizer.authorization, 5);
  const volunteer = await signUp(page);
  await page.goto(`/events/${event._id}`);
  const sidebar = page.getByRole('complementary', { name: 'Join and share' });
  await expect(sidebar.getByText('Volunteers 0 / 5')).toBeVisible();

  await page.getByRole('button', { name: 'Join Now' }).click();
  await page.getByRole('dialog', { name: text.confirmTitle }).getByRole('button', { name: text.confirmYes }).click();

  const joined = page.getByRole('dialog', { name: text.joinedTitle });
  await expect(joined).toBeVisible();
  await expect(joined).toContainText(text.joinedBody(event.title));
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(joined).toBeHidden();

  const youreIn = sidebar.getByRole('status').filter({ hasText: text.youreIn });
  await expect(youreIn).toContainText(text.youreInBody);
  await expect(youreIn).toBeFocused();
  await expect(sidebar.getByRole('button', { name: 'Join Now' })).toHaveCount(0);
  await expect(sidebar.getByText('Volunteers 1 / 5')).toBeVisible();
  expect((await apiEvent(request, event._id)).volunteersJoined).toBe(1);
  expect(await participations(event._id, volunteer.email)).toHaveLength(1);

  await page.reload();
  await expect(sidebar.getByRole('status').filter({ hasText: text.youreIn })).toBeVisible();
  await expect(sidebar.getByText('Volunteers 1 / 5')).toBeVisible();
});

/** A volunteer who joined a new event (through the API), on its page. */
async function joinedAndOnEventPage(page: Page, request: APIRequestContext, baseURL: string) {
  await stubMapFrame(page);
  const organizer = await apiAccount(request, baseURL);
  const event = await createEvent(request, organizer.authorization, 5);
  const volunteer = await signUp(page);
  const joined = await page.request.patch(`/api/events/${event._id}/join`, { headers: { authorization: await bearer(page.request) }, data: {} });
  expect(joined.status(), await joined.text()).toBe(200);
  await page.goto(`/events/${event._id}`);
  return { event, volunteer, sidebar: page.getByRole('complementary', { name: 'Join and share' }) };
}

test('"Leave this event" under "You\'re In!": Stay keeps the place; Yes, leave frees it and Join Now comes back', async ({ page, request, baseURL }) => {
  const { event, volunteer, sidebar } = await joinedAndOnEventPage(page, request, baseURL!);
  await expect(sidebar.getByRole('status').filter({ hasText: text.youreIn })).toBeVisible();

  await sidebar.getByRole('button', { name: text.leave }).click();
  const confirm = page.getByRole('dialog', { name: text.leaveTitle });
  await expect(confirm).toContainText(text.leaveBody(event.title));
  await expect(confirm.getByRole('button', { name: text.leaveNo })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: text.leaveNo }).click();
  await expect(confirm).toBeHidden();
  expect(await participations(event._id, volunteer.email)).toHaveLength(1);

  await sidebar.getByRole('button', { name: text.leave }).click();
  await confirm.getByRole('button', { name: text.leaveYes }).click();
  const left = sidebar.getByRole('status').filter({ hasText: text.left });
  await expect(left).toBeFocused();
  await expect(sidebar.getByRole('button', { name: 'Join Now' })).toBeVisible();
  await expect(sidebar.getByText(text.youreIn)).toHaveCount(0);
  await expect(sidebar.getByText('Volunteers 0 / 5')).toBeVisible();
  expect(await participations(event._id, volunteer.email)).toHaveLength(0);
  expect((await apiEvent(request, event._id)).volunteersJoined).toBe(0);
});

test.describe('leaving refused', () => {
  test.use({ expectedFailures: ['/api/events/cancel/'] });

  test('an event that ended while the page was open: "Oops!" with the server\'s reason, and the place is kept', async ({ page, request, baseURL }) => {
    const { event, volunteer, sidebar } = await joinedAndOnEventPage(page, request, baseURL!);
    await expect(sidebar.getByRole('button', { name: text.leave })).toBeVisible();
    await moveEventStart(event._id, new Date(Date.now() - 2 * DAY_MS));

    await sidebar.getByRole('button', { name: text.leave }).click();
    await page.getByRole('dialog', { name: text.leaveTitle }).getByRole('button', { name: text.leaveYes }).click();
    const refused = page.getByRole('dialog', { name: text.refusedTitle });
    await expect(refused).toContainText(apiMessages.cancelAfterEnd);
    expect(await participations(event._id, volunteer.email)).toHaveLength(1);
  });
});

test('a full event says so and offers its waitlist instead of joining', async ({ page }) => {
  const events = (await (await page.request.get('/api/events?limit=100')).json()) as VolunteerEvent[];
  const full = events.find((event) => event.volunteersJoined >= event.volunteersNeeded);
  expect(full, 'the seed has one full upcoming event').toBeDefined();
  await page.goto(`/events/${full!._id}`);

  const sidebar = page.getByRole('complementary', { name: 'Join and share' });
  await expect(sidebar.getByText(text.full, { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Join Now' })).toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
});

test('"Oops!" shows the server\'s refusal when the last place went while the page was open', async ({ page, request, baseURL }) => {
  await stubMapFrame(page);
  const organizer = await apiAccount(request, baseURL!);
  const event = await createEvent(request, organizer.authorization, 1);
  await signUp(page);
  await page.goto(`/events/${event._id}`);
  const joinButton = page.getByRole('button', { name: 'Join Now' });
  await expect(joinButton).toBeVisible();

  // Somebody else takes the only place after this page loaded.
  const taken = await request.patch(`/api/events/${event._id}/join`, { headers: { authorization: organizer.authorization }, data: {} });
  expect(await taken.json()).toEqual({ success: true, code: 'api.joined', message: expect.any(String) });

  await joinButton.click();
  await page.getByRole('dialog', { name: text.confirmTitle }).getByRole('button', { name: text.confirmYes }).click();
  const oops = page.getByRole('dialog', { name: text.refusedTitle });
  await expect(oops).toBeVisible();
  await expect(oops).toContainText('This event is full.');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(oops).toBeHidden();

  // The refetch after the answer shows the event as it now is.
  await expect(page.getByText(text.full, { exact: true })).toBeVisible();
});

test.describe('a failed join', () => {
  test.use({ expectedFailures: ['/api/events/'] });

  test('a network failure while joining shows "Error"', async ({ page, request, baseURL }) => {
    await stubMapFrame(page);
    // Someone else's event: one's own page offers no Join (issue 37).
    const organizer = await apiAccount(request, baseURL!);
    const event = await createEvent(request, organizer.authorization);
    const volunteer = await signUp(page);
    await page.route(`**/api/events/${event._id}/join`, (route) => route.abort('connectionfailed'));
    await page.goto(`/events/${event._id}`);

    const joinButton = page.getByRole('button', { name: 'Join Now' });
    await joinButton.click();
    await page.getByRole('dialog', { name: text.confirmTitle }).getByRole('button', { name: text.confirmYes }).click();
    const error = page.getByRole('dialog', { name: text.errorTitle });
    await expect(error).toBeVisible();
    await expect(error).toContainText(text.errorBody);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(error).toBeHidden();
    await expect(joinButton).toBeFocused();
    expect(await participations(event._id, volunteer.email)).toHaveLength(0);
  });
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`the join dialogs have no axe violations in ${theme} at ${width}px`, async ({ page, request, baseURL }) => {
      // Four full axe scans: slower than most tests on a busy machine.
      test.slow();
      await stubMapFrame(page);
      await page.setViewportSize({ width, height: 800 });
      await useTheme(page, theme);
      const organizer = await apiAccount(request, baseURL!);
      const event = await createEvent(request, organizer.authorization);
      await page.goto(`/events/${event._id}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

      await page.getByRole('button', { name: 'Join Now' }).click();
      await expect(page.getByRole('dialog', { name: text.loginTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await signUp(page);
      await page.reload();
      await page.getByRole('button', { name: 'Join Now' }).click();
      await expect(page.getByRole('dialog', { name: text.confirmTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.confirmYes }).click();
      await expect(page.getByRole('dialog', { name: text.joinedTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'OK', exact: true }).click();
      await expectNoAxeViolations(page);
    });
  }
}
