// Issue 38, the people of shifts: told as an event's people are when their places go (a cancel, a
// deletion, a takedown, an organizer's account deleted, an edit that removes their shift).
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { apiMessages } from '@volunteering/shared/texts/api';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { outbox, user } from '../src/db/schema.ts';
import { textsIn } from '../src/i18n/texts-in.ts';
import { as, buildTestApp, createUser, eventInput, notJoinConfirmation, PUBLIC_URL, signUp, type TestUser } from './helpers/build.ts';
import { said } from './helpers/answers.ts';

const app = await buildTestApp();

/** An instant a week from now in Dhaka, at `hour`:`minute`. */
const at = (hour: number, minute = 0) => dayAt(app.now(), DEFAULT_TIME_ZONE, 7, hour, minute).toISOString();
const shift = (title: string, start: string, end: string, capacity: number, more: object = {}) => ({ title, start, end, capacity, ...more });
const dayShifts = () => [
  shift('Team lead', at(8), at(12), 2),
  shift('Sorting', at(13), at(16), 4),
  shift('Registration desk', at(8, 30), at(10), 1, { restricted: true }),
  shift('Evening', at(17), at(19), 3),
];
const shiftNamed = (event: { shifts: { id: string; title: string }[] }, title: string) => event.shifts.find((s) => s.title === title)!.id;
const joinShift = async (eventId: string, shiftId: string, who: TestUser) =>
  (await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/shifts/${shiftId}/join`, headers: as(who) })).json();
/** The mails to `email` but the confirmation of joining. */
const newsTo = (email: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), notJoinConfirmation));
const speaksBangla = (who: TestUser) => app.db.update(user).set({ language: 'bn' }).where(eq(user.id, who.id));

/** An event a week on with three shifts: Ana in Team lead and Sorting, Bo in Sorting. */
async function staffedEvent(organizer: { token: string }, body: object = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app, { shifts: dayShifts(), ...body }) });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json();
  const [ana, bo] = [await createUser(app, { name: 'Ana' }), await createUser(app, { name: 'Bo' })];
  for (const [title, who] of [
    ['Team lead', ana],
    ['Sorting', ana],
    ['Sorting', bo],
  ] as const)
    expect((await joinShift(event._id, shiftNamed(event, title), who)).success).toBe(true);
  return { event, ana, bo };
}

describe('the people of shifts are told when their event goes', () => {
  it('cancelling mails each person in its shifts once, in their language', async () => {
    const organizer = await createUser(app, { name: 'Nusrat Jahan' });
    const { event, ana, bo } = await staffedEvent(organizer);
    await speaksBangla(bo);
    const res = await app.inject({ method: 'POST', url: `/api/events/my-events/${event._id}/cancel`, headers: as(organizer), payload: { message: 'Rain.' } });
    expect(res.json()).toEqual({ success: true, ...said(apiMessages, 'eventCancelledTold', 2) });
    const english = await newsTo(ana.email);
    expect(english).toMatchObject([{ subject: `Cancelled: ${event.title}` }]);
    expect(english[0]!.text).toContain(`${event.organizer} cancelled "${event.title}"`);
    expect((await newsTo(bo.email)).map((mail) => mail.subject)).toEqual([`বাতিল: ${event.title}`]);
    expect(await newsTo(organizer.email)).toEqual([]);
  });

  it('deleting an event mails its shifts’ people', async () => {
    const organizer = await createUser(app);
    const { event, ana, bo } = await staffedEvent(organizer);
    expect((await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}`, headers: as(organizer) })).json().success).toBe(true);
    for (const who of [ana, bo]) expect((await newsTo(who.email)).map((mail) => mail.subject)).toEqual([`Cancelled: ${event.title}`]);
  });

  it('a takedown mails its shifts’ people once, in their language', async () => {
    const organizer = await createUser(app);
    const moderator = await createUser(app);
    await app.db.update(user).set({ role: 'moderator' }).where(eq(user.id, moderator.id));
    const { event, ana, bo } = await staffedEvent(organizer);
    await speaksBangla(ana);
    const res = await app.inject({ method: 'POST', url: `/api/admin/events/${event._id}/hide`, headers: as(moderator), payload: { reason: 'A scam.' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await newsTo(ana.email)).map((mail) => mail.subject)).toEqual([textsIn(moderationTexts, 'bn').takenDownSubject(event.title)]);
    expect((await newsTo(bo.email)).map((mail) => mail.subject)).toEqual([moderationTexts.takenDownSubject(event.title)]);
  });

  it('an organizer deleting their account mails the people of their upcoming events’ shifts', async () => {
    const organizer = await signUp(app);
    const { event, ana, bo } = await staffedEvent(organizer);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: as(organizer),
      payload: { email: organizer.email, password: organizer.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const who of [ana, bo]) expect((await newsTo(who.email)).map((mail) => mail.subject)).toEqual([mailTexts.cancelledSubject(event.title)]);
  });
});

describe('an edit that removes shifts', () => {
  it('mails each of their people once, naming the shifts they lost, in their language; the others hear nothing', async () => {
    const organizer = await createUser(app, { name: 'Nusrat Jahan' });
    const { event, ana, bo } = await staffedEvent(organizer);
    const carol = await createUser(app, { name: 'Carol' });
    expect((await joinShift(event._id, shiftNamed(event, 'Evening'), carol)).success).toBe(true);
    await speaksBangla(bo);
    // Team lead and Sorting go: Ana loses both, Bo one; Registration desk and Evening stay, Carol with it.
    const kept = event.shifts.filter((s: { title: string }) => s.title === 'Registration desk' || s.title === 'Evening');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { title: event.title, shifts: [...kept, shift('Cleanup crew', at(12), at(18), 10)] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const when = (iso: string, locale?: string) => formatEventDateTime(iso, DEFAULT_TIME_ZONE, locale);
    const page = `${PUBLIC_URL}/events/${event._id}`;
    expect(await newsTo(ana.email)).toMatchObject([
      {
        subject: mailTexts.shiftRemovedSubject(event.title),
        text: mailTexts.shiftRemovedBody('Ana', event.organizer, event.title, `"Team lead" (${when(at(8))}) and "Sorting" (${when(at(13))})`, page),
      },
    ]);
    const bangla = textsIn(mailTexts, 'bn');
    expect(await newsTo(bo.email)).toMatchObject([
      {
        subject: bangla.shiftRemovedSubject(event.title),
        text: bangla.shiftRemovedBody('Bo', event.organizer, event.title, `"Sorting" (${when(at(13), 'bn-BD')})`, page),
      },
    ]);
    expect(bangla.shiftRemovedSubject('x')).toBe('শিফট বাদ দেওয়া হয়েছে: x');
    for (const who of [carol, organizer]) expect(await newsTo(who.email)).toEqual([]);
  });
});
