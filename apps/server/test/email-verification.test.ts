// Issue 16, verified e-mail: sign-up mails a confirmation link and signs nobody in; until the link
// is followed the account browses and edits its profile but cannot create, join, wait or announce
// (403 {success:false, message}); sign-up answers alike for a known address, whose owner is told.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMAIL_NOT_VERIFIED } from '@volunteering/shared/constants';
import { verificationTexts } from '@volunteering/shared/texts/verification';
import { announcements, events, outbox, user } from '../src/db/schema.ts';
import { accessToken, as, buildTestApp, confirmationLink, createEvent, createUser, eventInput, sessionCookie, signUp, snapshot } from './helpers/build.ts';
import { confirmFirst } from './helpers/answers.ts';

const app = await buildTestApp();

const body = (overrides: Record<string, string> = {}) => ({
  name: 'Mitu Akter',
  email: `mitu-${crypto.randomUUID()}@example.com`,
  password: 'Secret123',
  image: 'https://example.com/mitu.png',
  ...overrides,
});
const signUpRaw = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
const signIn = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const mailsTo = (email: string) => app.db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, email));

/** Someone who signed up and signed in with their password, without following the link. */
async function unverified() {
  const input = body();
  expect((await signUpRaw(input)).statusCode).toBe(200);
  const res = await signIn(input.email, input.password);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookie(res.headers['set-cookie']);
  return { ...input, cookie, token: await accessToken(app, cookie) };
}

describe('sign-up', () => {
  it('mails a confirmation link and nothing else, and signs nobody in', async () => {
    const input = body();
    const res = await signUpRaw(input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json().token).toBeNull();
    const mails = await mailsTo(input.email);
    expect(mails.map((mail) => mail.subject)).toEqual([verificationTexts.verifySubject]);
    expect(mails[0]!.text).toContain('Hello Mitu Akter');
  });

  it('answers a known address exactly as a new one, and tells the owner instead of making an account', async () => {
    const owner = await signUp(app, { name: 'Owner Orin' });
    const before = await snapshot(app);
    const again = await signUpRaw(body({ email: owner.email, name: 'Someone Else', password: 'Other123' }));
    const fresh = await signUpRaw(body({ name: 'Someone Else' }));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.headers['set-cookie']).toBeUndefined();
    // Same keys, same kinds of values: nothing says which address had an account.
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Object.keys(value)
            .sort()
            .map((key) => [key, shape((value as Record<string, unknown>)[key])])
        : typeof value;
    expect(shape(again.json())).toEqual(shape(fresh.json()));
    expect(again.json().user.emailVerified).toBe(false);
    expect(await snapshot(app)).not.toBe(before); // the fresh address was made...
    expect(await app.db.select().from(user).where(eq(user.email, owner.email))).toHaveLength(1); // ...the known one was not touched
    const [owned] = await app.db.select({ name: user.name }).from(user).where(eq(user.email, owner.email));
    expect(owned!.name).toBe('Owner Orin');
    expect((await signIn(owner.email, 'Other123')).statusCode).toBe(401);
    const told = (await mailsTo(owner.email)).filter((mail) => mail.subject === verificationTexts.existingSubject);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Hello Owner Orin');
    expect(told[0]!.text).toContain('/auth/login');
  });
});

describe('an address nobody has confirmed', () => {
  it('receives nothing but its link: a second sign-up sends a new one, a password reset sends nothing', async () => {
    const input = body();
    await signUpRaw(input);
    expect((await signUpRaw(body({ email: input.email, name: 'Someone Else' }))).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: input.email, redirectTo: '/auth/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    const mails = await mailsTo(input.email);
    expect(mails.map((mail) => mail.subject)).toEqual([verificationTexts.verifySubject, verificationTexts.verifySubject]);
    expect(mails.every((mail) => mail.text.startsWith('Hello Mitu Akter'))).toBe(true);
    // The newer link works as well as the first.
    const followed = await app.inject({ method: 'GET', url: await confirmationLink(app, input.email) });
    expect([followed.statusCode, followed.headers.location]).toEqual([302, '/?verified=1']);
    const [row] = await app.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, input.email));
    expect(row!.verified).toBe(true);
  });
});

describe('until the link is followed', () => {
  it('refuses creating, joining, waiting and announcing with 403 {success:false, message} and changes nothing', async () => {
    const person = await unverified();
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { volunteersNeeded: 1 });
    // An event of theirs (made before this rule, say): they cannot write to its participants either.
    const [me] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, person.email));
    const theirs = await createEvent(app, organizer);
    await app.db.update(events).set({ ownerId: me!.id }).where(eq(events.id, theirs._id));
    const before = await snapshot(app);
    const refusals = [
      await app.inject({ method: 'POST', url: '/api/events', headers: as(person), payload: eventInput(app) }),
      await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(person) }),
      await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/waitlist`, headers: as(person) }),
    ];
    refusals.push(
      await app.inject({ method: 'POST', url: `/api/events/${theirs._id}/announcements`, headers: as(person), payload: { message: 'Bring gloves.' } }),
    );
    expect(await app.db.select().from(announcements).where(eq(announcements.eventId, theirs._id))).toEqual([]);
    for (const res of refusals) {
      expect([res.statusCode, res.json()]).toEqual([403, confirmFirst]);
      // The code the pages keep the person signed in on (decision 049).
      expect(res.json().code).toBe(EMAIL_NOT_VERIFIED);
    }
    expect(await snapshot(app)).toBe(before);
  });

  it('lets the account browse and edit its profile', async () => {
    const person = await unverified();
    expect((await app.inject({ method: 'GET', url: '/api/events/joined', headers: as(person) })).statusCode).toBe(200);
    const update = await app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie: person.cookie }, payload: { name: 'Mitu A.' } });
    expect(update.statusCode, update.body).toBe(200);
  });

  it('is over once the link is followed: signed in, confirmed, and joining works', async () => {
    const input = body();
    await signUpRaw(input);
    const res = await app.inject({ method: 'GET', url: await confirmationLink(app, input.email) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?verified=1');
    const token = await accessToken(app, sessionCookie(res.headers['set-cookie']));
    const [row] = await app.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, input.email));
    expect(row!.verified).toBe(true);
    const event = await createEvent(app, await createUser(app));
    const join = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(token) });
    expect([join.statusCode, join.json().success]).toEqual([200, true]);
  });

  it('sends the link again when asked, within a limit', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    const input = body();
    await limited.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: input });
    const again = () =>
      limited.inject({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email: input.email, callbackURL: '/?verified=1' } });
    expect((await again()).statusCode).toBe(200);
    expect((await again()).statusCode).toBe(200);
    expect((await again()).statusCode).toBe(429);
    const mails = await limited.db.select().from(outbox).where(eq(outbox.to, input.email));
    expect(mails.map((mail) => mail.subject)).toEqual(Array(3).fill(verificationTexts.verifySubject));
  });
});
