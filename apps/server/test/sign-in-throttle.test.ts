// Issue 35: repeated wrong passwords for one account make it wait, from however many addresses they
// come; the wait grows with each further failure, answers alike whatever the password, and a
// success clears it. The per-address limit of better-auth is set out of the way (buildTestApp).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authErrorTexts } from '@volunteering/shared/texts/auth-errors';
import { outbox } from '../src/db/schema.ts';
import { PUBLIC_URL, buildTestApp, signUp } from './helpers/build.ts';

// One proxy in front: each request comes from the address its X-Forwarded-For names.
const app = await buildTestApp({ TRUST_PROXY: '1' });
const MINUTE = 60_000;

let source = 0;
/** A sign-in from an address of its own. */
const signIn = (email: string, password: string) => {
  source += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { 'x-forwarded-for': `198.51.100.${source % 250}` },
  });
};
const statusesOf = async (count: number, email: string, password: string) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signIn(email, password)).statusCode);
  return statuses;
};

describe('sign-in after repeated wrong passwords', () => {
  it('waits a minute after 5, from 20 addresses, whatever the password; then the right one works and the count starts again', async () => {
    const person = await signUp(app);
    const statuses = await statusesOf(20, person.email, 'Wrong1234');
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);

    const right = await signIn(person.email, person.password);
    const wrong = await signIn(person.email, 'Wrong1234');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 'SIGN_IN_DELAYED', message: authErrorTexts.signInWaitMinute });
    expect(wrong.json()).toEqual(right.json());
    expect(right.headers['retry-after']).toBe('60');
    expect(right.headers['set-cookie']).toBeUndefined();

    app.clock.advance(MINUTE);
    const after = await signIn(person.email, person.password);
    expect(after.statusCode, after.body).toBe(200);
    // The success cleared the failures: five more before the next wait.
    expect(await statusesOf(6, person.email, 'Wrong1234')).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('doubles the wait with each further failure, and says how long is left', async () => {
    const person = await signUp(app);
    await statusesOf(5, person.email, 'Wrong1234');
    app.clock.advance(MINUTE);
    // The sixth failure: two minutes.
    expect((await signIn(person.email, 'Wrong1234')).statusCode).toBe(401);
    const waiting = await signIn(person.email, person.password);
    expect([waiting.statusCode, waiting.json()]).toEqual([429, { code: 'SIGN_IN_DELAYED', message: authErrorTexts.signInWait(2), values: [2] }]);
    app.clock.advance(MINUTE);
    expect((await signIn(person.email, person.password)).json().message).toBe(authErrorTexts.signInWaitMinute);
    app.clock.advance(MINUTE);
    expect((await signIn(person.email, 'Wrong1234')).statusCode).toBe(401);
    // The seventh: four minutes.
    expect((await signIn(person.email, person.password)).json().message).toBe(authErrorTexts.signInWait(4));
    app.clock.advance(4 * MINUTE);
    expect((await signIn(person.email, person.password)).statusCode).toBe(200);
  });

  it('never waits longer than an hour', async () => {
    const person = await signUp(app);
    await statusesOf(5, person.email, 'Wrong1234');
    for (let failure = 6; failure <= 12; failure++) {
      app.clock.advance(60 * MINUTE);
      expect((await signIn(person.email, 'Wrong1234')).statusCode).toBe(401);
    }
    expect((await signIn(person.email, person.password)).json().message).toBe(authErrorTexts.signInWait(60));
    app.clock.advance(60 * MINUTE);
    expect((await signIn(person.email, person.password)).statusCode).toBe(200);
  });

  it('ends the wait when a new password is set through the mailed reset link', async () => {
    const person = await signUp(app);
    await statusesOf(5, person.email, 'Wrong1234');
    const origin = { origin: PUBLIC_URL };
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: origin,
      payload: { email: person.email, redirectTo: '/auth/reset-password' },
    });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, person.email), eq(outbox.kind, 'passwordReset')));
    const token = /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: origin, payload: { token, newPassword: 'BrandNew456' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(person.email, 'BrandNew456')).statusCode).toBe(200);
  });

  it('answers an address without an account exactly alike, and leaves other accounts alone', async () => {
    const other = await signUp(app);
    const nobody = `nobody-${crypto.randomUUID()}@example.com`;
    expect(await statusesOf(6, nobody, 'Wrong1234')).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(nobody, 'Wrong1234')).json()).toEqual({ code: 'SIGN_IN_DELAYED', message: authErrorTexts.signInWaitMinute });
    // The same address in capitals is the same account.
    expect((await signIn(nobody.toUpperCase(), 'Wrong1234')).statusCode).toBe(429);
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);
  });
});
