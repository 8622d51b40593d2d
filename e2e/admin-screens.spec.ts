// Issue 16, the admin screens: admins make and remove moderators by e-mail address with a reason,
// moderators and admins read the audit log (who, what, when, why), and participants report the
// organizer behind an announcement.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { adminTexts } from '@volunteering/shared/texts/admin';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { validationMessages } from '@volunteering/shared/texts/validation';
import bnAdmin from '../packages/shared/src/texts/bn/admin.json' with { type: 'json' };
import {
  AFTER_RETRIES,
  AXE_WIDTHS,
  TIMED,
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
  type TestAccount,
  person,
  expectTimeAgo,
} from './fixtures.ts';

const setRole = (email: string, role: 'member' | 'moderator' | 'admin') => dbQuery(`update "user" set role = $2 where email = $1`, [email, role]);

/** An admin's role change through the API, as the screen makes it. */
async function changeRoleThroughApi(request: APIRequestContext, userId: string, role: 'member' | 'moderator', reason: string) {
  const res = await request.put(`/api/admin/users/${userId}/role`, { headers: { authorization: await bearer(request) }, data: { role, reason } });
  expect(res.status(), await res.text()).toBe(200);
}

const userIdOf = async (email: string) => (await dbQuery<{ id: string }>('select id from "user" where email = $1', [email]))[0]!.id;
const adminNav = (page: Page) => page.getByRole('navigation', { name: adminTexts.navLabel });
const staffRow = (page: Page, email: string) => page.getByRole('region', { name: adminTexts.listHeading }).getByRole('listitem').filter({ hasText: email });
const auditLine = (page: Page, reason: string) => page.getByRole('article').filter({ hasText: reason });

test.describe('an admin and the moderators', () => {
  // The unknown address is a 404 the screen expects and shows.
  test.use({ expectedFailures: ['/api/admin/users'], timezoneId: 'Asia/Dhaka' });

  test('an admin makes a moderator by e-mail with a reason; the audit log says who, what, when and why; the moderator reads it but cannot choose moderators', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const tag = uniqueTag();
    const helper = await person(browser, baseURL!, `Rafi Ahmed ${tag}`, { timezoneId: 'Asia/Dhaka' });
    const admin = await signUp(page, { name: `Anika Admin ${tag}` });
    await setRole(admin.email, 'admin');

    // From the open reports to the moderators' screen, by the nav under the header.
    await page.goto('/admin');
    await adminNav(page).getByRole('link', { name: adminTexts.navStaff }).click();
    await expect(page.getByRole('heading', { level: 1, name: adminTexts.staffHeading })).toBeVisible();
    await expect(adminNav(page).getByRole('link', { name: adminTexts.navStaff })).toHaveAttribute('aria-current', 'page');
    await expect(staffRow(page, admin.email)).toContainText(adminTexts.roles.admin);
    await expect(staffRow(page, admin.email).getByRole('button')).toHaveCount(0);

    const email = page.getByRole('textbox', { name: adminTexts.emailLabel });
    const make = page.getByRole('button', { name: adminTexts.makeModerator });
    await email.fill('not an address');
    await make.click();
    await expect(email).toHaveAccessibleDescription(new RegExp(validationMessages.email));
    await email.fill(`nobody-${tag}@example.com`);
    await make.click();
    await expect(email).toHaveAccessibleDescription(new RegExp(adminTexts.noSuchAccount));
    await email.fill(admin.email);
    await make.click();
    await expect(page.getByText(adminTexts.alreadyAdmin(admin.name))).toBeVisible();

    // Any case and spaces: the address is found as it was signed up.
    await email.fill(`  ${helper.account.email.toUpperCase()} `);
    await make.click();
    const dialog = page.getByRole('dialog', { name: adminTexts.makeTitle(helper.account.name) });
    await expect(dialog).toContainText(adminTexts.makeBody(helper.account.email));
    await dialog.getByRole('button', { name: adminTexts.makeModerator }).click();
    const reasonBox = dialog.getByRole('textbox', { name: moderationTexts.dismissReason });
    await expect(reasonBox).toHaveAccessibleDescription(moderationTexts.giveReason);
    const reason = `Runs the Mirpur chapter ${tag} and knows the organizers.`;
    await reasonBox.fill(reason);
    await dialog.getByRole('button', { name: adminTexts.makeModerator }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: adminTexts.madeModerator(helper.account.name) })).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('');
    const row = staffRow(page, helper.account.email);
    await expect(row).toContainText(helper.account.name);
    await expect(row).toContainText(adminTexts.roles.moderator);
    await expect(row.getByRole('button', { name: adminTexts.removeLabel(helper.account.name) })).toBeVisible();
    const [stored] = await dbQuery<{ action: string; reason: string; actor_name: string; target_name: string; created_at: Date }>(
      'select action, reason, actor_name, target_name, created_at from audit_log where target_id = $1',
      [await userIdOf(helper.account.email)],
    );
    expect(stored).toMatchObject({ action: 'grantModerator', reason, actor_name: admin.name, target_name: helper.account.name });

    // The audit log: what, about whom, by whom, why, and when in the reader's zone with its label.
    await adminNav(page).getByRole('link', { name: adminTexts.navAudit }).click();
    await expect(page.getByRole('heading', { level: 1, name: adminTexts.auditHeading })).toBeVisible();
    const line = auditLine(page, reason);
    await expect(line.getByRole('heading', { name: adminTexts.actions.grantModerator })).toBeVisible();
    await expect(line).toContainText(`${moderationTexts.userTarget} · ${helper.account.name}`);
    await expect(line).toContainText(adminTexts.person(admin.name, admin.email));
    const at = await line.locator('time').getAttribute('datetime');
    expect(at).toBe(stored!.created_at.toISOString());
    await expect(line.locator('time')).toHaveText(formatEventDateTime(at!, 'Asia/Dhaka'));
    await expect(line.locator('time')).toContainText('GMT+6');

    // The new moderator: the menu leads to the reports; the audit log is theirs to read, the moderators' screen is not.
    const moderatorPage = helper.page;
    const adminCalls: string[] = [];
    moderatorPage.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/admin/staff') || pathname.startsWith('/api/admin/users')) adminCalls.push(pathname);
    });
    await moderatorPage.goto('/');
    await moderatorPage.getByRole('button', { name: frameTexts.accountMenuFor(helper.account.name) }).click();
    await moderatorPage.getByRole('link', { name: frameTexts.moderation }).click();
    await expect(moderatorPage.getByRole('heading', { level: 1, name: moderationTexts.heading })).toBeVisible();
    await expect(adminNav(moderatorPage).getByRole('link')).toHaveText([adminTexts.navReports, adminTexts.navAudit]);
    await adminNav(moderatorPage).getByRole('link', { name: adminTexts.navAudit }).click();
    await expect(auditLine(moderatorPage, reason)).toContainText(adminTexts.person(admin.name, admin.email));
    await moderatorPage.goto('/admin/staff');
    await expect(moderatorPage.getByText(adminTexts.adminsOnlyNote)).toBeVisible();
    await expect(moderatorPage.getByRole('textbox', { name: adminTexts.emailLabel })).toHaveCount(0);
    await expect(moderatorPage.getByRole('button', { name: adminTexts.makeModerator })).toHaveCount(0);
    await expect(moderatorPage.getByRole('button', { name: adminTexts.removeModerator })).toHaveCount(0);
    // Still signed in: the page never asked the admins' API, whose 403 would have signed them out.
    await expect(moderatorPage.getByRole('button', { name: frameTexts.accountMenuFor(helper.account.name) })).toBeVisible();
    expect(adminCalls).toEqual([]);
    expect(helper.problems).toEqual([]);
    await moderatorPage.context().close();
  });

  test('an admin removes a moderator with a reason: gone from the list, in the audit log', async ({ page, browser, baseURL }) => {
    const tag = uniqueTag();
    const admin = await signUp(page, { name: `Anika Admin ${tag}` });
    await setRole(admin.email, 'admin');
    const { page: otherPage, account: moderator } = await person(browser, baseURL!, `Mina Moderator ${tag}`, { timezoneId: 'Asia/Dhaka' });
    await otherPage.context().close();
    await setRole(moderator.email, 'moderator');

    await page.goto('/admin/staff');
    const row = staffRow(page, moderator.email);
    await row.getByRole('button', { name: adminTexts.removeLabel(moderator.name) }).click();
    const dialog = page.getByRole('dialog', { name: adminTexts.removeTitle(moderator.name) });
    await expect(dialog).toContainText(adminTexts.removeBody);
    await dialog.getByRole('button', { name: adminTexts.removeModerator }).click();
    await expect(dialog.getByRole('textbox', { name: moderationTexts.dismissReason })).toHaveAccessibleDescription(moderationTexts.giveReason);
    await dialog.getByRole('button', { name: moderationTexts.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: adminTexts.removeLabel(moderator.name) })).toBeFocused();

    await row.getByRole('button', { name: adminTexts.removeLabel(moderator.name) }).click();
    const reason = `Stepped down for exams ${tag}.`;
    await dialog.getByRole('textbox', { name: moderationTexts.dismissReason }).fill(reason);
    await dialog.getByRole('button', { name: adminTexts.removeModerator }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: adminTexts.removed(moderator.name) })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: adminTexts.listHeading })).toBeFocused();
    expect(await dbQuery('select role from "user" where email = $1', [moderator.email])).toEqual([{ role: 'member' }]);

    await page.goto('/admin/audit');
    const line = auditLine(page, reason);
    await expect(line.getByRole('heading', { name: adminTexts.actions.revokeModerator })).toBeVisible();
    await expect(line).toContainText(`${moderationTexts.userTarget} · ${moderator.name}`);
    await expect(line).toContainText(adminTexts.person(admin.name, admin.email));
  });
});

test("a member reads who the screens are for, with no nav and no call to the admins' API", async ({ page }) => {
  const member = await signUp(page);
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/')) adminCalls.push(request.url());
  });
  for (const path of ['/admin/audit', '/admin/staff']) {
    await page.goto(path);
    await expect(page.getByText(moderationTexts.notStaff)).toBeVisible();
    await expect(adminNav(page)).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: frameTexts.accountMenuFor(member.name) })).toBeVisible();
  expect(adminCalls).toEqual([]);
});

test.describe('the audit log when there is nothing, or it cannot be read', () => {
  test.use({ expectedFailures: ['/api/admin/audit'] });

  test('says so, and tries again', { tag: TIMED }, async ({ page }) => {
    const moderator = await signUp(page);
    await setRole(moderator.email, 'moderator');
    await page.route('**/api/admin/audit', (route) => route.fulfill({ json: [] }));
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: adminTexts.auditEmptyTitle })).toBeVisible();
    await expect(page.getByText(adminTexts.auditEmptyBody)).toBeVisible();

    await page.unroute('**/api/admin/audit');
    await page.route('**/api/admin/audit', (route) => route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } }));
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: adminTexts.auditLoadError });
    await expect(alert).toBeVisible(AFTER_RETRIES);
    await page.unroute('**/api/admin/audit');
    await alert.getByRole('button').click();
    // The real log: its lines, or none yet on a fresh database.
    const lines = page.getByRole('main').getByRole('article');
    await expect(lines.or(page.getByRole('heading', { name: adminTexts.auditEmptyTitle })).first()).toBeVisible(AFTER_RETRIES);
  });
});

test('a participant reports the organizer behind an announcement; moderators find the report on /admin', async ({ page, browser, baseURL }) => {
  test.slow();
  const tag = uniqueTag();
  const organizer = await person(browser, baseURL!, `Omar Organizer ${tag}`, { timezoneId: 'Asia/Dhaka' });
  const event = await createEventThroughApi(organizer.page.request, { organizer: `Dhaka Helpers ${tag}` });
  const participant: TestAccount = await signUp(page, { name: `Priya Participant ${tag}` });
  await stubMapFrame(page);
  await joinThroughApi(page.request, event._id);
  const posted = await organizer.page.request.post(`/api/events/${event._id}/announcements`, {
    headers: { authorization: await bearer(organizer.page.request) },
    data: { message: `Send the fee by bKash before Friday ${tag}.` },
  });
  expect(posted.status()).toBe(201);

  // The organizer sees no Report on their own announcement.
  await organizer.page.goto(`/events/${event._id}`);
  const ownSection = organizer.page.getByRole('region', { name: announcementsTexts.heading });
  await expect(ownSection.getByText(`Send the fee by bKash before Friday ${tag}.`)).toBeVisible();
  await expect(ownSection.getByRole('button', { name: announcementsTexts.reportAnnouncementLabel })).toHaveCount(0);

  await page.goto(`/events/${event._id}`);
  const section = page.getByRole('region', { name: announcementsTexts.heading });
  const item = section.getByRole('listitem').filter({ hasText: `Send the fee by bKash before Friday ${tag}.` });
  await item.getByRole('button', { name: announcementsTexts.reportAnnouncementLabel }).click();
  const dialog = page.getByRole('dialog', { name: moderationTexts.reportTitle(announcementsTexts.announcementAuthor(event.organizer)) });
  await dialog.getByRole('radio', { name: moderationTexts.reasons.scam }).check();
  await dialog.getByLabel(moderationTexts.details).fill(`Asks for money in an announcement ${tag}.`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: moderationTexts.sendReport }).click();
  await expect(dialog.getByRole('status')).toHaveText(moderationTexts.reported);
  await dialog.getByRole('button', { name: moderationTexts.close }).click();
  await expect(dialog).toBeHidden();
  expect(await dbQuery('select target_type, target_id, reason from reports where reporter_id = $1', [await userIdOf(participant.email)])).toEqual([
    { target_type: 'user', target_id: await userIdOf(organizer.account.email), reason: 'scam' },
  ]);

  const moderator = await person(browser, baseURL!, `Mina Moderator ${tag}`, { timezoneId: 'Asia/Dhaka' });
  await setRole(moderator.account.email, 'moderator');
  await moderator.page.goto('/admin');
  const card = moderator.page.getByRole('article', { name: organizer.account.name });
  await expect(card).toContainText(moderationTexts.userTarget);
  await expect(card).toContainText(`Asks for money in an announcement ${tag}.`);
  await expect(card).toContainText(moderationTexts.reportedBy(participant.name, participant.email));
  // When it was reported, how long ago; the list says its times are the moderator's zone's.
  const [report] = await dbQuery<{ created_at: Date }>('select created_at from reports where reporter_id = $1', [await userIdOf(participant.email)]);
  await expectTimeAgo(card.locator('time'), report!.created_at.toISOString());
  await expect(moderator.page.getByText(moderationTexts.timesInZone('GMT+6'), { exact: true })).toBeVisible();
  expect([organizer.problems, moderator.problems]).toEqual([[], []]);
  await organizer.page.context().close();
  await moderator.page.context().close();
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dim'] as const) {
    for (const width of AXE_WIDTHS[theme]) {
      test(`the audit log and the moderators' screen have no axe violations in ${theme} at ${width}px`, async ({ page, browser, baseURL }) => {
        test.slow();
        const tag = uniqueTag();
        await page.setViewportSize({ width, height: 800 });
        await useTheme(page, theme);
        const admin = await signUp(page, { name: `Axe Admin ${tag}` });
        await setRole(admin.email, 'admin');
        const helper = await person(browser, baseURL!, `Axe Helper ${tag}`, { timezoneId: 'Asia/Dhaka' });
        await changeRoleThroughApi(
          page.request,
          await userIdOf(helper.account.email),
          'moderator',
          `Axe check ${tag}: a reason long enough to wrap on a phone's narrow screen.`,
        );

        await page.goto('/admin/staff');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const row = staffRow(page, helper.account.email);
        await expect(row).toBeVisible();
        await expectNoAxeViolations(page);
        await row.getByRole('button', { name: adminTexts.removeLabel(helper.account.name) }).click();
        const dialog = page.getByRole('dialog', { name: adminTexts.removeTitle(helper.account.name) });
        await dialog.getByRole('button', { name: adminTexts.removeModerator }).click();
        await expect(dialog.getByText(moderationTexts.giveReason)).toBeVisible();
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: moderationTexts.cancel }).click();

        await page.goto('/admin/audit');
        await expect(auditLine(page, `Axe check ${tag}`)).toBeVisible();
        await expectNoAxeViolations(page);

        await helper.page.setViewportSize({ width, height: 800 });
        await useTheme(helper.page, theme);
        await helper.page.goto('/admin/staff');
        await expect(helper.page.getByText(adminTexts.adminsOnlyNote)).toBeVisible();
        await expectNoAxeViolations(helper.page);
        await helper.page.context().close();
      });
    }
  }
});

test.describe('in Bangla on a phone', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 360, height: 740 } });

  test('the screens and the nav read in Bangla', async ({ page }) => {
    const admin = await signUp(page);
    await setRole(admin.email, 'admin');
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: bnAdmin.staffHeading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: bnAdmin.navLabel }).getByRole('link')).toHaveText([
      bnAdmin.navReports,
      bnAdmin.navAudit,
      bnAdmin.navStaff,
    ]);
    await expect(page.getByRole('button', { name: bnAdmin.makeModerator })).toBeVisible();
    await expect(page.getByRole('heading', { name: bnAdmin.listHeading })).toBeVisible();
    await page.getByRole('navigation', { name: bnAdmin.navLabel }).getByRole('link', { name: bnAdmin.navAudit }).click();
    await expect(page.getByRole('heading', { level: 1, name: bnAdmin.auditHeading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
