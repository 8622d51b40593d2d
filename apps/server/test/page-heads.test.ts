// Issue 35: text with `$&`, `` $` `` or `$'` in it corrupted the page head the server writes (22
// copies of `<head`, an unterminated og:title): it was put in as a replacement string, whose `$`
// patterns insert the match or the text around it. Every field a page's head writes carries them here.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { organizations } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser } from './helpers/build.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'vh-heads-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Volunteer Hub</title><meta name="description" content="Volunteer Hub" /></head><body><div id="root"></div></body></html>',
);
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/index-1.js', isEntry: true } }));

const app = await buildTestApp({ WEB_DIST: webDist });
const organizer = await createUser(app);

const PATTERNS = "$& $` $' $$ $1 $<name>";
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const contentOf = (html: string, attribute: string) => new RegExp(`<meta (?:property|name)="${attribute}" content="([^"]*)" />`).exec(html)?.[1];

/** The head is whole: one of each tag, the text in place as typed. */
function expectWholeHead(html: string) {
  expect(html.match(/<head\b/g)).toHaveLength(1);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<html\b/g)).toHaveLength(1);
}

describe("a page's head with $ patterns in the text it writes", () => {
  it('an event page: title, description and picture address as typed, signed in or not', async () => {
    const title = `Cleanup ${PATTERNS}`;
    const description = `Bring gloves ${PATTERNS} and water.`;
    const imageUrl = 'https://images.example.com/river.jpg?a=$&b=$`';
    const event = await createEvent(app, organizer, { title, description, imageUrl });
    for (const headers of [{}, { cookie: 'better-auth.session_token=abc.def' }]) {
      const res = await app.inject({ method: 'GET', url: `/events/${event._id}`, headers });
      expect(res.statusCode).toBe(200);
      expectWholeHead(res.body);
      expect(res.body).toContain(`<title>${escaped(title)} · Volunteer Hub</title>`);
      expect(contentOf(res.body, 'og:title')).toBe(escaped(title));
      expect(contentOf(res.body, 'twitter:title')).toBe(escaped(title));
      expect(contentOf(res.body, 'og:description')).toBe(escaped(description));
      expect(contentOf(res.body, 'description')).toBe(escaped(description));
      expect(contentOf(res.body, 'og:image')).toBe(escaped(imageUrl));
      expect(res.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${escaped(imageUrl)}"`);
    }
  });

  it("an organization's page: name and description as typed", async () => {
    const name = `River ${PATTERNS} Keepers`;
    const description = `We clean ${PATTERNS} rivers.`;
    const res = await app.inject({ method: 'POST', url: '/api/orgs', headers: as(organizer), payload: { name, slug: 'river-keepers', description } });
    expect(res.statusCode, res.body).toBe(201);
    const page = await app.inject({ method: 'GET', url: '/orgs/river-keepers' });
    expect(page.statusCode).toBe(200);
    expectWholeHead(page.body);
    expect(page.body).toContain(`<title>${escaped(name)} · Volunteer Hub</title>`);
    expect(contentOf(page.body, 'og:title')).toBe(escaped(name));
    expect(contentOf(page.body, 'og:description')).toBe(escaped(description));
    expect((await app.db.select({ name: organizations.name }).from(organizations)).map((o) => o.name)).toContain(name);
  });
});
