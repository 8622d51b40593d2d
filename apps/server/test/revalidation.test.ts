import { describe, expect, it } from 'vitest';
import { as, buildTestApp, createEvent, createUser } from './helpers/build.ts';

// Issue 41: a signed-in read that did not change comes back as 304 with no body; one that changed
// comes back whole, with a new tag. The browser keeps such answers privately and always asks again.
describe('revalidated reads', async () => {
  const app = await buildTestApp();
  const organizer = await createUser(app);
  const volunteer = await createUser(app);
  const event = await createEvent(app, organizer, { title: 'Riverbank Cleanup' });

  it('answers a signed-in read the caller holds with 304, and a changed one whole', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/events/joined', headers: as(volunteer) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);

    const again = await app.inject({ method: 'GET', url: '/api/events/joined', headers: { ...as(volunteer), 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) });
    const changed = await app.inject({ method: 'GET', url: '/api/events/joined', headers: { ...as(volunteer), 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json().map((e: { title: string }) => e.title)).toEqual(['Riverbank Cleanup']);
  });

  it("never answers one person's tag with 304 for another whose answer differs", async () => {
    const mine = await app.inject({ method: 'GET', url: `/api/events/${event._id}`, headers: as(volunteer) });
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/events/${event._id}`,
      headers: { ...as(organizer), 'if-none-match': String(mine.headers.etag) },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().canManage).toBe(true);
  });

  it('tags anonymous reads too, cached or not', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/events?limit=8' });
    const again = await app.inject({ method: 'GET', url: '/api/events?limit=8', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
