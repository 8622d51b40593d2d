// Issue 15: every word on every screen comes from the page's language. The site is walked in Bangla,
// signed out and signed in, and every text a person sees or hears (text, accessible names, titles,
// placeholders, options, the page title) is read: after taking out what people wrote (events,
// names, e-mails, links) and the few names that stay as they are, no Latin letter may be left. In
// English, no Bangla letter may show. A text written into a screen instead of a catalog fails it.
import type { Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { LANGUAGE_NAMES } from '@volunteering/shared/i18n/languages';
import { PAGES, pagePath } from '@volunteering/shared/pages';
import { bearer, createEventThroughApi, expect, joinThroughApi, signUp, test, uniqueTag, type TestAccount } from './fixtures.ts';

/** Names that are the same in every language: the product, brands, formats and identifiers. */
const SAME_IN_EVERY_LANGUAGE = [
  'Volunteer Hub',
  LANGUAGE_NAMES.en,
  LANGUAGE_NAMES.bn,
  'Google',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'Google Calendar',
  'Google Maps',
  'OpenStreetMap',
  'Apple Calendar',
  'Outlook',
  '.ics',
  'IP',
  'X (Twitter)',
  'JSON',
  'CSV',
  'URL',
  'https://',
  'YYYY-MM-DD',
  'Content-Type: application/json',
  'a–z',
  'A–Z',
  'GMT',
  'UTC',
  // Picture formats and sizes (issue 17).
  'JPEG',
  'PNG',
  'WebP',
  'AVIF',
  'HEIC',
  'MB',
];
const LINKS = /\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** IANA zone names (Asia/Dhaka, Africa/Dar es Salaam), which the time zone list shows with their labels ("(IST)", "(GMT +৬)"). */
const ZONE_NAMES = /\b[A-Z][A-Za-z_]+(\/[A-Za-z_ -]+?)+ \([^)]*\)$/g;

/** Every text a person meets on the page: visible text, accessible names and descriptions, options, the title. */
async function textsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    // Code to copy as it is (translate="no") is in no language.
    const skipped = (element: Element | null) => !!element?.closest('script, style, noscript, template, svg, [translate="no"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || skipped(parent)) continue;
      if (parent.tagName === 'OPTION' || parent.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) texts.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription], [aria-valuetext]')) {
      if (skipped(element) && element.tagName.toLowerCase() !== 'svg') continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** What people wrote, which stays in their words: the events' content (the soonest, and the account's), the account's name and e-mail. */
async function peoplesWords(page: Page, account?: TestAccount, eventIds: string[] = []): Promise<string[]> {
  const events = (await (await page.request.get('/api/events?limit=100')).json()) as VolunteerEvent[];
  for (const id of eventIds) events.push((await (await page.request.get(`/api/events/${id}`)).json()) as VolunteerEvent);
  const words = events.flatMap((event) => [
    event.title,
    event.description,
    event.location,
    event.organizer,
    event.addedBy,
    ...(event.highlights ?? []).flatMap((highlight) => [highlight.title, highlight.desc]),
    ...(event.faqs ?? []).flatMap((faq) => [faq.q, faq.a]),
    event.organization?.name ?? '',
  ]);
  // The organizations the account is in, as their people wrote them (issue 18).
  const organizations: { name: string; description: string; city: string }[] = account
    ? ((await (await page.request.get('/api/orgs/mine', { headers: { authorization: await bearer(page.request) } })).json()) as {
        name: string;
        description: string;
        city: string;
      }[])
    : [];
  // With its initials where it has no logo: the first letters of the first and last words of its name.
  const initials = (name: string) => {
    const words = name.trim().split(/\s+/);
    return `${Array.from(words[0] ?? '')[0] ?? ''}${words.length > 1 ? (Array.from(words.at(-1)!)[0] ?? '') : ''}`.toLocaleUpperCase();
  };
  // And those the directory lists (decision 055): its first pages, wider than the one on screen, as other tests add theirs meanwhile.
  for (let listed = 1; listed <= 3; listed++) {
    const answer = await page.request.get(`/api/orgs?page=${listed}`);
    organizations.push(...((await answer.json()) as { name: string; city: string }[]).map((organization) => ({ ...organization, description: '' })));
  }
  const organizationWords = organizations.flatMap((organization) => [
    organization.name,
    organization.description,
    organization.city,
    initials(organization.name),
  ]);
  return [...words, ...organizationWords, ...(account ? [account.name, account.email] : [])].filter(Boolean).sort((a, b) => b.length - a.length);
}

/** The texts that still hold a letter of the other script once people's words and shared names are taken out. */
function foreign(texts: string[], allowed: string[], letters: RegExp): string[] {
  return texts.filter((text) => {
    let rest = text.replace(LINKS, ' ').replace(ZONE_NAMES, ' ');
    // Longest first: "Google Calendar" before "Google".
    for (const words of [...allowed, ...SAME_IN_EVERY_LANGUAGE].sort((x, y) => y.length - x.length)) rest = rest.split(words).join(' ');
    return letters.test(rest);
  });
}

const LATIN = /[A-Za-z]/;
const BENGALI = /[\u0980-\u09FF]/;

async function expectOneLanguage(page: Page, path: string, letters: RegExp, account?: TestAccount, eventIds: string[] = []) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Skeletons and "loading" give way to the page's own state first.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const allowed = await peoplesWords(page, account, eventIds);
  expect.soft(foreign(await textsOn(page), allowed, letters), `${path}: texts in the other language`).toEqual([]);
}

const PUBLIC = [
  PAGES.home.path,
  PAGES.upcomingEvents.path,
  PAGES.organizationDirectory.path,
  PAGES.about.path,
  PAGES.privacy.path,
  PAGES.terms.path,
  PAGES.contact.path,
  '/no-such-page',
];
const SIGN_IN = [PAGES.login.path, PAGES.register.path, PAGES.forgotPassword.path, PAGES.resetPassword.path];
const SIGNED_IN = [PAGES.createEvent.path, PAGES.manageEvents.path, PAGES.joinedEvents.path, PAGES.myImpact.path, PAGES.profile.path];

/**
 * An account with an event of its own (which it also joined), written in Bangla, and one other event
 * joined; it owns an organization (written in Bangla too) that publishes its own event.
 */
async function volunteerWithEvents(page: Page): Promise<{ account: TestAccount; own: string; joined: string; organization: string }> {
  const account = await signUp(page, { name: `Nusrat ${uniqueTag()}` });
  const organization = await page.request.post('/api/orgs', {
    headers: { authorization: await bearer(page.request) },
    data: { name: `সবুজ ঢাকা ক্লাব ${uniqueTag()}`, slug: `sobuj-${uniqueTag()}`, description: 'প্রতি মাসে ক্যাম্পাসে গাছ লাগাই।', city: 'ঢাকা' },
  });
  expect(organization.status(), await organization.text()).toBe(201);
  const { id: organizationId, slug } = (await organization.json()) as { id: string; slug: string };
  const inBangla = { description: 'নদীর পাড় পরিষ্কার করব, সবাই মিলে।', location: 'হাতিরঝিল, ঢাকা', organizer: account.name };
  const own = (await createEventThroughApi(page.request, { ...inBangla, organizationId, title: `নদী পরিষ্কার ${uniqueTag()}` }))._id;
  const joined = (await createEventThroughApi(page.request, { ...inBangla, title: `বৃক্ষরোপণ ${uniqueTag()}` }))._id;
  for (const id of [own, joined]) await joinThroughApi(page.request, id);
  return { account, own, joined, organization: slug };
}

/** An organization's pages as its owner sees them (issue 18). */
const organizationPages = (slug: string) => [
  PAGES.myOrganizations.path,
  PAGES.createOrganization.path,
  pagePath('organization', { slug }),
  pagePath('organizationMembers', { slug }),
];

test.describe('in Bangla', () => {
  test.use({ locale: 'bn-BD' });

  test('the public pages and the sign-in screens have no English word of ours', async ({ page }) => {
    // A dozen pages, each read whole once settled.
    test.slow();
    const events = (await (await page.request.get('/api/events?limit=1')).json()) as VolunteerEvent[];
    const paths = [...PUBLIC, ...SIGN_IN, ...events.map((event) => pagePath('eventDetails', { id: event._id }))];
    for (const path of paths) await expectOneLanguage(page, path, LATIN);
  });

  test("a volunteer's own pages have no English word of ours", async ({ page }) => {
    test.slow();
    const { account, own, joined, organization } = await volunteerWithEvents(page);
    for (const path of [...SIGNED_IN, ...organizationPages(organization), pagePath('eventDetails', { id: own }), pagePath('eventDetails', { id: joined })]) {
      await expectOneLanguage(page, path, LATIN, account, [own, joined]);
    }
  });
});

test.describe('in English', () => {
  test('no page shows a Bangla word of ours', async ({ page }) => {
    test.slow();
    const { account, own, organization } = await volunteerWithEvents(page);
    // The volunteer's own event and organization are written in Bangla: they are theirs, and stay so.
    for (const path of [...PUBLIC, ...SIGNED_IN, ...organizationPages(organization), pagePath('eventDetails', { id: own })]) {
      await expectOneLanguage(page, path, BENGALI, account, [own]);
    }
    // The switch names Bangla in Bangla, and only it.
    await expect(page.getByRole('banner').getByRole('button', { name: LANGUAGE_NAMES.bn })).toBeVisible();
  });
});
