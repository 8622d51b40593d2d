import fs from 'node:fs/promises';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { Organization } from '@volunteering/shared/organization-schemas';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { organizationEventsTexts as text } from '@volunteering/shared/texts/organization-events';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import {
  AXE_WIDTHS,
  bearer,
  createEventThroughApi,
  dbQuery,
  expect,
  expectNoAxeViolations,
  joinThroughApi,
  moveEventStart,
  originHeader,
  pickEventDate,
  signUp,
  signUpConfirmed,
  stubMapFrame,
  test,
  type TestAccount,
  uniqueTag,
  useTheme,
} from './fixtures.ts';

// Events published as an organization (issue 18): Publish as, the organization on cards and the
// event page, a co-organizer managing the group's event, and the Following filter.

const HOUR_MS = 60 * 60 * 1000;

/** An organization made through the API by whoever `request` is signed in as (its owner). */
async function createOrganization(request: APIRequestContext, name: string): Promise<Organization> {
  const res = await request.post('/api/orgs', { headers: { authorization: await bearer(request) }, data: { name, slug: `e2e-${uniqueTag()}` } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Organization;
}

/** A second person, signed up in a context of their own: its `request` carries their session. */
async function secondPerson(
  browser: Browser,
  baseURL: string,
  name: string,
): Promise<{ account: TestAccount; request: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const account = { name, email: `org-${uniqueTag()}@example.com`, password: 'Secret123' };
  await signUpConfirmed(context.request, { ...account, image: 'https://example.com/p.png' }, { origin: new URL(baseURL).origin });
  return { account, request: context.request, close: () => context.close() };
}

/** The owner invites `invitee` as an organizer; the invitee accepts with the link from the mail, as people do. */
async function addOrganizer(owner: APIRequestContext, slug: string, invitee: { account: TestAccount; request: APIRequestContext }) {
  const invited = await owner.post(`/api/orgs/${slug}/invitations`, {
    headers: { authorization: await bearer(owner) },
    data: { email: invitee.account.email, role: 'organizer' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const [mail] = await dbQuery<{ text: string }>('select text from outbox where "to" = $1 order by created_at desc limit 1', [invitee.account.email]);
  const token = mail?.text.match(/\/orgs\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token, 'an invitation link in the mail').toBeTruthy();
  const accepted = await invitee.request.post(`/api/orgs/invitations/${token}/accept`, { headers: { authorization: await bearer(invitee.request) } });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

async function signInAs(page: Page, account: TestAccount) {
  await page.context().clearCookies();
  const res = await page.request.post('/api/auth/sign-in/email', { headers: originHeader(page), data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
}

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const card = (page: Page, title: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('publish as the organization from Create event; its card and page name it; a co-organizer edits it and marks attendance', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const owner = await signUp(page, { name: 'Nusrat Jahan' });
  const organization = await createOrganization(page.request, `Green Campus Club ${tag}`);
  const coOrganizer = await secondPerson(browser, baseURL!, 'Rakib Hasan');
  const volunteers = [await secondPerson(browser, baseURL!, 'Tania Akter'), await secondPerson(browser, baseURL!, 'Imran Hossain')];
  try {
    await addOrganizer(page.request, organization.slug, coOrganizer);

    // Create event: Publish as offers myself and the organization; the organizer's name follows the choice.
    await page.goto('/create-event');
    const publishAs = field(page, text.publishAs);
    await expect(publishAs).toBeVisible();
    await expect(publishAs.getByRole('option')).toHaveText([text.myself, organization.name]);
    await expect(publishAs).toHaveValue('');
    await expect(field(page, eventFormTexts.organizer)).toHaveValue(owner.name);
    await publishAs.selectOption({ label: organization.name });
    await expect(field(page, eventFormTexts.organizer)).toHaveValue(organization.name);

    const title = `Campus Tree Planting ${tag}`;
    await field(page, eventFormTexts.title).fill(title);
    await field(page, eventFormTexts.description).fill('Planting saplings along the campus road; tools and water are provided.');
    await field(page, eventFormTexts.type).selectOption('Plantation');
    await pickEventDate(page);
    await field(page, eventFormTexts.location).fill('Curzon Hall, Dhaka University');
    await field(page, eventFormTexts.imageUrl).fill('https://images.example.com/trees.jpg');
    await field(page, eventFormTexts.volunteersNeeded).fill('12');
    await page.getByRole('button', { name: eventFormTexts.submit, exact: true }).click();
    await expect(page.getByRole('dialog', { name: eventFormTexts.createdTitle })).toBeVisible();
    const [saved] = await dbQuery<{ id: string; organization_id: string; organizer: string }>(
      'select id, organization_id, organizer from events where title = $1',
      [title],
    );
    expect(saved).toMatchObject({ organization_id: organization.id, organizer: organization.name });
    const eventId = saved!.id;

    // Its card on Upcoming events names the organization, a link to its page.
    await page.goto(`/upcoming-events?q=${encodeURIComponent(title)}`);
    const upcomingCard = card(page, title);
    await expect(upcomingCard.getByRole('link', { name: organization.name })).toHaveAttribute('href', `/orgs/${organization.slug}`);

    // The event page too, in place of the organizer's name.
    await stubMapFrame(page);
    await page.goto(`/events/${eventId}`);
    const organizer = page.getByRole('region', { name: eventDetailsMessages.organizer });
    await expect(organizer.getByRole('link', { name: organization.name })).toHaveAttribute('href', `/orgs/${organization.slug}`);

    // Two volunteers join; the event then ends (moved back in the database: the server refuses past dates).
    for (const volunteer of volunteers) await joinThroughApi(volunteer.request, eventId);

    // The co-organizer finds it in Manage my events, filtered by the organization, and edits it.
    await signInAs(page, coOrganizer.account);
    const ownOwn = await createEventThroughApi(page.request, { title: `Rakib's Own Cleanup ${tag}` });
    await page.goto('/manage-events');
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, ownOwn.title)).toBeVisible();
    await field(page, text.organizationFilter).selectOption({ label: organization.name });
    await expect(page).toHaveURL(new RegExp(`organization=${organization.id}`));
    await expect(card(page, ownOwn.title)).toHaveCount(0);
    const managed = card(page, title);
    await expect(managed.getByRole('link', { name: organization.name })).toBeVisible();

    await managed.getByRole('button', { name: `${manageEventsTexts.edit} ${title}`, exact: true }).click();
    const modal = page.getByRole('dialog', { name: eventFormTexts.editTitle });
    // Kept on the organization: "Myself" would hand someone else's event back to them.
    await expect(field(modal, text.publishAs)).toHaveValue(organization.id);
    await expect(field(modal, text.publishAs).getByRole('option')).toHaveText([organization.name]);
    await field(modal, eventFormTexts.volunteersNeeded).fill('20');
    await modal.getByRole('button', { name: eventFormTexts.save }).click();
    await expect(page.getByRole('dialog', { name: eventFormTexts.updatedTitle })).toBeVisible();
    await page.getByRole('button', { name: manageEventsTexts.ok, exact: true }).click();
    expect(await dbQuery('select organization_id, volunteers_needed from events where id = $1', [eventId])).toEqual([
      { organization_id: organization.id, volunteers_needed: 20 },
    ]);

    // After the event has ended, the co-organizer marks a no-show.
    await moveEventStart(eventId, new Date(Date.now() - 3 * HOUR_MS), { durationMinutes: 120 });
    await page.reload();
    await card(page, title)
      .getByRole('button', { name: `${manageEventsTexts.more} ${title}`, exact: true })
      .click();
    await page.getByRole('button', { name: `${attendanceTexts.button} ${title}` }).click();
    const attendance = page.getByRole('dialog', { name: attendanceTexts.title(title) });
    const absent = attendance.getByRole('checkbox', { name: attendanceTexts.presentFor(volunteers[1]!.account.name) });
    await expect(absent).toBeChecked();
    await absent.uncheck();
    await attendance.getByRole('button', { name: attendanceTexts.save }).click();
    await expect(attendance.getByRole('status')).toHaveText(attendanceTexts.saved);
    const rows = await dbQuery<{ email: string; attended: boolean }>(
      'select u.email, p.attended from participations p join "user" u on u.id = p.user_id where p.event_id = $1',
      [eventId],
    );
    expect(Object.fromEntries(rows.map((row) => [row.email, row.attended]))).toEqual({
      [volunteers[0]!.account.email]: true,
      [volunteers[1]!.account.email]: false,
    });

    // The group's impact on its page, for its members: one event of two hours, one of two volunteers there.
    await page.goto(`/orgs/${organization.slug}`);
    const impact = page.getByRole('region', { name: organizationsTexts.impactHeading });
    const figure = (label: string) => impact.getByText(label, { exact: true }).locator('xpath=..');
    await expect(figure(organizationsTexts.eventsRun)).toHaveText(`${organizationsTexts.eventsRun}1`);
    await expect(figure(organizationsTexts.attendanceRate)).toHaveText(`${organizationsTexts.attendanceRate}50%`);
    await expect(figure(organizationsTexts.hoursGiven)).toHaveText(`${organizationsTexts.hoursGiven}2`);
    await expect(figure(organizationsTexts.volunteersReached)).toHaveText(`${organizationsTexts.volunteersReached}1`);
    const perVolunteer = impact.getByRole('table', { name: organizationsTexts.volunteersHeading });
    await expect(perVolunteer.getByRole('row')).toHaveCount(2);
    await expect(perVolunteer.getByRole('row').nth(1)).toContainText(volunteers[0]!.account.email);
    const file = page.waitForEvent('download');
    await impact.getByRole('button', { name: organizationsTexts.downloadVolunteersCsv }).click();
    expect((await file).suggestedFilename()).toMatch(/\.csv$/);
    // The report as a PDF, in the page's language (decision 059).
    const report = page.waitForEvent('download');
    await impact.getByRole('button', { name: organizationsTexts.downloadPdf }).click();
    const pdf = await report;
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${organization.slug}-impact-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    expect((await fs.readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoAxeViolations(page);

    // The browser prints the report too. Printed, the page is the report alone.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await impact.getByRole('button', { name: organizationsTexts.printReport }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(impact).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: organization.name })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(impact.getByRole('button', { name: organizationsTexts.printReport })).toBeHidden();
    await expect(page.getByRole('heading', { name: organizationsTexts.upcomingHeading, exact: true })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  } finally {
    await Promise.all([coOrganizer, ...volunteers].map((person) => person.close()));
  }
});

test('a person without organizations publishes as themselves alone; Manage my events has no organization filter', async ({ page }) => {
  await signUp(page);
  // The list of organizations has answered (empty) before the form is judged.
  const mine = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orgs/mine');
  await page.goto('/create-event');
  await expect(field(page, eventFormTexts.title)).toBeVisible();
  // There from the first paint (nothing below it moves when the list arrives), with "Myself" alone.
  await expect(field(page, text.publishAs)).toHaveValue('');
  await mine;
  await expect(field(page, text.publishAs).getByRole('option')).toHaveText([text.myself]);
  await page.goto('/manage-events');
  await expect(page.getByRole('heading', { name: manageEventsTexts.emptyTitle })).toBeVisible();
  await expect(field(page, text.organizationFilter)).toHaveCount(0);
});

test('Following on Upcoming events lists only the followed organizations’ events, kept in the address; hidden when signed out', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const owner = await secondPerson(browser, baseURL!, 'Sadia Islam');
  try {
    const organization = await createOrganization(owner.request, `Dhaka Readers ${tag}`);
    const ofOrganization = await createEventThroughApi(owner.request, { title: `Book Drive ${tag}`, organizationId: organization.id });
    const personal = await createEventThroughApi(owner.request, { title: `Street Library ${tag}` });

    // Signed out: no Following, whatever the address says.
    await page.goto(`/upcoming-events?q=${tag}&following=true`);
    await expect(page.getByRole('button', { name: text.following })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(2);

    // Following nothing yet: an empty state that says to follow organizations.
    await signUp(page);
    await page.goto('/upcoming-events');
    const following = page.getByRole('button', { name: text.following });
    await expect(following).toHaveAttribute('aria-pressed', 'false');
    await following.click();
    await expect(page).toHaveURL(/following=true/);
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: text.noFollowingTitle })).toBeVisible();
    await expect(page.getByText(text.noFollowingBody)).toBeVisible();

    // Following the organization: its events only, this one organization's the only one followed.
    const followed = await page.request.put(`/api/orgs/${organization.slug}/follow`, { headers: { authorization: await bearer(page.request) } });
    expect(followed.status(), await followed.text()).toBe(200);
    await page.reload();
    await expect(page.getByRole('button', { name: text.following })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, ofOrganization.title).getByRole('link', { name: organization.name })).toHaveAttribute('href', `/orgs/${organization.slug}`);
    await expect(page.getByRole('article')).toHaveCount(1);

    // With a search too; off again, every event, and the address forgets it.
    await page.goto(`/upcoming-events?q=${tag}&following=true`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, personal.title)).toHaveCount(0);
    await page.getByRole('button', { name: text.following }).click();
    await expect(page).not.toHaveURL(/following=/);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(card(page, personal.title)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
  } finally {
    await owner.close();
  }
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`Publish as, the organization filter, Following and the organization on cards and the event page have no axe violations in ${theme} at ${width}px`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await useTheme(page, theme);
      await stubMapFrame(page);
      const tag = uniqueTag();
      await signUp(page);
      const organization = await createOrganization(page.request, `Axe Society ${tag}`);
      const event = await createEventThroughApi(page.request, { title: `Axe Cleanup ${tag}`, organizationId: organization.id });

      await page.goto('/create-event');
      await expect(field(page, text.publishAs)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page);

      await page.goto(`/manage-events?organization=${organization.id}`);
      await expect(card(page, event.title)).toBeVisible();
      await expect(field(page, text.organizationFilter)).toHaveValue(organization.id);
      await expectNoAxeViolations(page);

      await page.goto(`/events/${event._id}`);
      await expect(page.getByRole('region', { name: eventDetailsMessages.organizer }).getByRole('link', { name: organization.name })).toBeVisible();
      await expectNoAxeViolations(page);

      // Following nothing yet: the empty state; then the organization's card.
      await page.goto('/upcoming-events?following=true');
      await expect(page.getByRole('heading', { name: text.noFollowingTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      const followed = await page.request.put(`/api/orgs/${organization.slug}/follow`, { headers: { authorization: await bearer(page.request) } });
      expect(followed.status(), await followed.text()).toBe(200);
      await page.reload();
      await expect(card(page, event.title)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
