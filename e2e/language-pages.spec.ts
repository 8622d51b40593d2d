// Issue 15 (decision 031): About, Privacy Policy, Terms of Service, the 404 page, Contact with the
// newsletter form, and Manage my events, in Bangla and in English. Each page comes from the server
// in the visitor's language and reads the same once hydrated; the forms check and answer in it; the
// organizer's dialogs (participants, attendance, delete) speak it, dates and numbers included.
// Every text is read from the texts modules and the bn catalogs, never copied here.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Language } from '@volunteering/shared/i18n/languages';
import type { Participant } from '@volunteering/shared/participant-schemas';
import { aboutTexts } from '@volunteering/shared/texts/about';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { contactPageTexts } from '@volunteering/shared/texts/contact';
import { homeTexts } from '@volunteering/shared/texts/home';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';
import { notFoundTexts } from '@volunteering/shared/texts/not-found';
import { privacyTexts } from '@volunteering/shared/texts/privacy';
import { termsTexts } from '@volunteering/shared/texts/terms';
import { uiTexts } from '@volunteering/shared/texts/ui';
import bnAbout from '../packages/shared/src/texts/bn/about.json' with { type: 'json' };
import bnAttendance from '../packages/shared/src/texts/bn/attendance.json' with { type: 'json' };
import bnContact from '../packages/shared/src/texts/bn/contact.json' with { type: 'json' };
import bnHome from '../packages/shared/src/texts/bn/home.json' with { type: 'json' };
import bnManageEvents from '../packages/shared/src/texts/bn/manage-events.json' with { type: 'json' };
import bnNewsletter from '../packages/shared/src/texts/bn/newsletter.json' with { type: 'json' };
import bnNotFound from '../packages/shared/src/texts/bn/not-found.json' with { type: 'json' };
import bnPrivacy from '../packages/shared/src/texts/bn/privacy.json' with { type: 'json' };
import bnTerms from '../packages/shared/src/texts/bn/terms.json' with { type: 'json' };
import bnUi from '../packages/shared/src/texts/bn/ui.json' with { type: 'json' };
import {
  bearer,
  dbQuery,
  expect,
  expectNoAxeViolations,
  moveEventStart,
  openBeforeScripts,
  signUp,
  slotDaysAhead,
  test,
  uniqueTag,
  useTheme,
  createEventThroughApi,
  signUpConfirmed,
  expectTimeAgo,
} from './fixtures.ts';

const LOCALES = { en: 'en-US', bn: 'bn-BD' } as const satisfies Record<Language, string>;
const ACCEPT_LANGUAGE = { en: 'en-US,en;q=0.9', bn: 'bn-BD,bn;q=0.9' } as const satisfies Record<Language, string>;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A catalog's message with its values in place, as the page writes it: `{0}` as given, `{0, number}`
 * in the language's digits. The catalogs of these screens use no other forms; one that did fails here.
 */
function formatMessage(message: string, values: unknown[], locale: string): string {
  return message.replace(/\{(\d+)(?:, (\w+))?\}/g, (_, index: string, format?: string) => {
    const value = values[Number(index)];
    if (format === 'number') return new Intl.NumberFormat(locale).format(value as number);
    if (format) throw new Error(`a {${index}, ${format}} in "${message}" is not read here`);
    return String(value);
  });
}

/**
 * The texts in `language`: the English object itself, or one of its shape built from the catalog,
 * whose functions give the catalog's message with their values in place.
 */
function textsIn<T extends object>(english: T, catalog: unknown, language: Language): T {
  if (language === 'en') return english;
  const walk = (value: unknown, message: unknown): unknown => {
    if (typeof value === 'string') return message;
    if (typeof value === 'function') return (...values: unknown[]) => formatMessage(message as string, values, LOCALES[language]);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, (message as unknown[])[index]));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, (message as Record<string, unknown>)[key])]));
    }
    return value;
  };
  return walk(english, catalog) as T;
}

function textsOf(language: Language) {
  return {
    about: textsIn(aboutTexts, bnAbout, language),
    privacy: textsIn(privacyTexts, bnPrivacy, language),
    terms: textsIn(termsTexts, bnTerms, language),
    notFound: textsIn(notFoundTexts, bnNotFound, language),
    ui: textsIn(uiTexts, bnUi, language),
    contact: textsIn(contactPageTexts, bnContact, language),
    newsletter: textsIn(newsletterMessages, bnNewsletter, language),
    home: textsIn(homeTexts, bnHome, language),
    manage: textsIn(manageEventsTexts, bnManageEvents, language),
    attendance: textsIn(attendanceTexts, bnAttendance, language),
  };
}
type Texts = ReturnType<typeof textsOf>;

/** The page as the server sends it to a browser that asks for `language`. */
async function served(page: Page, path: string, language: Language) {
  const response = await page.request.get(path, { headers: { 'accept-language': ACCEPT_LANGUAGE[language] } });
  return { status: response.status(), html: await response.text() };
}

/** React writes these characters of a text as entities in HTML. */
const inHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

type ReadingPage = {
  path: string;
  title: string;
  lastUpdated?: string;
  headings: string[];
  /** Sentences with links inside: the whole sentence, and each link's name and address. */
  sentences: { text: string; links: { name: string; href: string }[] }[];
};

function readingPages(t: Texts): ReadingPage[] {
  const { about, privacy, terms } = t;
  return [
    {
      path: '/about',
      title: about.title,
      headings: [about.whatHeading, about.organizersHeading, about.volunteersHeading, about.dataHeading],
      sentences: [
        { text: about.volunteers(about.upcomingEventsLink), links: [{ name: about.upcomingEventsLink, href: '/upcoming-events' }] },
        { text: about.data(about.privacyPolicyLink), links: [{ name: about.privacyPolicyLink, href: '/privacy' }] },
      ],
    },
    {
      path: '/privacy',
      title: privacy.title,
      lastUpdated: privacy.updated,
      headings: [privacy.storeHeading, privacy.whyHeading, privacy.keepHeading, privacy.rightsHeading, privacy.contactHeading],
      sentences: [
        {
          text: privacy.contact('privacy@volunteerhub.org', privacy.contactFormLink),
          links: [
            { name: 'privacy@volunteerhub.org', href: 'mailto:privacy@volunteerhub.org' },
            { name: privacy.contactFormLink, href: '/contact' },
          ],
        },
      ],
    },
    {
      path: '/terms',
      title: terms.title,
      lastUpdated: terms.updated,
      headings: [
        terms.accountHeading,
        terms.publishingHeading,
        terms.joiningHeading,
        terms.notAllowedHeading,
        terms.responsibilityHeading,
        terms.changesHeading,
      ],
      sentences: [
        {
          text: terms.changes(terms.privacyPolicyLink, 'support@volunteerhub.org', terms.contactFormLink),
          links: [
            { name: terms.privacyPolicyLink, href: '/privacy' },
            { name: 'support@volunteerhub.org', href: 'mailto:support@volunteerhub.org' },
            { name: terms.contactFormLink, href: '/contact' },
          ],
        },
      ],
    },
  ];
}

/** The text of the page's main part before its scripts run, and once hydrated: the same. */
async function expectSameOnceHydrated(browser: import('@playwright/test').Browser, baseURL: string, path: string, language: Language) {
  const { context, page, hydrate } = await openBeforeScripts(browser, baseURL, `${path}?lang=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await main.innerText();
  await hydrate();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  expect(await main.innerText()).toBe(before);
  await context.close();
}

/** A volunteer of their own (an API-only context, its own cookies) joins the events. */
async function volunteerJoins(request: APIRequestContext, origin: string, name: string, eventIds: string[]) {
  const email = `vol-${uniqueTag()}@example.com`;
  await signUpConfirmed(request, { name, email, password: 'Secret123', image: 'https://example.com/v.png' }, { origin });
  for (const id of eventIds) {
    const joined = await request.patch(`/api/events/${id}/join`, { headers: { authorization: await bearer(request) }, data: {} });
    expect(joined.status(), await joined.text()).toBe(200);
  }
  return { name, email };
}

const card = (page: Page, title: string): Locator => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const language of ['bn', 'en'] as const) {
  const t = textsOf(language);
  const locale = LOCALES[language];

  test.describe(`in ${language === 'bn' ? 'Bangla' : 'English'}`, () => {
    test.use({ locale, viewport: { width: 1280, height: 900 } });

    test('About, Privacy Policy and Terms come from the server in the language and read the same once hydrated', async ({ page, browser, baseURL }) => {
      test.slow();
      for (const reading of readingPages(t)) {
        const { status, html } = await served(page, reading.path, language);
        expect(status).toBe(200);
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain(`<title>${inHtml(t.ui.documentTitle(reading.title))}</title>`);
        for (const heading of [reading.title, ...reading.headings]) expect(html).toContain(inHtml(heading));

        await page.goto(reading.path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page).toHaveTitle(t.ui.documentTitle(reading.title));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: reading.title })).toBeVisible();
        for (const heading of reading.headings) await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
        if (reading.lastUpdated) {
          // The policies are dated in the language, in its digits.
          const updated = main.getByText(t.ui.lastUpdated(reading.lastUpdated), { exact: true });
          await expect(updated).toBeVisible();
          const day = new Date(Date.UTC(2026, 10, 22));
          for (const part of [{ day: 'numeric' }, { month: 'long' }, { year: 'numeric' }] as const) {
            await expect(updated).toContainText(new Intl.DateTimeFormat(locale, { ...part, timeZone: 'UTC' }).format(day));
          }
        }
        for (const sentence of reading.sentences) {
          await expect(main.locator('p').filter({ hasText: sentence.text })).toHaveText(sentence.text);
          for (const link of sentence.links) await expect(main.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);
        }
        await expectNoAxeViolations(page);
        await expectSameOnceHydrated(browser, baseURL!, reading.path, language);
      }
    });

    test('the 404 page is a 404 in the language', async ({ page }) => {
      const path = `/no-such-page-${uniqueTag()}`;
      // The server renders no page for an unknown address, only the frame's shell, in the language.
      const { status, html } = await served(page, path, language);
      expect(status).toBe(404);
      expect(html).toContain(`<html lang="${language}"`);

      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(t.notFound.pageTitle);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.notFound.heading })).toBeVisible();
      await expect(main.getByText(t.notFound.body)).toBeVisible();
      // The big number is decoration, in the language's digits.
      await expect(main.locator('p[aria-hidden="true"]')).toHaveText(new Intl.NumberFormat(locale).format(404));
      await expect(main.getByRole('link', { name: t.notFound.goHome })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: t.notFound.browseEvents })).toHaveAttribute('href', '/upcoming-events');
      await expectNoAxeViolations(page);

      await main.getByRole('link', { name: t.notFound.browseEvents }).click();
      await expect(page).toHaveURL('/upcoming-events');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });

    test('Contact: served in the language, its checks and its answer in it too, and the message is stored', async ({ page, browser, baseURL }) => {
      const c = t.contact;
      const fields = [
        { label: c.fullName, message: c.messages.name },
        { label: c.emailAddress, message: c.messages.email },
        { label: c.subject, message: c.messages.subject },
        { label: c.yourMessage, message: c.messages.message },
      ];
      const { html } = await served(page, '/contact', language);
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`<title>${inHtml(c.pageTitle)}</title>`);
      for (const text of [c.heading, c.intro, c.detailsHeading, c.formHeading, ...fields.map(({ label }) => label)]) expect(html).toContain(inHtml(text));
      await expectSameOnceHydrated(browser, baseURL!, '/contact', language);

      await page.goto('/contact');
      await expect(page).toHaveTitle(c.pageTitle);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
      await expect(main.getByText(c.intro)).toBeVisible();
      const details = main.getByRole('region', { name: c.detailsHeading });
      for (const title of [c.headquarters, c.email, c.phone, c.hoursTitle]) await expect(details.getByRole('heading', { level: 3, name: title })).toBeVisible();
      for (const line of c.address) await expect(details.locator('address')).toContainText(line);
      await expect(details.getByText(c.hours)).toBeVisible();

      const send = main.getByRole('button', { name: c.formHeading });
      await send.click();
      for (const { label, message } of fields) {
        const field = main.getByLabel(label);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(message);
      }
      await expect(main.getByLabel(c.fullName)).toBeFocused();
      await expectNoAxeViolations(page);

      const email = `contact-${uniqueTag()}@example.com`;
      const values = { name: 'নুসরাত জাহান', email, subject: 'স্কুলের সাথে কাজ', message: 'আমাদের শিক্ষার্থীরা একটি বৃক্ষরোপণ করতে চায়।' };
      await main.getByLabel(c.fullName).fill(values.name);
      await expect(main.getByLabel(c.fullName)).not.toHaveAttribute('aria-invalid', 'true');
      await main.getByLabel(c.emailAddress).fill('rahim@');
      await main.getByLabel(c.subject).fill(values.subject);
      await main.getByLabel(c.yourMessage).fill(values.message);
      await send.click();
      await expect(main.getByLabel(c.emailAddress)).toHaveAccessibleDescription(c.messages.email);
      await expect(main.getByLabel(c.emailAddress)).toBeFocused();

      await main.getByLabel(c.emailAddress).fill(email);
      await send.click();
      await expect(main.getByRole('status')).toContainText(c.messages.sent);
      expect(await dbQuery('select name, email, subject, message from contact_messages where email = $1', [email])).toEqual([values]);
      await main.getByRole('button', { name: c.sendAnother }).click();
      await expect(main.getByLabel(c.fullName)).toHaveValue('');
    });

    test('the newsletter form on Home checks and answers in the language', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const block = page.getByRole('region', { name: t.home.newsletterHeading });
      const input = block.getByLabel(t.home.newsletterLabel);
      const subscribe = block.getByRole('button', { name: t.home.subscribe });

      // An address the browser lets through but the shared schema refuses.
      await input.fill(`reader-${uniqueTag()}@localhost`);
      await subscribe.click();
      await expect(block.getByText(t.newsletter.email)).toBeVisible();
      await expect(input).toHaveAccessibleDescription(t.newsletter.email);

      const email = `reader-${uniqueTag()}@example.com`;
      await input.fill(email);
      await expect(block.getByText(t.newsletter.email)).toHaveCount(0);
      await subscribe.click();
      await expect(block.getByRole('status')).toHaveText(t.newsletter.checkInbox);
      // Again: the same words, so the form never tells whether an address is subscribed.
      await input.fill(email);
      await Promise.all([page.waitForResponse('**/api/newsletter'), subscribe.click()]);
      await expect(block.getByRole('status')).toHaveText(t.newsletter.checkInbox);
      expect(await dbQuery('select email from newsletter_subscriptions where email = $1', [email])).toEqual([{ email }]);
    });

    test('Manage my events: the list and the participants, attendance and delete dialogs, with dates and counts in the language', async ({
      page,
      request,
      baseURL,
    }) => {
      test.slow();
      const { manage: m, attendance: a } = t;
      const tag = uniqueTag();
      await signUp(page, { name: `Organizer ${tag}` });
      const upcoming = await createEventThroughApi(page.request, { title: `Lake Cleanup ${tag}`, date: slotDaysAhead(30), volunteersNeeded: 10 });
      const ended = await createEventThroughApi(page.request, { title: `Park Cleanup ${tag}`, date: slotDaysAhead(31), volunteersNeeded: 10 });
      const volunteer = await volunteerJoins(request, baseURL!, `Amina ${tag}`, [upcoming._id, ended._id]);
      await moveEventStart(ended._id, new Date(Date.now() - 3 * HOUR_MS));

      const { html } = await served(page, '/manage-events', language);
      expect(html).toContain(`<html lang="${language}"`);
      await page.goto('/manage-events');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(m.pageTitle);
      await expect(page.getByRole('heading', { level: 1, name: m.heading })).toBeVisible();
      await expect(page.getByText(m.subtitle, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: m.createNew })).toHaveAttribute('href', '/create-event');
      const first = card(page, upcoming.title);
      // Each button names its event after its own words.
      await expect(first.getByRole('link', { name: `${m.view}${m.forEvent(upcoming.title)}`, exact: true })).toHaveAttribute('href', `/events/${upcoming._id}`);
      for (const name of [m.edit, m.delete, m.more])
        await expect(first.getByRole('button', { name: `${name}${m.forEvent(upcoming.title)}`, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      // Who joined, and how long ago, in the language's words and digits (the full time on hover).
      await first.getByRole('button', { name: `${m.more}${m.forEvent(upcoming.title)}`, exact: true }).click();
      await first.getByRole('button', { name: `${m.participants}${m.forEvent(upcoming.title)}`, exact: true }).click();
      const participants = page.getByRole('dialog', { name: m.participantsTitle(upcoming.title) });
      await expect(participants).toContainText(m.participantsCount(1));
      const [joined] = (await (
        await page.request.get(`/api/events/${upcoming._id}/participants`, { headers: { authorization: await bearer(page.request) } })
      ).json()) as Participant[];
      const joinedAt = participants.getByRole('listitem').filter({ hasText: volunteer.name });
      await expect(joinedAt).toContainText(m.joinedOn);
      await expectTimeAgo(joinedAt.locator('time'), joined!.joinedAt, locale);
      if (language === 'bn') await expect(joinedAt.locator('time')).toHaveAttribute('title', /[০-৯]/);
      await expect(participants.getByRole('button', { name: m.downloadCsv })).toBeVisible();
      await expectNoAxeViolations(page);
      await participants.getByRole('button', { name: m.close }).click();
      await expect(participants).toBeHidden();

      // The event that has ended: everyone counts as present until unticked.
      const past = card(page, ended.title);
      await past.getByRole('button', { name: `${m.more}${m.forEvent(ended.title)}`, exact: true }).click();
      await past.getByRole('button', { name: `${a.button}${m.forEvent(ended.title)}`, exact: true }).click();
      const attendance = page.getByRole('dialog', { name: a.title(ended.title) });
      await expect(attendance.getByText(a.intro)).toBeVisible();
      const present = attendance.getByRole('checkbox', { name: a.presentFor(volunteer.name) });
      await expect(present).toBeChecked();
      await expect(attendance.getByText(a.summary(1, 1))).toBeVisible();
      await present.uncheck();
      await expect(attendance.getByText(a.noShow, { exact: true })).toBeVisible();
      await expect(attendance.getByText(a.summary(0, 1))).toBeVisible();
      await expectNoAxeViolations(page);
      await attendance.getByRole('button', { name: a.save }).click();
      await expect(attendance.getByRole('status')).toHaveText(a.saved);
      await attendance.getByRole('button', { name: a.close }).click();
      await expect(attendance).toBeHidden();

      // Delete: asked first, then told.
      await first.getByRole('button', { name: `${m.delete}${m.forEvent(upcoming.title)}`, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: m.confirmTitle });
      await expect(confirm).toContainText(m.confirmBody(upcoming.title));
      await expect(confirm.getByRole('button', { name: m.cancel })).toBeFocused();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: m.delete, exact: true }).click();
      const deleted = page.getByRole('dialog', { name: m.deletedTitle });
      await expect(deleted).toContainText(m.deletedBody(upcoming.title));
      await deleted.getByRole('button', { name: m.ok }).click();
      await expect(card(page, upcoming.title)).toHaveCount(0);
      expect(await dbQuery('select id from events where id = $1', [upcoming._id])).toEqual([]);
    });
  });
}

test.describe('in Bangla on a phone, in the dim theme', () => {
  test.use({ locale: LOCALES.bn, viewport: { width: 360, height: 740 } });
  const t = textsOf('bn');

  test('Contact with its messages, the Terms and the 404 page fit the screen and axe finds nothing', async ({ page }) => {
    await useTheme(page, 'dim');
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the screen').toBeLessThanOrEqual(360);

    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dim');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByRole('button', { name: t.contact.formHeading }).click();
    await expect(page.getByLabel(t.contact.fullName)).toHaveAccessibleDescription(t.contact.messages.name);
    await fitsWidth();
    await expectNoAxeViolations(page);

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: t.terms.title })).toBeVisible();
    await fitsWidth();
    await expectNoAxeViolations(page);

    await page.goto(`/no-such-page-${uniqueTag()}`);
    await expect(page.getByRole('heading', { level: 1, name: t.notFound.heading })).toBeVisible();
    await fitsWidth();
    await expectNoAxeViolations(page);
  });
});
