// Issue 15: the API answers in the caller's language — the lang cookie the site keeps, else
// Accept-Language — and English otherwise, text for text as before (decision 031); each message
// with its text's code, and its values when it takes any (decision 049).
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@volunteering/shared/constants';
import { apiMessages } from '@volunteering/shared/texts/api';
import { validationMessages } from '@volunteering/shared/texts/validation';
import bnApi from '../../../packages/shared/src/texts/bn/api.json' with { type: 'json' };
import bnImpact from '../../../packages/shared/src/texts/bn/impact.json' with { type: 'json' };
import bnSpreadsheets from '../../../packages/shared/src/texts/bn/spreadsheets.json' with { type: 'json' };
import bnValidation from '../../../packages/shared/src/texts/bn/validation.json' with { type: 'json' };
import bnWaitlist from '../../../packages/shared/src/texts/bn/waitlist.json' with { type: 'json' };
import { as, buildTestApp, createEvent, createUser, eventInput, snapshot } from './helpers/build.ts';

const app = await buildTestApp();
const organizer = await createUser(app, { email: 'organizer@example.com' });
const volunteer = await createUser(app, { email: 'volunteer@example.com' });
const bangla = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };
const bnNumber = (n: number) => new Intl.NumberFormat('bn-BD').format(n);

const badEvent = () => ({ ...eventInput(app), title: 'x'.repeat(TEXT_LIMITS.title + 1), imageUrl: 'http://images.example.com/a.jpg' });

describe('a refused form', () => {
  it('is answered in Bangla, field by field, when the caller asks for Bangla, and changes nothing', async () => {
    const before = await snapshot(app);
    const res = await app.inject({ method: 'POST', url: '/api/events', headers: { ...as(organizer), ...bangla }, payload: badEvent() });
    expect(res.statusCode).toBe(400);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const body = res.json() as {
      success: boolean;
      code: string;
      message: string;
      errors: { field: string; code: string; message: string; values?: unknown[] }[];
    };
    expect([body.success, body.code, body.message]).toEqual([false, 'api.invalidInput', bnApi.invalidInput]);
    const byField = Object.fromEntries(body.errors.map(({ field, ...error }) => [field, error]));
    expect(byField.imageUrl).toEqual({ code: 'validation.httpsUrl', message: bnValidation.httpsUrl });
    // A message with a value keeps it, in Bangla digits, and answers the value itself.
    expect(byField.title).toEqual({
      code: 'validation.tooLong',
      message: bnValidation.tooLong.replace('{0, number}', bnNumber(TEXT_LIMITS.title)),
      values: [TEXT_LIMITS.title],
    });
    expect(await snapshot(app)).toBe(before);
  });

  it('is answered in English, as the spec writes it, to a caller without a language or who chose English', async () => {
    for (const headers of [{}, { ...bangla, cookie: 'lang=en' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/events', headers: { ...as(organizer), ...headers }, payload: badEvent() });
      const body = res.json() as { message: string; errors: { field: string; message: string }[] };
      expect(body.message).toBe(apiMessages.invalidInput);
      expect(body.errors.find((error) => error.field === 'imageUrl')).toEqual({
        field: 'imageUrl',
        code: 'validation.httpsUrl',
        message: validationMessages.httpsUrl,
      });
      expect(body.errors.find((error) => error.field === 'title')).toEqual({
        field: 'title',
        code: 'validation.tooLong',
        message: validationMessages.tooLong(TEXT_LIMITS.title),
        values: [TEXT_LIMITS.title],
      });
    }
  });

  it('follows the cookie over the browser: Bangla chosen on an English browser', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...as(organizer), 'accept-language': 'en-US', cookie: 'lang=bn' },
      payload: badEvent(),
    });
    expect(res.json().message).toBe(bnApi.invalidInput);
  });
});

describe('a refusal and a success', () => {
  it('come in Bangla: signing in is needed, a full event, a join', async () => {
    const signedOut = await app.inject({ method: 'POST', url: '/api/events', headers: bangla, payload: eventInput(app) });
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { success: false, code: 'api.unauthorized', message: bnApi.unauthorized }]);

    const event = await createEvent(app, organizer, { volunteersNeeded: 1 });
    const joined = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: { ...as(volunteer), ...bangla } });
    expect(joined.json()).toEqual({ success: true, code: 'api.joined', message: bnApi.joined });
    const again = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: { ...as(volunteer), ...bangla } });
    expect(again.json()).toEqual({ success: false, code: 'api.alreadyJoined', message: bnApi.alreadyJoined });
    const missing = await app.inject({ method: 'GET', url: '/api/events/00000000-0000-4000-8000-000000000000', headers: bangla });
    expect([missing.statusCode, missing.json()]).toEqual([404, { success: false, code: 'api.eventNotFound', message: bnApi.eventNotFound }]);
  });

  it('come in Bangla with their values: a place on the waitlist, fewer volunteers than joined', async () => {
    const event = await createEvent(app, organizer, { volunteersNeeded: 1 });
    await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) });
    const waiter = await createUser(app);
    const waiting = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/waitlist`, headers: { ...as(waiter), ...bangla } });
    expect(waiting.json()).toEqual({
      success: true,
      code: 'waitlist.messages.joined',
      message: bnWaitlist.messages.joined.replace('{0, number}', bnNumber(1)),
      values: [1],
      position: 1,
    });
    const again = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/waitlist`, headers: { ...as(waiter), ...bangla } });
    expect(again.json()).toEqual({
      success: false,
      code: 'waitlist.messages.alreadyWaiting',
      message: bnWaitlist.messages.alreadyWaiting.replace('{0, number}', bnNumber(1)),
      values: [1],
      position: 1,
    });

    const joinedTwice = await createEvent(app, organizer, { volunteersNeeded: 5 });
    for (const who of [volunteer, waiter]) await app.inject({ method: 'PATCH', url: `/api/events/${joinedTwice._id}/join`, headers: as(who) });
    const fewer = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${joinedTwice._id}`,
      headers: { ...as(organizer), ...bangla },
      payload: { ...eventInput(app), volunteersNeeded: 1 },
    });
    expect([fewer.statusCode, fewer.json().code, fewer.json().errors]).toEqual([
      400,
      'validation.volunteersBelowJoined',
      [
        {
          field: 'volunteersNeeded',
          code: 'validation.volunteersBelowJoined',
          message: bnValidation.volunteersBelowJoined.replace('{0, number}', bnNumber(2)),
          values: [2],
        },
      ],
    ]);
  });

  it('come in Bangla from the sign-up checks too, by their codes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: bangla,
      payload: { name: 'Rafiq', email: 'rafiq@example.com', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation.password', message: bnValidation.password });
    expect(res.json().errors).toContainEqual({ field: 'password', code: 'validation.password', message: bnValidation.password });
  });

  it('leave an organizer’s own words alone', async () => {
    const event = await createEvent(app, organizer, { title: apiMessages.deleted });
    const res = await app.inject({ method: 'GET', url: `/api/events/${event._id}`, headers: bangla });
    expect(res.json().title).toBe(apiMessages.deleted);
  });
});

describe('a spreadsheet', () => {
  it('has its header row in the caller’s language, the rows as they are', async () => {
    const event = await createEvent(app, organizer);
    await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) });
    const url = `/api/events/${event._id}/participants?format=csv`;
    const inBangla = (await app.inject({ method: 'GET', url, headers: { ...as(organizer), ...bangla } })).body;
    expect(inBangla.split('\r\n')[0]).toBe(`\uFEFF${bnSpreadsheets.participantsHeader.join(',')}`);
    expect(inBangla).toContain(volunteer.email);
    const inEnglish = (await app.inject({ method: 'GET', url, headers: as(organizer) })).body;
    expect(inEnglish.split('\r\n')[0]).toBe('\uFEFFName,Email,Joined at');

    const impact = (await app.inject({ method: 'GET', url: '/api/me/impact?format=csv', headers: { ...as(volunteer), ...bangla } })).body;
    expect(impact.split('\r\n')[0]).toBe(`\uFEFF${bnImpact.csvHeader.join(',')}`);
  });
});

describe('search in Bangla', () => {
  it('finds an event however a keyboard spelled its letters (য় as one code point or two), in title and place', async () => {
    const composed = '\u09DF'; // য় as one code point
    const decomposed = '\u09AF\u09BC'; // য + nukta, as other keyboards write it
    const tag = `t${Date.now()}`;
    await createEvent(app, organizer, { title: `নদী পরিষ্কার ${tag} সকাল${composed}`, location: `মিরপুর${decomposed} ${tag}` });
    const titles = async (q: string) =>
      ((await app.inject({ method: 'GET', url: `/api/events?q=${encodeURIComponent(q)}` })).json() as { title: string }[]).map((event) => event.title);
    expect(await titles(`সকাল${decomposed}`)).toHaveLength(1);
    expect(await titles(`সকাল${composed}`)).toHaveLength(1);
    expect(await titles(`মিরপুর${composed}`)).toHaveLength(1);
    expect(await titles(`নদী পরিষ্কার ${tag}`)).toHaveLength(1);
    expect(await titles(`সকালে ${tag}`)).toHaveLength(0);
  });
});
