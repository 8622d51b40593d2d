import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { apiMessages } from '@volunteering/shared/texts/api';
import { events, outbox, participations, user, waitlistEntries } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, notJoinConfirmation, type TestUser } from './helpers/build.ts';
import { said } from './helpers/answers.ts';

const app = await buildTestApp();
const HOUR = 3600_000;

const cancel = (eventId: string, who: TestUser, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/events/my-events/${eventId}/cancel`, headers: as(who), ...(payload ? { payload } : {}) });
const join = async (eventId: string, who: TestUser) => (await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(who) })).json();
const mailsTo = (email: string) => app.db.select().from(outbox).where(eq(outbox.to, email));
/** The mails to `email` but the confirmation of joining. */
const newsTo = (email: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), notJoinConfirmation));

/** An event three days ahead with `needed` places, each taken, and one more person waiting. */
async function fullEventWithWaitlist(needed: number) {
  const organizer = await createUser(app, { name: 'Nusrat Jahan' });
  const event = await createEvent(app, organizer, { volunteersNeeded: needed, date: dayAt(app.now(), 'Asia/Dhaka', 3, 10).toISOString() });
  const joined: TestUser[] = [];
  for (let i = 0; i < needed; i++) {
    const volunteer = await createUser(app);
    expect((await join(event._id, volunteer)).success).toBe(true);
    joined.push(volunteer);
  }
  const waiting = await createUser(app);
  expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/waitlist`, headers: as(waiting) })).json()).toMatchObject({ success: true });
  return { organizer, event, joined, waiting };
}

describe('an organizer cancels an event (issue 37)', () => {
  it('keeps the event, answering status cancelled with the message, and mails everyone joined or waiting once, in their language', async () => {
    const { organizer, event, joined, waiting } = await fullEventWithWaitlist(2);
    await app.db.update(user).set({ language: 'bn' }).where(eq(user.id, joined[1]!.id));

    const res = await cancel(event._id, organizer, { message: 'Heavy rain is forecast. We will pick a new date soon.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, ...said(apiMessages, 'eventCancelledTold', 3) });

    const page = (await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json();
    expect(page).toMatchObject({ _id: event._id, status: 'cancelled', cancelMessage: 'Heavy rain is forecast. We will pick a new date soon.' });
    const [english] = await newsTo(joined[0]!.email);
    expect(english).toMatchObject({ subject: `Cancelled: ${event.title}` });
    expect(english!.text).toContain(`${event.organizer} cancelled "${event.title}"`);
    expect(english!.text).toContain('Their message:\nHeavy rain is forecast. We will pick a new date soon.');
    const [bangla] = await newsTo(joined[1]!.email);
    expect(bangla!.subject).toBe(`বাতিল: ${event.title}`);
    expect(bangla!.text).toContain('আয়োজকের বার্তা:\nHeavy rain is forecast.');
    expect(await mailsTo(waiting.email)).toHaveLength(1);
    expect(await mailsTo(organizer.email)).toHaveLength(0);

    // Still in its volunteers' joined lists, marked cancelled.
    const mine = (await app.inject({ method: 'GET', url: `/api/events/joined?email=${encodeURIComponent(joined[0]!.email)}`, headers: as(joined[0]!) })).json();
    expect(mine.find((e: { _id: string }) => e._id === event._id)).toMatchObject({ status: 'cancelled' });

    // A second cancel changes nothing and mails no one again.
    expect((await cancel(event._id, organizer)).json()).toEqual({ success: false, ...said(apiMessages, 'alreadyCancelled') });
    expect(await newsTo(joined[0]!.email)).toHaveLength(1);
  });

  it('refuses joins and the waitlist afterwards, and a freed place goes to nobody', async () => {
    const { organizer, event, joined, waiting } = await fullEventWithWaitlist(1);
    expect((await cancel(event._id, organizer, {})).json().success).toBe(true);

    expect(await join(event._id, await createUser(app))).toEqual({ success: false, ...said(apiMessages, 'eventCancelled') });
    const late = await createUser(app);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/waitlist`, headers: as(late) })).json()).toEqual({
      success: false,
      ...said(apiMessages, 'eventCancelled'),
      position: null,
    });
    // The one participant leaves: the person waiting is not put in.
    expect((await app.inject({ method: 'PATCH', url: `/api/events/cancel/${event._id}`, headers: as(joined[0]!) })).json().success).toBe(true);
    expect(await app.db.select().from(participations).where(eq(participations.eventId, event._id))).toHaveLength(0);
    expect(await app.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, waiting.id))).toHaveLength(1);
  });

  it('is for those who manage the event, and not once it has ended', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { date: dayAt(app.now(), 'Asia/Dhaka', 1, 10).toISOString(), durationMinutes: 120 });
    const stranger = await createUser(app);
    expect((await cancel(event._id, stranger, {})).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/events/my-events/${event._id}/cancel`, payload: {} })).statusCode).toBe(401);
    expect((await cancel(event._id, organizer, { message: 'x'.repeat(2001) })).statusCode).toBe(400);

    // Ended three hours ago.
    await app.db
      .update(events)
      .set({ date: new Date(app.now().getTime() - 5 * HOUR) })
      .where(eq(events.id, event._id));
    expect((await cancel(event._id, organizer, {})).json()).toEqual({ success: false, ...said(apiMessages, 'cancelEnded') });
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json()).toMatchObject({ status: 'scheduled' });
  });

  it('deleting an event people joined cancels it first, so each of them is told', async () => {
    const { organizer, event, joined, waiting } = await fullEventWithWaitlist(1);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/events/my-events/${event._id}?email=${encodeURIComponent(organizer.email)}`,
      headers: as(organizer),
    });
    expect(res.json()).toEqual({ success: true, ...said(apiMessages, 'deleted') });
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).statusCode).toBe(404);
    expect(await newsTo(joined[0]!.email)).toMatchObject([{ subject: `Cancelled: ${event.title}` }]);
    expect(await mailsTo(waiting.email)).toHaveLength(1);
  });

  it('puts STATUS:CANCELLED in the event’s calendar file', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer);
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}/calendar.ics` })).body).toContain('STATUS:CONFIRMED');
    expect((await cancel(event._id, organizer, {})).json().success).toBe(true);
    const ics = (await app.inject({ method: 'GET', url: `/api/events/${event._id}/calendar.ics` })).body;
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain('STATUS:CONFIRMED');
  });
});
