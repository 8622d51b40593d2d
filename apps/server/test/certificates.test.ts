import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { certificateTexts } from '@volunteering/shared/texts/certificates';
import { as, buildTestApp, refreshedUser, createUser, snapshot, type TestUser } from './helpers/build.ts';
import { refusal } from './helpers/answers.ts';
import { actualTexts, pdfText } from './helpers/pdf.ts';

const app = await buildTestApp();

const refreshed = (u: TestUser) => refreshedUser(app, u);

async function createAt(owner: TestUser, date: string, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: as(owner),
    payload: {
      title: 'River Bank Cleanup',
      description: 'Pick up plastic along the river bank. Gloves and bags provided.',
      type: 'Cleanup',
      imageUrl: 'https://images.example.com/river.jpg',
      location: 'Buriganga River, Dhaka',
      date,
      organizer: 'Clean Rivers Dhaka',
      volunteersNeeded: 25,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; title: string };
}

async function join(eventId: string, volunteer: TestUser) {
  const res = await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(volunteer) });
  expect(res.json(), res.body).toMatchObject({ success: true });
}

const certify = (who: TestUser, payload: object) => app.inject({ method: 'POST', url: '/api/certificates', headers: as(who), payload });
const pathOf = (url: string) => new URL(url).pathname;

/** The published key, read as a third party would: its PEM through node:crypto, none of our verify code. */
async function publishedKey() {
  const res = await app.inject({ method: 'GET', url: '/verify/key' });
  expect(res.statusCode).toBe(200);
  const key = res.json() as { algorithm: string; publicKey: string; publicKeyHex: string; pem: string };
  expect(key.algorithm).toBe('Ed25519');
  expect(Buffer.from(key.publicKey, 'base64url').toString('hex')).toBe(key.publicKeyHex);
  return createPublicKey(key.pem);
}

/** Two events that ended in 2026 (4 h and 2 h 30) and one in 2025 (3 h), all attended by `volunteer`. */
async function history() {
  app.clock.set(new Date('2025-11-01T08:00:00Z'));
  let organizer = await createUser(app, { name: 'Org Rahim' });
  let volunteer = await createUser(app, { name: 'Nusrat Jahan' });
  const old = await createAt(organizer, '2025-11-20T04:00:00Z', { durationMinutes: 180, title: 'Tree planting' });
  await join(old._id, volunteer);
  app.clock.set(new Date('2026-03-01T08:00:00Z'));
  [organizer, volunteer] = await Promise.all([refreshed(organizer), refreshed(volunteer)]);
  const first = await createAt(organizer, '2026-03-10T04:00:00Z', { durationMinutes: 240, title: 'স্বেচ্ছাসেবক প্রশিক্ষণ' });
  const second = await createAt(organizer, '2026-03-20T04:00:00Z', { durationMinutes: 150 });
  await join(first._id, volunteer);
  await join(second._id, volunteer);
  app.clock.set(new Date('2026-04-01T08:00:00Z'));
  [organizer, volunteer] = await Promise.all([refreshed(organizer), refreshed(volunteer)]);
  return { organizer, volunteer, old, first, second };
}

describe('certificates', () => {
  it('a period’s certificate counts its approved hours, verifies with the published key, and fails after one changed byte', async () => {
    const { volunteer, first, second } = await history();
    const made = await certify(volunteer, { from: '2026-01-01', to: '2026-12-31', language: 'bn' });
    expect(made.statusCode, made.body).toBe(201);
    const { id, pdfUrl, verifyUrl } = made.json();
    expect(verifyUrl).toBe(`http://localhost:3000/verify/${id}`);

    const read = await app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(read.statusCode).toBe(200);
    const certificate = read.json();
    expect(certificate).toMatchObject({
      id,
      name: 'Nusrat Jahan',
      hours: 6.5,
      issuer: 'http://localhost:3000',
      issuedAt: '2026-04-01T08:00:00.000Z',
      status: 'valid',
      revokedAt: null,
      organizations: ['Clean Rivers Dhaka'],
    });
    expect(certificate.events.map((e: { id: string; hours: number }) => [e.id, e.hours])).toEqual([
      [first._id, 4],
      [second._id, 2.5],
    ]);

    const key = await publishedKey();
    const payload = Buffer.from(certificate.signed.payload, 'base64url');
    const signature = Buffer.from(certificate.signed.signature, 'base64url');
    expect(verify(null, payload, key, signature)).toBe(true);
    // The signed bytes say what the page says, keys in the documented order.
    const signed = JSON.parse(payload.toString('utf8'));
    expect(Object.keys(signed)).toEqual(['v', 'id', 'name', 'hours', 'events', 'title', 'organizations', 'from', 'to', 'issuer', 'issuedAt']);
    expect(signed).toMatchObject({
      id,
      name: 'Nusrat Jahan',
      hours: 6.5,
      events: 2,
      from: '2026-01-01',
      to: '2026-12-31',
      issuedAt: '2026-04-01T08:00:00.000Z',
    });
    // One changed byte, anywhere in the content or the signature, fails.
    for (const at of [0, payload.indexOf('6.5'), payload.length - 1]) {
      const changed = Buffer.from(payload);
      changed[at] = changed[at]! ^ 1;
      expect(verify(null, changed, key, signature)).toBe(false);
    }
    const badSignature = Buffer.from(signature);
    badSignature[10] = badSignature[10]! ^ 1;
    expect(verify(null, payload, key, badSignature)).toBe(false);

    // The PDF: a real PDF, the person's name and hours in its text, its own verify address, and the QR code's text (the signed content).
    const pdf = await app.inject({ method: 'GET', url: pathOf(pdfUrl), headers: as(volunteer) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = actualTexts(pdf.rawPayload);
    expect(texts).toContain('Nusrat Jahan');
    expect(texts).toContain('স্বেচ্ছাসেবার সনদ');
    expect(texts.some((text) => text.includes('৬.৫ ঘণ্টা'))).toBe(true);
    expect(texts).toContain('স্বেচ্ছাসেবক প্রশিক্ষণ · Clean Rivers Dhaka');
    expect(texts.some((text) => text.includes(verifyUrl))).toBe(true);
    expect((await pdfText(pdf.rawPayload)).pages).toBe(1);
  });

  it('only its owner gets the PDF; anyone reads whether it is valid', async () => {
    const { volunteer, organizer, first } = await history();
    const made = await certify(volunteer, { eventId: first._id });
    expect(made.statusCode, made.body).toBe(201);
    const { id, pdfUrl } = made.json();
    const other = await createUser(app);
    const byOther = await app.inject({ method: 'GET', url: pathOf(pdfUrl), headers: as(other) });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual(refusal(certificateTexts, 'notYours'));
    expect((await app.inject({ method: 'GET', url: pathOf(pdfUrl), headers: as(organizer) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: pathOf(pdfUrl) })).statusCode).toBe(401);
    const english = await app.inject({ method: 'GET', url: pathOf(pdfUrl), headers: as(volunteer) });
    expect(english.statusCode).toBe(200);
    const texts = actualTexts(english.rawPayload);
    expect(texts).toContain('Certificate of volunteering');
    expect(texts).toContain('gave 4 hours of volunteer work at 1 event');
    // Public, without a token; an unknown or malformed id is a 404.
    const read = await app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(read.json()).toMatchObject({ hours: 4, status: 'valid', from: '2026-03-10', to: '2026-03-10', eventId: first._id });
    expect((await app.inject({ method: 'GET', url: '/api/certificates/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/certificates/nope' })).statusCode).toBe(404);
    // Without a language, the certificate is in the caller's.
    const inBangla = await app.inject({
      method: 'POST',
      url: '/api/certificates',
      headers: { ...as(volunteer), 'accept-language': 'bn-BD,bn;q=0.9' },
      payload: { eventId: first._id },
    });
    expect((await app.inject({ method: 'GET', url: `/api/certificates/${inBangla.json().id}` })).json()).toMatchObject({ language: 'bn', hours: 4 });
    expect(read.json().language).toBe('en');
  });

  it('shows Revoked, with when, once the hours it counts are withdrawn; others stay valid', async () => {
    const { volunteer, organizer, first, second } = await history();
    const period = (await certify(volunteer, { from: '2026-03-01', to: '2026-03-31' })).json();
    const secondOnly = (await certify(volunteer, { eventId: second._id })).json();
    const old = (await certify(volunteer, { from: '2025-01-01', to: '2025-12-31' })).json();
    app.clock.set(new Date('2026-04-02T09:30:00Z'));
    const mark = await app.inject({
      method: 'PATCH',
      url: `/api/events/${first._id}/attendance`,
      headers: as(await refreshed(organizer)),
      payload: { attendance: [{ email: volunteer.email, attended: false }] },
    });
    expect(mark.json(), mark.body).toMatchObject({ success: true });
    const status = async (id: string) => (await app.inject({ method: 'GET', url: `/api/certificates/${id}` })).json();
    expect(await status(period.id)).toMatchObject({ status: 'revoked', revokedAt: '2026-04-02T09:30:00.000Z' });
    expect(await status(secondOnly.id)).toMatchObject({ status: 'valid', revokedAt: null });
    expect(await status(old.id)).toMatchObject({ status: 'valid', revokedAt: null, hours: 3 });
    // A new certificate for the month counts what is left.
    const again = (await certify(await refreshed(volunteer), { from: '2026-03-01', to: '2026-03-31' })).json();
    expect(await status(again.id)).toMatchObject({ status: 'valid', hours: 2.5 });
  });

  it('shows Revoked once an event it counts is deleted by its organizer; a certificate of other events stays valid', async () => {
    const { volunteer, organizer, first, second } = await history();
    const period = (await certify(volunteer, { from: '2026-03-01', to: '2026-03-31' })).json();
    const firstOnly = (await certify(volunteer, { eventId: first._id })).json();
    const secondOnly = (await certify(volunteer, { eventId: second._id })).json();
    app.clock.set(new Date('2026-04-03T10:00:00Z'));
    const owner = await refreshed(organizer);
    const gone = await app.inject({ method: 'DELETE', url: `/api/events/my-events/${first._id}?email=${encodeURIComponent(owner.email)}`, headers: as(owner) });
    expect(gone.json(), gone.body).toMatchObject({ success: true });
    const status = async (id: string) => (await app.inject({ method: 'GET', url: `/api/certificates/${id}` })).json();
    expect(await status(period.id)).toMatchObject({ status: 'revoked', revokedAt: '2026-04-03T10:00:00.000Z' });
    expect(await status(firstOnly.id)).toMatchObject({ status: 'revoked', revokedAt: '2026-04-03T10:00:00.000Z' });
    expect(await status(secondOnly.id)).toMatchObject({ status: 'valid', revokedAt: null });
    // The month's hours are now the second event's alone.
    const again = (await certify(await refreshed(volunteer), { from: '2026-03-01', to: '2026-03-31' })).json();
    expect(await status(again.id)).toMatchObject({ status: 'valid', hours: 2.5 });
  });

  it('an event with shifts counts the shifts worked, and is revoked when one of them is marked absent', async () => {
    app.clock.set(new Date('2026-06-01T08:00:00Z'));
    const organizer = await createUser(app, { name: 'Org Nila' });
    const volunteer = await createUser(app, { name: 'Farhana Akter' });
    const shifts = [
      { title: 'Setup', start: '2026-06-05T02:00:00Z', end: '2026-06-05T04:00:00Z', capacity: 3 },
      { title: 'Picking', start: '2026-06-05T04:00:00Z', end: '2026-06-05T05:30:00Z', capacity: 3 },
    ];
    const event = (await createAt(organizer, shifts[0]!.start, { shifts })) as { _id: string; shifts?: { id: string; title: string }[] };
    for (const shift of event.shifts!) {
      const joined = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/shifts/${shift.id}/join`, headers: as(volunteer) });
      expect(joined.json().success, joined.body).toBe(true);
    }
    app.clock.set(new Date('2026-06-06T08:00:00Z'));
    const made = await certify(await refreshed(volunteer), { eventId: event._id });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json();
    expect((await app.inject({ method: 'GET', url: `/api/certificates/${id}` })).json()).toMatchObject({ hours: 3.5, status: 'valid' });
    const picking = event.shifts!.find((shift) => shift.title === 'Picking')!;
    const mark = await app.inject({
      method: 'PATCH',
      url: `/api/events/${event._id}/attendance`,
      headers: as(await refreshed(organizer)),
      payload: { attendance: [{ email: volunteer.email, attended: false, shiftId: picking.id }] },
    });
    expect(mark.json(), mark.body).toMatchObject({ success: true });
    expect((await app.inject({ method: 'GET', url: `/api/certificates/${id}` })).json()).toMatchObject({
      status: 'revoked',
      revokedAt: '2026-06-06T08:00:00.000Z',
    });
  });

  it('refuses a certificate with no approved hours, or a body naming neither an event nor a period, changing nothing', async () => {
    const { volunteer, organizer, first } = await history();
    const before = await snapshot(app);
    const none = await certify(volunteer, { from: '2024-01-01', to: '2024-12-31' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual(refusal(certificateTexts, 'noHours'));
    // The organizer did not volunteer at it.
    expect((await certify(organizer, { eventId: first._id })).json()).toEqual(refusal(certificateTexts, 'noHours'));
    for (const body of [
      {},
      { from: '2026-01-01' },
      { eventId: first._id, from: '2026-01-01', to: '2026-02-01' },
      { from: '2026-02-01', to: '2026-01-01' },
      { eventId: 'x' },
      { eventId: first._id, language: 'fr' },
    ]) {
      expect((await certify(volunteer, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url: '/api/certificates', payload: { eventId: first._id } })).statusCode).toBe(401);
    expect(await snapshot(app)).toBe(before);
  });
});
