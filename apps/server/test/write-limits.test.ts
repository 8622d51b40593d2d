import { describe, expect, it } from 'vitest';
import { apiMessages } from '@volunteering/shared/texts/api';
import { as, buildTestApp, createEvent, createUser, eventBody, signUp, snapshot } from './helpers/build.ts';
import { refusal } from './helpers/answers.ts';

// WRITE_RATE_LIMIT_MAX: creating events and announcements, and minting access tokens, are limited
// per account (tokens per session), with the API's 429 message; others are not held back.
const app = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '3' });

describe('per-account limits on writes', () => {
  it('a 4th event created within a minute is refused with 429 and not stored; another account is not held back', async () => {
    const organizer = await createUser(app);
    const create = (who = organizer) => app.inject({ method: 'POST', url: '/api/events', headers: as(who), payload: eventBody(app.now()) });
    for (let i = 0; i < 3; i++) expect((await create()).statusCode).toBe(201);
    const before = await snapshot(app);
    const fourth = await create();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(refusal(apiMessages, 'tooManyRequests'));
    expect(await snapshot(app)).toBe(before);
    expect((await create(await createUser(app))).statusCode).toBe(201);
  });

  it("events and announcements share the account's budget", async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer);
    const announce = () =>
      app.inject({ method: 'POST', url: `/api/events/${event._id}/announcements`, headers: as(organizer), payload: { message: 'Bring water and a hat.' } });
    expect((await announce()).statusCode).toBe(201);
    expect((await announce()).statusCode).toBe(201);
    const third = await announce();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(apiMessages.tooManyRequests);
  });

  it('a 4th access token within a minute from one session is refused; another session of the same account is not', async () => {
    const account = await signUp(app);
    const token = (cookie = account.cookie) => app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
    // signUp minted one already.
    expect((await token()).statusCode).toBe(200);
    expect((await token()).statusCode).toBe(200);
    const fourth = await token();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(refusal(apiMessages, 'tooManyRequests'));
    const other = await signUp(app);
    expect((await token(other.cookie)).statusCode).toBe(200);
  });
});
