import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { queryRows } from '../src/db/client.ts';
import { as, buildTestApp, createEvent, createUser, eventInput } from './helpers/build.ts';

// Decision 058: what an event page promises is its organizer's. The server invents no highlights or
// questions; the events from before, whose page showed the spec's, keep them (migration 0024).

const app = await buildTestApp();
const organizer = await createUser(app);

const read = async (id: string) => (await app.inject({ method: 'GET', url: `/api/events/${id}` })).json();
const stored = async (id: string) =>
  (await queryRows<{ highlights: unknown; faqs: unknown }>(app.db, sql`SELECT highlights, faqs FROM events WHERE id = ${id}`))[0];
const own = {
  highlights: [{ icon: 'leaf', title: 'Saplings', desc: 'Each of us plants one.' }],
  faqs: [{ q: 'Do I need a spade?', a: 'No, tools are shared.' }],
};

describe('an event created with no highlights or questions has none', () => {
  it('left out of the body: none in the answer, the database or a read', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('highlights');
    expect(res.json()).not.toHaveProperty('faqs');
    expect(await stored(res.json()._id)).toEqual({ highlights: null, faqs: null });
    const fetched = await read(res.json()._id);
    expect(fetched).not.toHaveProperty('highlights');
    expect(fetched).not.toHaveProperty('faqs');
  });

  it('sent as empty lists: none either', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app, { highlights: [], faqs: [] }) });
    expect(res.statusCode, res.body).toBe(201);
    const fetched = await read(res.json()._id);
    expect(fetched.highlights ?? []).toEqual([]);
    expect(fetched.faqs ?? []).toEqual([]);
  });

  it('with its own: exactly those', async () => {
    const event = await createEvent(app, organizer, own);
    expect(await read(event._id)).toMatchObject(own);
  });
});

describe('migration 0024: the events from before keep what their page showed', () => {
  const statements = readFileSync(new URL('../src/db/migrations/0024_default_cards_and_questions_kept.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

  it('fills the empty ones with the spec cards and questions in English, and leaves an event with its own as it is', async () => {
    const none = await createEvent(app, organizer);
    const empty = await createEvent(app, organizer);
    await app.db.execute(sql`UPDATE events SET highlights = '[]'::jsonb, faqs = '[]'::jsonb WHERE id = ${empty._id}`);
    const kept = await createEvent(app, organizer, own);
    const half = await createEvent(app, organizer, { highlights: own.highlights });
    expect(statements).toHaveLength(2);
    for (const statement of statements) await app.db.execute(sql.raw(statement));

    const spec = { highlights: eventFormTexts.suggestedHighlights, faqs: eventFormTexts.suggestedFaqs };
    expect(spec.highlights.map((highlight) => highlight.title)).toEqual(['Community Connection', 'Fun for All Ages', 'Support Local', 'Live Entertainment']);
    expect(await read(none._id)).toMatchObject(spec);
    expect(await read(empty._id)).toMatchObject(spec);
    expect(await stored(empty._id)).toEqual(spec);
    expect(await stored(kept._id)).toEqual(own);
    expect(await stored(half._id)).toEqual({ highlights: own.highlights, faqs: spec.faqs });
  });
});
