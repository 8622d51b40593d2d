import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { FEW_SPOTS_LEFT } from '@volunteering/shared/constants';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventStatusTexts as text } from '@volunteering/shared/texts/event-status';
import { homeTexts } from '@volunteering/shared/texts/home';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import {
  AXE_WIDTHS,
  bearer,
  expect,
  expectNoAxeViolations,
  moveEventStart,
  renderInBrowser,
  signUp,
  slotDaysAhead,
  test,
  uniqueTag,
  useTheme,
  TIMED,
  signUpConfirmed,
} from './fixtures.ts';

// Issue 13, "Decide from the card": a card says when its event is full (its waitlist open), how few
// spots are left, that it is happening now or that it has ended (decision 021).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Any status a card can show, and nothing else (a title never is one of these by itself). */
const ANY_STATUS = new RegExp(`^(${[text.full, text.waitlistOpen, text.happeningNow, text.ended].join('|')}|\\d+ spots? left)$`);

/** The events a test makes, by what their cards should say; each title carries the test's search word. */
const SEATS = {
  full: { needed: 1, joins: 1, says: [text.full, text.waitlistOpen] },
  threeLeft: { needed: 4, joins: 1, says: [text.spotsLeft(3)] },
  oneLeft: { needed: 2, joins: 1, says: [text.spotsLeft(1)] },
  atThreshold: { needed: FEW_SPOTS_LEFT, joins: 0, says: [text.spotsLeft(FEW_SPOTS_LEFT)] },
  plenty: { needed: FEW_SPOTS_LEFT + 1, joins: 0, says: [] },
} as const;
type Seats = keyof typeof SEATS;

type Made = Record<Seats, VolunteerEvent>;

/** Signs a new account up in `request` (an API-only context: its own cookies) and returns its bearer. */
async function signUpApi(request: APIRequestContext, origin: string, name: string): Promise<string> {
  await signUpConfirmed(request, { name, email: `card-${uniqueTag()}@example.com`, password: 'Secret123', image: 'https://example.com/p.png' }, { origin });
  return bearer(request);
}

async function createEvent(request: APIRequestContext, authorization: string, data: { title: string; date: string; needed: number; durationMinutes?: number }) {
  const res = await request.post('/api/events', {
    headers: { authorization },
    data: {
      title: data.title,
      description: 'Sorting donated clothes for families before the winter.',
      type: 'Donation',
      imageUrl: 'https://images.example.com/clothes.jpg',
      location: 'Mohammadpur, Dhaka',
      date: data.date,
      organizer: 'Warm Winter Dhaka',
      volunteersNeeded: data.needed,
      durationMinutes: data.durationMinutes,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as VolunteerEvent;
}

async function join(request: APIRequestContext, authorization: string, eventId: string) {
  const res = await request.patch(`/api/events/${eventId}/join`, { headers: { authorization }, data: {} });
  expect(await res.json()).toEqual({ success: true, code: 'api.joined', message: 'You have joined this event.' });
}

/**
 * One event per entry of SEATS, made by `organizer` (a bearer of `organizerRequest`), titled
 * `${tag} <name>`, dated one day apart after every seeded event, so they never change anyone's first
 * page; a volunteer signed up in `volunteerRequest` takes the places that are joined.
 */
async function makeEvents(
  organizerRequest: APIRequestContext,
  organizer: string,
  volunteerRequest: APIRequestContext,
  origin: string,
  tag: string,
): Promise<Made> {
  const start = 400 + Math.floor(Math.random() * 100);
  const made = {} as Made;
  for (const [index, [name, seats]] of (Object.entries(SEATS) as [Seats, (typeof SEATS)[Seats]][]).entries()) {
    made[name] = await createEvent(organizerRequest, organizer, { title: `${tag} ${name}`, date: slotDaysAhead(start + index), needed: seats.needed });
  }
  const volunteer = await signUpApi(volunteerRequest, origin, 'Nusrat Jahan');
  for (const name of Object.keys(SEATS) as Seats[]) {
    if (SEATS[name].joins > 0) await join(volunteerRequest, volunteer, made[name]._id);
    // As the API now says, joins counted (Home's test hands these to the page).
    made[name] = (await (await volunteerRequest.get(`/api/events/${made[name]._id}`)).json()) as VolunteerEvent;
    expect(made[name].volunteersJoined).toBe(SEATS[name].joins);
  }
  return made;
}

/** Moves an event (the API refuses a start in the past): starting `startedAgo` ms before now and lasting `durationMinutes`. */
async function moveStart(eventId: string, startedAgo: number, durationMinutes: number) {
  await moveEventStart(eventId, new Date(Date.now() - startedAgo), { durationMinutes });
}

/** An organizer's events as Manage shows them beside SEATS: one ended (it was full), one happening now. */
async function makeTimedEvents(request: APIRequestContext, organizer: string, volunteerRequest: APIRequestContext, tag: string) {
  const soon = slotDaysAhead(650);
  const ended = await createEvent(request, organizer, { title: `${tag} ended`, date: soon, needed: 1, durationMinutes: 120 });
  const happening = await createEvent(request, organizer, { title: `${tag} happening`, date: soon, needed: 10 });
  await join(volunteerRequest, await bearer(volunteerRequest), ended._id);
  await moveStart(ended._id, 3 * DAY_MS, 120);
  // Two hours in of six: the real clocks of the page and the server are well inside it.
  await moveStart(happening._id, 2 * 3600_000, 360);
  return { ended, happening };
}

const card = (scope: Page | Locator, title: string): Locator =>
  scope.getByRole('article').filter({ has: scope.getByRole('heading', { name: title, exact: true }) });
const statuses = (scope: Locator) => scope.getByText(ANY_STATUS);

async function expectCardsSay(page: Page, made: Made) {
  for (const name of Object.keys(SEATS) as Seats[]) {
    await expect(statuses(card(page, made[name].title)), name).toHaveText([...SEATS[name].says]);
  }
}

/** The badge lies within the card's picture, where it takes no room from the text (so no card grows when it wraps). */
async function expectOnPicture(scope: Locator, label: string) {
  const picture = (await scope.locator('img').boundingBox())!;
  const badge = (await scope.getByText(label, { exact: true }).boundingBox())!;
  expect(badge.x).toBeGreaterThanOrEqual(picture.x);
  expect(badge.y).toBeGreaterThanOrEqual(picture.y);
  expect(badge.x + badge.width).toBeLessThanOrEqual(picture.x + picture.width);
  expect(badge.y + badge.height).toBeLessThanOrEqual(picture.y + picture.height);
}

const layoutButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('Upcoming events: full (waitlist open) and few spots left, in grid and list, the same from the server as after hydration', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = `Zq${uniqueTag()}`;
  const organizer = await signUpApi(request, baseURL!, 'Rahim Uddin');
  const made = await makeEvents(request, organizer, request, baseURL!, tag);
  const path = `/upcoming-events?q=${tag}`;

  // A visitor without a session gets the page rendered by the server: its markup says it already.
  const served = await (await page.request.get(path)).text();
  for (const label of [text.full, text.waitlistOpen, text.spotsLeft(3), text.spotsLeft(1), text.spotsLeft(FEW_SPOTS_LEFT)]) {
    expect(served).toContain(`>${label}<`);
  }

  await page.goto(path);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Object.keys(SEATS).length);
  await expect(layoutButton(page, upcomingEventsTexts.gridLayout)).toHaveAttribute('aria-pressed', 'true');
  await expectCardsSay(page, made);
  const full = card(page, made.full.title);
  await expectOnPicture(full, text.waitlistOpen);
  // The spec's contents stay.
  await expect(full.getByText('Volunteers 1 / 1')).toBeVisible();
  await expect(full.getByRole('link', { name: `Details about ${made.full.title}` })).toBeVisible();

  await layoutButton(page, upcomingEventsTexts.listLayout).click();
  await expect(layoutButton(page, upcomingEventsTexts.listLayout)).toHaveAttribute('aria-pressed', 'true');
  await expectCardsSay(page, made);
  await expectOnPicture(full, text.waitlistOpen);
});

test(
  "a page rendered on the server hydrates with the server's moment, then the browser's clock decides",
  { tag: TIMED },
  async ({ page, request, baseURL }) => {
    const tag = `Zq${uniqueTag()}`;
    const organizer = await signUpApi(request, baseURL!, 'Rahim Uddin');
    const made = await makeEvents(request, organizer, request, baseURL!, tag);
    // For the browser, every one of these events is long over; for the server, none has begun.
    await page.clock.install({ time: new Date(Date.parse(made.plenty.endDate) + 30 * DAY_MS) });

    // Hydrating with the browser's own clock would find "Ended" where the server wrote "Full": React
    // reports the mismatch as an error, which fails this test (fixtures.ts).
    await page.goto(`/upcoming-events?q=${tag}`);
    for (const name of Object.keys(SEATS) as Seats[]) {
      await expect(statuses(card(page, made[name].title)), name).toHaveText([text.ended]);
    }
  },
);

test('Manage My Events: "Ended" on past events, "Happening now" on one under way, with the places of the rest, in grid and list', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = uniqueTag();
  await signUp(page);
  const organizer = await bearer(page.request);
  const made = await makeEvents(page.request, organizer, request, baseURL!, tag);
  const { ended, happening } = await makeTimedEvents(page.request, organizer, request, tag);

  await page.goto('/manage-events');
  await expect(page.getByRole('heading', { level: 1, name: manageEventsTexts.heading })).toBeVisible();
  for (const layout of [upcomingEventsTexts.gridLayout, upcomingEventsTexts.listLayout]) {
    await layoutButton(page, layout).click();
    await expect(layoutButton(page, layout)).toHaveAttribute('aria-pressed', 'true');
    await expectCardsSay(page, made);
    // It was full, but that no longer matters.
    await expect(statuses(card(page, ended.title))).toHaveText([text.ended]);
    await expectOnPicture(card(page, ended.title), text.ended);
    await expect(statuses(card(page, happening.title))).toHaveText([text.happeningNow]);
    // Manage's own contents stay.
    await expect(card(page, ended.title).getByRole('link', { name: `${manageEventsTexts.view} ${ended.title}` })).toBeVisible();
    await expect(card(page, ended.title).getByText('Volunteers 1 / 1')).toBeVisible();
  }
});

/**
 * Home's carousel shows the next five events of the whole site, which this test must not change:
 * instead the browser renders Home (a stale session cookie, when nobody is signed in) and is given
 * `events` for it. With reduced motion the slides move only when asked.
 */
async function homeWith(page: Page, events: VolunteerEvent[], { signedIn = false } = {}) {
  if (!signedIn) await renderInBrowser(page);
  await page.route(
    (url) => url.pathname === '/api/events',
    (route) => route.fulfill({ json: events, headers: { 'X-Total-Count': String(events.length) } }),
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (!signedIn) {
    await page.goto('/');
    return;
  }
  // The server draws Home with its real events for a signed-in visitor too (decision 025): reached
  // from another page, Home asks the API from the browser.
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Volunteer Hub' }).click();
  await expect(page).toHaveURL('/');
}

const carousel = (page: Page) => page.getByRole('region', { name: homeTexts.carouselLabel });
const currentSlide = (page: Page) => carousel(page).getByRole('group', { name: /^\d+ of \d+$/ });

test('Home: a slide says when its event is full or how few spots are left', async ({ page, request, baseURL }) => {
  const tag = uniqueTag();
  const organizer = await signUpApi(request, baseURL!, 'Rahim Uddin');
  const made = await makeEvents(request, organizer, request, baseURL!, tag);
  const order = Object.keys(SEATS) as Seats[];
  await homeWith(
    page,
    order.map((name) => made[name]),
  );

  for (const [index, name] of order.entries()) {
    await carousel(page)
      .getByRole('button', { name: homeTexts.goToSlide(index + 1), exact: true })
      .click();
    await expect(currentSlide(page).getByRole('heading', { level: 2 })).toHaveText(made[name].title);
    await expect(statuses(currentSlide(page)), name).toHaveText([...SEATS[name].says]);
    await expect(currentSlide(page).getByText(homeTexts.upcomingTag, { exact: true })).toBeVisible();
  }
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`the status badges have no axe violations in ${theme} at ${width} px: Upcoming, Manage and Home`, async ({ page, request, baseURL }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      const tag = `Zq${uniqueTag()}`;
      await signUp(page);
      const organizer = await bearer(page.request);
      const made = await makeEvents(page.request, organizer, request, baseURL!, tag);
      const { ended, happening } = await makeTimedEvents(page.request, organizer, request, tag);

      // Upcoming's layout from the address: at 360 px a search hides the layout switch.
      for (const layout of ['grid', 'list'] as const) {
        await page.goto(`/upcoming-events?q=${tag}&layout=${layout}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectCardsSay(page, made);
        await expectNoAxeViolations(page);
      }
      await page.goto('/manage-events');
      for (const layout of [upcomingEventsTexts.gridLayout, upcomingEventsTexts.listLayout]) {
        await layoutButton(page, layout).click();
        await expect(layoutButton(page, layout)).toHaveAttribute('aria-pressed', 'true');
        await expectCardsSay(page, made);
        await expect(statuses(card(page, ended.title))).toHaveText([text.ended]);
        await expect(statuses(card(page, happening.title))).toHaveText([text.happeningNow]);
        await expectNoAxeViolations(page);
      }

      // A slide per kind of badge, each scanned on its picture.
      await homeWith(page, [made.full, made.threeLeft], { signedIn: true });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(statuses(currentSlide(page))).toHaveText([text.full, text.waitlistOpen]);
      await expectNoAxeViolations(page);
      await carousel(page).getByRole('button', { name: homeTexts.nextSlide }).click();
      await expect(statuses(currentSlide(page))).toHaveText([text.spotsLeft(3)]);
      await expectNoAxeViolations(page);
    });
  }
}
