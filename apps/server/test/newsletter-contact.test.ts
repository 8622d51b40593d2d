import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { buildTestApp, snapshot } from './helpers/build.ts';

const app = await buildTestApp();
const stored = async (table: 'newsletter_subscriptions' | 'contact_messages') =>
  queryRows<Record<string, unknown>>(app.db, sql`SELECT * FROM ${sql.identifier(table)} ORDER BY created_at`);

describe('POST /api/newsletter', () => {
  it('stores the address once, however often it is sent, and answers the same each time', async () => {
    const first = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: '  Reader@Example.com ' } });
    expect(first.statusCode).toBe(202);
    expect(first.json().message).toBe('Almost there! Check your inbox and follow the link we sent to confirm your subscription.');
    const again = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'reader@example.com' } });
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    expect((await stored('newsletter_subscriptions')).map((r) => r.email)).toEqual(['reader@example.com']);
  });

  it.each([{}, { email: '' }, { email: 'not-an-address' }, { email: 42 }, { email: 'a@b' }])('refuses %j', async (payload) => {
    const before = await snapshot(app);
    const count = (await stored('newsletter_subscriptions')).length;
    const res = await app.inject({ method: 'POST', url: '/api/newsletter', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'email', code: 'newsletter.email', message: 'Please enter a valid email address.' }]);
    expect((await stored('newsletter_subscriptions')).length).toBe(count);
    expect(await snapshot(app)).toBe(before);
  });
});

describe('POST /api/contact', () => {
  const message = { name: 'Rafiq Islam', email: 'rafiq@example.com', subject: 'Partnership', message: 'We run a school in Sylhet.' };

  it('stores the message and thanks the sender', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ code: 'contact.messages.sent', message: 'Thank you! Your message has been sent. We reply within two working days.' });
    expect(await stored('contact_messages')).toEqual([expect.objectContaining(message)]);
  });

  it.each([
    ['name', 'Please enter your full name.'],
    ['email', 'Please enter a valid email address.'],
    ['subject', 'Please enter a subject.'],
    ['message', 'Please write your message.'],
  ])('refuses a blank %s with its message', async (field, text) => {
    const count = (await stored('contact_messages')).length;
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, [field]: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, code: `contact.messages.${field}`, message: text }]);
    expect((await stored('contact_messages')).length).toBe(count);
  });
});

describe('rate limits', async () => {
  const limited = await buildTestApp({ FORM_RATE_LIMIT_MAX: '2' });

  it('answers 429 past the limit per address, for the newsletter and contact alike', async () => {
    const send = (url: string, payload: object, remoteAddress = '10.0.0.1') => limited.inject({ method: 'POST', url, payload, remoteAddress });
    expect((await send('/api/newsletter', { email: 'a@example.com' })).statusCode).toBe(202);
    expect((await send('/api/newsletter', { email: 'b@example.com' })).statusCode).toBe(202);
    const third = await send('/api/newsletter', { email: 'c@example.com' });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('Too many requests. Please wait a moment and try again.');
    expect((await send('/api/newsletter', { email: 'c@example.com' }, '10.0.0.2')).statusCode).toBe(202);
    const contact = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' };
    await send('/api/contact', contact);
    await send('/api/contact', contact);
    expect((await send('/api/contact', contact)).statusCode).toBe(429);
  });
});
