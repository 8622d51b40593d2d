// Issue 37, item 8 (decision 055): the public directory of organizations at /orgs. A visitor finds it
// drawn by the server (the names in the HTML before any script), searches by a city and sees the
// matching organization and not another, logs in to follow it and comes back to the same search,
// where it shows as Following; empty, failed and signed-in states; axe in both themes.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Organization } from '@volunteering/shared/organization-schemas';
import { PAGES } from '@volunteering/shared/pages';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { organizationDirectoryTexts as t } from '@volunteering/shared/texts/organization-directory';
import { organizationEventsTexts } from '@volunteering/shared/texts/organization-events';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { EMPTY_ORIGIN } from './playwright.config.ts';
import {
  AFTER_RETRIES,
  AXE_WIDTHS,
  bearer,
  createEventThroughApi,
  expect,
  expectNoAxeViolations,
  openBeforeScripts,
  renderInBrowser,
  signUp,
  test,
  uniqueTag,
  useTheme,
} from './fixtures.ts';

async function createOrganization(request: APIRequestContext, name: string, city: string): Promise<Organization> {
  const res = await request.post('/api/orgs', { headers: { authorization: await bearer(request) }, data: { name, city } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Organization;
}

/** Two organizations in two cities, both named with `tag`, made by someone else; the first has an upcoming event. */
async function twoOrganizations(browser: Browser, baseURL: string, tag: string) {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  await signUp(owner, { name: 'Sadia Islam' });
  const noakhali = await createOrganization(owner.request, `Shapla Volunteers ${tag}`, `Noakhali ${tag}`);
  const sylhet = await createOrganization(owner.request, `Tea Garden Helpers ${tag}`, `Sylhet ${tag}`);
  await createEventThroughApi(owner.request, { organizationId: noakhali.id });
  await context.close();
  return { noakhali, sylhet };
}

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

test('a visitor finds an organization by its city on the page the server drew, logs in to follow it and comes back to it Following', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const { noakhali, sylhet } = await twoOrganizations(browser, baseURL!, tag);
  const account = await signUp(page, { name: 'Tanvir Hasan' });
  await page.context().clearCookies();

  // Drawn by the server: both names in the HTML, and on screen before any script runs.
  const html = await (await page.request.get(`${PAGES.organizationDirectory.path}?q=${tag}`)).text();
  expect(html).toContain(`<title>${t.pageTitle}</title>`);
  expect(html).toContain(noakhali.name);
  expect(html).toContain(sylhet.name);
  const early = await openBeforeScripts(browser, baseURL!, `${PAGES.organizationDirectory.path}?q=${encodeURIComponent(`noakhali ${tag}`)}`);
  await expect(early.page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(early.page.getByRole('link', { name: noakhali.name, exact: true })).toBeVisible();
  await expect(early.page.getByRole('link', { name: sylhet.name, exact: true })).toHaveCount(0);
  await early.hydrate();
  await expect(early.page.getByRole('link', { name: noakhali.name, exact: true })).toHaveAttribute('href', `/orgs/${noakhali.slug}`);
  await early.context.close();

  // The visitor searches by a city, in other letters' case: the address keeps the search.
  await page.goto(PAGES.organizationDirectory.path);
  await page.getByRole('searchbox', { name: t.searchLabel }).fill(`NOAKHALI ${tag}`);
  await expect(page).toHaveURL(`${PAGES.organizationDirectory.path}?q=NOAKHALI+${tag}`);
  const found = card(page, noakhali.name);
  await expect(found).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.resultCount(1) })).toBeVisible();
  await expect(card(page, sylhet.name)).toHaveCount(0);
  await expect(found).toContainText(`Noakhali ${tag}`);
  await expect(found).toContainText(t.upcomingEvents(1));
  await expect(found).toContainText(t.followers(0));
  await expectNoAxeViolations(page);

  // Following needs an account: the login page, then back to the same search.
  await found.getByRole('link', { name: organizationsTexts.logInToFollowNamed(noakhali.name) }).click();
  await expect(page).toHaveURL(PAGES.login.path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${PAGES.organizationDirectory.path}?q=NOAKHALI+${tag}`);

  const signedIn = card(page, noakhali.name);
  await signedIn.getByRole('button', { name: organizationsTexts.followNamed(noakhali.name) }).click();
  await expect(signedIn.getByRole('button', { name: organizationsTexts.unfollowNamed(noakhali.name) })).toBeVisible();
  await expect(signedIn.getByText(t.following, { exact: true })).toBeVisible();
  await expect(signedIn).toContainText(t.followers(1));
  // The way to one's own organizations, for a signed-in person.
  await expect(page.getByRole('link', { name: t.yourOrganizations })).toHaveAttribute('href', PAGES.myOrganizations.path);
  await expectNoAxeViolations(page);

  // Still Following when the page is drawn again, and its events are under Following on Upcoming events.
  await page.reload();
  await expect(card(page, noakhali.name).getByText(t.following, { exact: true })).toBeVisible();
  const following = await page.request.get('/api/events?following=true', { headers: { authorization: await bearer(page.request) } });
  expect(((await following.json()) as { organization?: { id: string } }[]).map((event) => event.organization?.id)).toEqual([noakhali.id]);
});

test('a search that finds nothing says so and clears; pages move with the address; the footer and Following lead here', async ({ page, browser, baseURL }) => {
  test.slow();
  const tag = uniqueTag();
  const { noakhali } = await twoOrganizations(browser, baseURL!, tag);
  await page.goto(`${PAGES.organizationDirectory.path}?q=nowhere-${tag}`);
  const empty = page.getByRole('region', { name: t.noMatchTitle });
  await expect(empty).toBeVisible();
  await expect(page.getByRole('searchbox', { name: t.searchLabel })).toHaveValue(`nowhere-${tag}`);
  await empty.getByRole('button', { name: t.clearSearch }).click();
  await expect(page).toHaveURL(PAGES.organizationDirectory.path);
  await expect(page.getByRole('searchbox', { name: t.searchLabel })).toHaveValue('');
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first(),
  ).toBeVisible();

  // A page past the end moves to the last one.
  await page.goto(`${PAGES.organizationDirectory.path}?q=${tag}&page=9`);
  await expect(card(page, noakhali.name)).toBeVisible();
  await expect(page).toHaveURL(`${PAGES.organizationDirectory.path}?q=${tag}`);

  // The footer's Explore links here.
  await page.getByRole('contentinfo').getByRole('link', { name: frameTexts.organizations }).click();
  await expect(page).toHaveURL(PAGES.organizationDirectory.path);

  // Following nothing yet on Upcoming events: the way here.
  await signUp(page);
  await page.goto(`${PAGES.upcomingEvents.path}?following=true`);
  await page.getByRole('link', { name: organizationEventsTexts.browseOrganizations }).click();
  await expect(page).toHaveURL(PAGES.organizationDirectory.path);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
});

test.describe('with no organizations', () => {
  test.use({ baseURL: EMPTY_ORIGIN });

  test('the directory says there are none yet, with the way to create one', async ({ page }) => {
    await page.goto(PAGES.organizationDirectory.path);
    const empty = page.getByRole('region', { name: t.noneYetTitle });
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('link', { name: t.createOrganization })).toHaveAttribute('href', PAGES.createOrganization.path);
  });
});

test.describe('a failed load', () => {
  test.use({ expectedFailures: ['/api/orgs'] });

  test('shows the error in place, and Retry recovers', async ({ page }) => {
    await renderInBrowser(page);
    const fail = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route('**/api/orgs?*', fail);
    await page.goto(PAGES.organizationDirectory.path);
    const alert = page.getByRole('alert').filter({ hasText: t.loadFailed });
    await expect(alert).toBeVisible(AFTER_RETRIES);
    await page.unroute('**/api/orgs?*', fail);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /organizations? found/ })).toBeVisible();
  });
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`the directory has no axe violations in ${theme} at ${width}px, signed out and in`, async ({ page, browser, baseURL }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      const tag = uniqueTag();
      const { noakhali } = await twoOrganizations(browser, baseURL!, tag);
      await page.goto(`${PAGES.organizationDirectory.path}?q=${tag}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(card(page, noakhali.name)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${PAGES.organizationDirectory.path}?q=nowhere-${tag}`);
      await expect(page.getByRole('region', { name: t.noMatchTitle })).toBeVisible();
      await expectNoAxeViolations(page);

      await signUp(page);
      await page.goto(`${PAGES.organizationDirectory.path}?q=${tag}`);
      await card(page, noakhali.name)
        .getByRole('button', { name: organizationsTexts.followNamed(noakhali.name) })
        .click();
      await expect(card(page, noakhali.name).getByText(t.following, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
