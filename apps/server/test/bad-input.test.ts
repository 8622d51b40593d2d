// Malformed requests against the real app: every one is refused with the right 4xx, a clean JSON
// body ({success: false, code, message, errors?}, no internals) and no change to the stored data.
import { generateKeyPair, SignJWT } from 'jose';
import { dayAt, EVENT_DATES, latestStart } from '@volunteering/shared/event-time';
import { LIST_DAYS } from '@volunteering/shared/upcoming-list';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@volunteering/shared/texts/api';
import { createEventMessages, editEventMessages } from '@volunteering/shared/texts/event-form';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { as, buildTestApp, createEvent, createUser, eventInput, PUBLIC_URL, snapshot } from './helpers/build.ts';

const app = await buildTestApp();
const organizer = await createUser(app, { email: 'organizer@example.com' });
const volunteer = await createUser(app, { email: 'volunteer@example.com' });
const stranger = await createUser(app, { email: 'stranger@example.com' });
/** 10:00 AM in Dhaka, `days` after the clock's today there: a start on one of the day's slots. */
const at = (days: number) => dayAt(app.now(), 'Asia/Dhaka', days, 10).toISOString();

// The organizer's event, joined by the volunteer: every write below would change it if it got through.
const event = await createEvent(app, organizer, { title: 'Riverbank Cleanup', date: at(3), volunteersNeeded: 3 });
for (const who of [volunteer, stranger]) {
  const res = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(who) });
  if (res.json().success !== true) throw new Error(`setup join failed: ${res.body}`);
}
// An open event nobody has joined yet, for join attempts.
const openEvent = await createEvent(app, organizer, { title: 'Tree Planting Drive', type: 'Plantation', date: at(5) });

// ---- tokens that must not let anybody in ------------------------------------------------------

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = { sub: organizer.id, email: organizer.email, name: organizer.name, sid: organizer.sessionId };
const [realKey] = ((await app.auth.api.getJwks()) as { keys: { kid?: string; alg?: string }[] }).keys;

/** Same claims, same key id and algorithm as the app's signer, but signed with a key of our own. */
async function foreignToken(): Promise<string> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return new SignJWT(claims)
    .setProtectedHeader({ alg: realKey?.alg ?? 'EdDSA', kid: realKey?.kid })
    .setIssuer(PUBLIC_URL)
    .setAudience(PUBLIC_URL)
    .setSubject(organizer.id)
    .setIssuedAt(Math.floor(app.now().getTime() / 1000))
    .setExpirationTime(Math.floor(app.now().getTime() / 1000) + 600)
    .sign(privateKey);
}
const badTokens: Record<string, { authorization?: string }> = {
  'no token': {},
  'a malformed token': { authorization: 'Bearer not-a-token' },
  'a token signed by another key': { authorization: `Bearer ${await foreignToken()}` },
};
const [header, , signature] = organizer.token.split('.');
const unsignedToken = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iss: PUBLIC_URL, aud: PUBLIC_URL })}.`;
const tamperedToken = `${header}.${base64url({ ...claims, sub: volunteer.id, email: volunteer.email, iss: PUBLIC_URL, aud: PUBLIC_URL })}.${signature}`;

// ---- rows and builders ------------------------------------------------------------------------

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Row = {
  name: string;
  method: Method;
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is (set the content-type in headers). */
  payload?: unknown;
  status: 400 | 401 | 403 | 404 | 413 | 415;
  /** For validation rows: the field that must be named in `errors`... */
  field?: string;
  /** ...and, where the spec defines one, its exact message. */
  message?: string;
};

const EVENTS = '/api/events';
const editUrl = (id = event._id) => `${EVENTS}/my-events/${id}`;
const deleteUrl = (id = event._id) => `${EVENTS}/my-events/${id}`;
const joinUrl = (id = openEvent._id) => `${EVENTS}/${id}/join`;
const cancelUrl = (id = event._id) => `${EVENTS}/cancel/${id}`;
const json = { 'content-type': 'application/json' };

type Overrides = Record<string, unknown>;
function withFields(overrides: Overrides, omit: string[] = []): Record<string, unknown> {
  const body: Record<string, unknown> = { ...eventInput(app), ...overrides };
  for (const key of omit) delete body[key];
  return body;
}

/** POST /api/events as the organizer, with one thing wrong. */
const create = (name: string, overrides: Overrides, field: string, message?: string, omit: string[] = []): Row => ({
  name,
  method: 'POST',
  url: EVENTS,
  headers: as(organizer),
  payload: withFields(overrides, omit),
  status: 400,
  field,
  message,
});

/** PATCH /api/events/my-events/:id as the owner, with one thing wrong. */
const edit = (name: string, overrides: Overrides, field: string, message?: string, omit: string[] = []): Row => ({
  ...create(name, overrides, field, message, omit),
  method: 'PATCH',
  url: editUrl(),
});

/** A raw body (not JSON-encoded by the test) on a route that takes one. */
const raw = (name: string, method: Method, url: string, payload: string, contentType: string, status: Row['status']): Row => ({
  name,
  method,
  url,
  headers: { ...as(organizer), 'content-type': contentType },
  payload,
  status,
});

const fieldMessages = createEventMessages;
const textFields = ['title', 'description', 'location', 'organizer', 'imageUrl'] as const;
const wrongTextValues: [string, unknown][] = [
  ['a number', 123],
  ['an array', ['River Bank Cleanup']],
  ['an object', { text: 'River Bank Cleanup' }],
  ['a boolean', true],
  ['null', null],
  ['an empty string', ''],
  ['only whitespace', ' \t\n  '],
];

// ---- POST /api/events: field validation -------------------------------------------------------

const createTypeRows: Row[] = textFields.flatMap((field) =>
  wrongTextValues.map(([label, value]) => create(`${field} as ${label}`, { [field]: value }, field, fieldMessages[field])),
);

const createMissingRows: Row[] = (['title', 'description', 'type', 'imageUrl', 'location', 'date', 'organizer', 'volunteersNeeded'] as const).map((field) =>
  create(`without ${field}`, {}, field, fieldMessages[field], [field]),
);

const createEventTypeRows: Row[] = [
  create('type Party (not a type)', { type: 'Party' }, 'type', fieldMessages.type),
  create('type All (a filter, not a type)', { type: 'All' }, 'type', fieldMessages.type),
  create('type in the wrong case', { type: 'cleanup' }, 'type', fieldMessages.type),
  create('type as a number', { type: 3 }, 'type', fieldMessages.type),
  create('type as an empty string', { type: '' }, 'type', fieldMessages.type),
  create('type as null', { type: null }, 'type', fieldMessages.type),
  create('type as an array', { type: ['Cleanup'] }, 'type', fieldMessages.type),
];

const createHugeRows: Row[] = [
  create('title of 10,000 characters', { title: 'T'.repeat(10_000) }, 'title', validationMessages.tooLong(200)),
  create('title of 201 characters', { title: 'T'.repeat(201) }, 'title', validationMessages.tooLong(200)),
  create('description of 5,001 characters', { description: 'D'.repeat(5_001) }, 'description', validationMessages.tooLong(5000)),
  create('description of 100,000 characters', { description: 'D'.repeat(100_000) }, 'description', validationMessages.tooLong(5000)),
  create('location of 301 characters', { location: 'L'.repeat(301) }, 'location', validationMessages.tooLong(300)),
  create('organizer of 121 characters', { organizer: 'O'.repeat(121) }, 'organizer', validationMessages.tooLong(120)),
  create('imageUrl over 2,048 characters', { imageUrl: `https://images.example.com/${'a'.repeat(2048)}.jpg` }, 'imageUrl', validationMessages.tooLong(2048)),
];

const scriptUrls: [string, string][] = [
  ['javascript:', 'javascript:alert(1)'],
  ['JavaScript: in mixed case', 'JaVaScRiPt:alert(document.cookie)'],
  ['javascript: after leading spaces', '   javascript:alert(1)'],
  ['javascript: split by a newline', 'java\nscript:alert(1)'],
  ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
  ['data:image/svg+xml', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['ftp://', 'ftp://example.com/river.jpg'],
  ['file://', 'file:///etc/passwd'],
  ['protocol-relative //evil.com', '//evil.com/river.jpg'],
  ['a relative path', '/images/river.jpg'],
  ['plain words', 'not a url at all'],
  // The pages' CSP shows pictures over https only.
  ['plain http://', 'http://images.example.com/river.jpg'],
];
const createUrlRows: Row[] = [
  ...scriptUrls.map(([label, url]) => create(`imageUrl ${label}`, { imageUrl: url }, 'imageUrl', validationMessages.httpsUrl)),
  create('images with javascript:', { images: ['javascript:alert(1)'] }, 'images.0', validationMessages.httpsUrl),
  create(
    'images with data:text/html second',
    { images: ['https://images.example.com/a.jpg', 'data:text/html,<b>x</b>'] },
    'images.1',
    validationMessages.httpsUrl,
  ),
  create('images with //evil.com', { images: ['//evil.com/a.jpg'] }, 'images.0', validationMessages.httpsUrl),
  create('images with vbscript:', { images: ['vbscript:msgbox(1)'] }, 'images.0', validationMessages.httpsUrl),
  create('images with plain http://', { images: ['http://images.example.com/a.jpg'] }, 'images.0', validationMessages.httpsUrl),
];

const createDateRows: Row[] = [
  create("date 'tomorrow'", { date: 'tomorrow' }, 'date', validationMessages.invalidDate),
  create('date 2026-13-45T00:00:00Z', { date: '2026-13-45T00:00:00Z' }, 'date', validationMessages.invalidDate),
  create('date 9999-99-99', { date: '9999-99-99' }, 'date', validationMessages.invalidDate),
  create('date of plain words', { date: 'next Friday at noon' }, 'date', validationMessages.invalidDate),
  create('date as an empty string', { date: '' }, 'date', fieldMessages.date),
  create('date as the number 12345', { date: 12345 }, 'date', fieldMessages.date),
  create('date as null', { date: null }, 'date', fieldMessages.date),
  create('date as an object', { date: { $gt: '' } }, 'date', fieldMessages.date),
  create('date a day in the past', { date: at(-1) }, 'date', validationMessages.dateInPast),
  create('date in the year 2000', { date: '2000-01-01T00:00:00Z' }, 'date', validationMessages.dateInPast),
  create('date a minute ago', { date: new Date(app.now().getTime() - 60_000).toISOString() }, 'date', validationMessages.dateInPast),
  // Issue 35: a start at most two years ahead (a far one stalled every calendar feed holding it).
  create('date on 9999-12-31', { date: '9999-12-31T04:00:00Z' }, 'date', validationMessages.dateTooFar(EVENT_DATES.yearsAhead)),
  create(
    'date a day past two years ahead',
    { date: dayAt(latestStart(app.now()), 'Asia/Dhaka', 1, 10).toISOString() },
    'date',
    validationMessages.dateTooFar(EVENT_DATES.yearsAhead),
  ),
];

/** `hour`:`minute` (and `second`) in Dhaka, ten days after the clock's today there. */
const dhakaAt = (hour: number, minute: number, second = 0) =>
  new Date(dayAt(app.now(), 'Asia/Dhaka', 10, hour, minute).getTime() + second * 1000).toISOString();

// The spec's start times: 8:00 AM to 11:30 PM in the event's zone, on the hour or half past.
const createTimeRows: Row[] = [
  create('date at 3:15 AM in Dhaka', { date: dhakaAt(3, 15) }, 'date', validationMessages.timeSlot),
  create('date at 7:30 AM in Dhaka (before the first slot)', { date: dhakaAt(7, 30) }, 'date', validationMessages.timeSlot),
  create('date at 10:10 AM in Dhaka (between slots)', { date: dhakaAt(10, 10) }, 'date', validationMessages.timeSlot),
  create('date at 11:45 PM in Dhaka (after the last slot)', { date: dhakaAt(23, 45) }, 'date', validationMessages.timeSlot),
  create('date at 10:00:30 AM in Dhaka (seconds)', { date: dhakaAt(10, 0, 30) }, 'date', validationMessages.timeSlot),
  create('date at 10:00 AM in Dhaka given in the zone UTC (04:00 there)', { date: dhakaAt(10, 0), timeZone: 'UTC' }, 'date', validationMessages.timeSlot),
  create('timeZone Mars/Olympus', { timeZone: 'Mars/Olympus' }, 'timeZone', validationMessages.timeZone),
  create('timeZone as an empty string', { timeZone: '' }, 'timeZone', validationMessages.timeZone),
  create('timeZone as the number 6', { timeZone: 6 }, 'timeZone', validationMessages.timeZone),
];

const createVolunteersRows: Row[] = [
  ...(
    [
      ['0', 0],
      ['-1', -1],
      ['2.5', 2.5],
      ["'abc'", 'abc'],
      ["'NaN'", 'NaN'],
      ["'Infinity'", 'Infinity'],
      ["'-5'", '-5'],
      ["'2.5'", '2.5'],
      ['an empty string', ''],
      ['only whitespace', '   '],
      ['null', null],
      ['true', true],
      ['an array', [5]],
      ['an object', { value: 5 }],
    ] as [string, unknown][]
  ).map(([label, value]) => create(`volunteersNeeded ${label}`, { volunteersNeeded: value }, 'volunteersNeeded', fieldMessages.volunteersNeeded)),
  create('volunteersNeeded 1e12', { volunteersNeeded: 1e12 }, 'volunteersNeeded', validationMessages.volunteersTooMany(100_000)),
  create("volunteersNeeded '1e12'", { volunteersNeeded: '1e12' }, 'volunteersNeeded', validationMessages.volunteersTooMany(100_000)),
];

const highlight = { icon: 'leaf', title: 'Gloves provided', desc: 'Bring water.' };
const faq = { q: 'What should I bring?', a: 'Water and a hat.' };
const createListRows: Row[] = [
  create('21 images', { images: Array.from({ length: 21 }, (_, i) => `https://images.example.com/${i}.jpg`) }, 'images', validationMessages.tooMany(20)),
  create('21 highlights', { highlights: Array.from({ length: 21 }, () => highlight) }, 'highlights', validationMessages.tooMany(20)),
  create('21 faqs', { faqs: Array.from({ length: 21 }, () => faq) }, 'faqs', validationMessages.tooMany(20)),
  create('images as a string', { images: 'https://images.example.com/a.jpg' }, 'images'),
  create('images with a number', { images: [123] }, 'images.0', validationMessages.itemRequired),
  create('highlights as an object', { highlights: highlight }, 'highlights'),
  create('a highlight with an empty title', { highlights: [{ ...highlight, title: '' }] }, 'highlights.0.title', validationMessages.itemRequired),
  create('a highlight without desc', { highlights: [{ icon: 'leaf', title: 'Gloves' }] }, 'highlights.0.desc', validationMessages.itemRequired),
  create('a highlight with a number title', { highlights: [{ ...highlight, title: 42 }] }, 'highlights.0.title', validationMessages.itemRequired),
  create(
    'a highlight with an icon of 41 characters',
    { highlights: [{ ...highlight, icon: 'i'.repeat(41) }] },
    'highlights.0.icon',
    validationMessages.tooLong(40),
  ),
  create(
    'a highlight with a desc of 501 characters',
    { highlights: [{ ...highlight, desc: 'd'.repeat(501) }] },
    'highlights.0.desc',
    validationMessages.tooLong(500),
  ),
  create('a highlight that is null', { highlights: [null] }, 'highlights.0'),
  create('a highlight that is a string', { highlights: ['Gloves provided'] }, 'highlights.0'),
  create('a faq without an answer', { faqs: [{ q: 'Why?' }] }, 'faqs.0.a', validationMessages.itemRequired),
  create('a faq with a blank question', { faqs: [{ q: '   ', a: 'Because.' }] }, 'faqs.0.q', validationMessages.itemRequired),
  create('a faq that is a string', { faqs: ['What should I bring?'] }, 'faqs.0'),
  create('faqs as an object', { faqs: faq }, 'faqs'),
];

/** A body that is valid JSON but not an object: the error names the body itself. */
const notAnObject = (name: string, payload: string): Row => ({ ...raw(name, 'POST', EVENTS, payload, 'application/json', 400), field: 'body' });
const createBodyRows: Row[] = [
  { name: 'an empty object', method: 'POST', url: EVENTS, headers: as(organizer), payload: {}, status: 400, field: 'title', message: fieldMessages.title },
  notAnObject('a JSON array', '[]'),
  notAnObject('a bare JSON string', '"River Bank Cleanup"'),
  notAnObject('a bare JSON number', '42'),
  notAnObject('JSON null', 'null'),
];

const badJsonRows: Row[] = [
  raw("bad JSON '{'", 'POST', EVENTS, '{', 'application/json', 400),
  raw('bad JSON \'{"a":\'', 'POST', EVENTS, '{"a":', 'application/json', 400),
  raw('bad JSON: a bare word', 'POST', EVENTS, 'hello', 'application/json', 400),
  raw('bad JSON: single quotes', 'POST', EVENTS, "{'title': 'x'}", 'application/json', 400),
  raw('bad JSON: a trailing comma', 'POST', EVENTS, '{"title": "x",}', 'application/json', 400),
  raw('an empty JSON body', 'POST', EVENTS, '', 'application/json', 400),
  raw('a __proto__ key', 'POST', EVENTS, JSON.stringify(eventInput(app)).replace(/^\{/, '{"__proto__":{"isAdmin":true},'), 'application/json', 400),
  raw(
    'a constructor.prototype key',
    'POST',
    EVENTS,
    JSON.stringify(eventInput(app)).replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},'),
    'application/json',
    400,
  ),
  raw("bad JSON '{' on edit", 'PATCH', editUrl(), '{', 'application/json', 400),
  raw('bad JSON \'{"email":\' on join', 'PATCH', joinUrl(), '{"email":', 'application/json', 400),
  raw('bad JSON on cancel', 'PATCH', cancelUrl(), '{email}', 'application/json', 400),
];

const contentTypeRows: Row[] = [
  raw('text/plain', 'POST', EVENTS, JSON.stringify(eventInput(app)), 'text/plain', 415),
  raw('text/plain; charset=utf-8', 'POST', EVENTS, JSON.stringify(eventInput(app)), 'text/plain; charset=utf-8', 415),
  raw('application/x-www-form-urlencoded', 'POST', EVENTS, new URLSearchParams(eventInput(app) as never).toString(), 'application/x-www-form-urlencoded', 415),
  raw(
    'multipart/form-data',
    'POST',
    EVENTS,
    '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nRiver\r\n--x--\r\n',
    'multipart/form-data; boundary=x',
    415,
  ),
  raw('text/html', 'POST', EVENTS, '<form><input name="title"></form>', 'text/html', 415),
  raw('application/xml', 'POST', EVENTS, '<event><title>River</title></event>', 'application/xml', 415),
  raw('text/plain on edit', 'PATCH', editUrl(), JSON.stringify(eventInput(app)), 'text/plain', 415),
  raw('form data on edit', 'PATCH', editUrl(), 'title=River', 'application/x-www-form-urlencoded', 415),
  raw('text/plain on join', 'PATCH', joinUrl(), '{}', 'text/plain', 415),
  raw('form data on cancel', 'PATCH', cancelUrl(), 'email=volunteer%40example.com', 'application/x-www-form-urlencoded', 415),
  raw(
    'multipart on join',
    'PATCH',
    joinUrl(),
    '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--x--\r\n',
    'multipart/form-data; boundary=x',
    415,
  ),
];

const oversized = JSON.stringify({ ...eventInput(app), description: 'D'.repeat(1024 * 1024 + 16) });
const oversizedRows: Row[] = [
  raw('a JSON body over 1 MiB', 'POST', EVENTS, oversized, 'application/json', 413),
  raw('a JSON body over 1 MiB on edit', 'PATCH', editUrl(), oversized, 'application/json', 413),
  raw(
    'a JSON body over 1 MiB on join',
    'PATCH',
    joinUrl(),
    JSON.stringify({ email: volunteer.email, pad: 'x'.repeat(1024 * 1024 + 16) }),
    'application/json',
    413,
  ),
];

// ---- PATCH /api/events/my-events/:id: the edit form's own messages --------------------------

const editRows: Row[] = [
  edit('title empty', { title: '' }, 'title', editEventMessages.title),
  edit('title as a number', { title: 7 }, 'title', editEventMessages.title),
  edit('title of 10,000 characters', { title: 'T'.repeat(10_000) }, 'title', validationMessages.tooLong(200)),
  edit('description of 5,001 characters', { description: 'D'.repeat(5_001) }, 'description', validationMessages.tooLong(5000)),
  edit('description only whitespace', { description: '    ' }, 'description', editEventMessages.description),
  edit('imageUrl javascript:', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', validationMessages.httpsUrl),
  edit('imageUrl //evil.com', { imageUrl: '//evil.com/x.png' }, 'imageUrl', validationMessages.httpsUrl),
  edit('without date', {}, 'date', 'Please select a date.', ['date']),
  edit('date empty', { date: '' }, 'date', 'Please select a date.'),
  edit('date as the number 12345', { date: 12345 }, 'date', 'Please select a date.'),
  edit("date 'tomorrow'", { date: 'tomorrow' }, 'date', validationMessages.invalidDate),
  edit('date 2026-13-45T00:00:00Z', { date: '2026-13-45T00:00:00Z' }, 'date', validationMessages.invalidDate),
  edit('date moved to 3:15 AM in Dhaka', { date: dhakaAt(3, 15) }, 'date', validationMessages.timeSlot),
  edit('date moved to 11:45 PM in Dhaka', { date: dhakaAt(23, 45) }, 'date', validationMessages.timeSlot),
  edit('date moved to 1999', { date: '1999-06-01T04:00:00Z' }, 'date', validationMessages.dateTooEarly(EVENT_DATES.firstYear)),
  edit('date moved to 9999-12-31', { date: '9999-12-31T04:00:00Z' }, 'date', validationMessages.dateTooFar(EVENT_DATES.yearsAhead)),
  // The same start (10:00 AM in Dhaka) in a zone where it reads 4:00 or 5:00 AM: a new zone is checked too.
  edit('timeZone changed to one where the start is 4 AM', { date: event.date, timeZone: 'Europe/London' }, 'date', validationMessages.timeSlot),
  edit('timeZone Mars/Olympus', { timeZone: 'Mars/Olympus' }, 'timeZone', validationMessages.timeZone),
  edit('timeZone as an empty string', { timeZone: '' }, 'timeZone', validationMessages.timeZone),
  edit('timeZone as the number 6', { timeZone: 6 }, 'timeZone', validationMessages.timeZone),
  edit('without volunteersNeeded', {}, 'volunteersNeeded', 'Enter a valid number > 0.', ['volunteersNeeded']),
  edit('volunteersNeeded 0', { volunteersNeeded: 0 }, 'volunteersNeeded', 'Enter a valid number > 0.'),
  edit('volunteersNeeded -1', { volunteersNeeded: -1 }, 'volunteersNeeded', 'Enter a valid number > 0.'),
  edit('volunteersNeeded 2.5', { volunteersNeeded: 2.5 }, 'volunteersNeeded', 'Enter a valid number > 0.'),
  edit("volunteersNeeded 'abc'", { volunteersNeeded: 'abc' }, 'volunteersNeeded', 'Enter a valid number > 0.'),
  edit('volunteersNeeded 1e12', { volunteersNeeded: 1e12 }, 'volunteersNeeded', validationMessages.volunteersTooMany(100_000)),
  edit('volunteersNeeded below the 2 already joined', { volunteersNeeded: 1 }, 'volunteersNeeded', validationMessages.volunteersBelowJoined(2)),
  edit('type Party', { type: 'Party' }, 'type', editEventMessages.type),
  edit('21 faqs', { faqs: Array.from({ length: 21 }, () => faq) }, 'faqs', validationMessages.tooMany(20)),
  edit('a highlight without title', { highlights: [{ desc: 'x' }] }, 'highlights.0.title', validationMessages.itemRequired),
  {
    name: 'an empty object',
    method: 'PATCH',
    url: editUrl(),
    headers: as(organizer),
    payload: {},
    status: 400,
    field: 'title',
    message: editEventMessages.title,
  },
  { name: 'by someone who is not the organizer', method: 'PATCH', url: editUrl(), headers: as(volunteer), payload: eventInput(app), status: 403 },
];

// ---- who may call: tokens and e-mails ---------------------------------------------------------

/** Each protected route with a request that would succeed (and write, where it writes) for the right caller. */
const protectedRoutes: Omit<Row, 'name' | 'status'>[] = [
  { method: 'POST', url: EVENTS, payload: eventInput(app) },
  { method: 'PATCH', url: editUrl(), payload: eventInput(app, { title: 'Renamed' }) },
  { method: 'DELETE', url: deleteUrl() },
  { method: 'PATCH', url: joinUrl() },
  { method: 'PATCH', url: cancelUrl() },
  { method: 'GET', url: `${EVENTS}/my-events` },
  { method: 'GET', url: `${EVENTS}/joined` },
];
const authRows: Row[] = [
  ...protectedRoutes.flatMap((route) =>
    Object.entries(badTokens).map(([label, headers]): Row => ({ ...route, name: `with ${label}`, headers: headers as Record<string, string>, status: 401 })),
  ),
  {
    name: "with an unsigned ('alg: none') token",
    method: 'POST',
    url: EVENTS,
    headers: { authorization: `Bearer ${unsignedToken}` },
    payload: eventInput(app),
    status: 401,
  },
  { name: 'with a token whose claims were changed', method: 'PATCH', url: cancelUrl(), headers: { authorization: `Bearer ${tamperedToken}` }, status: 401 },
  {
    name: 'with Basic credentials',
    method: 'DELETE',
    url: deleteUrl(),
    headers: { authorization: 'Basic b3JnYW5pemVyQGV4YW1wbGUuY29tOnNlY3JldA==' },
    status: 401,
  },
  { name: 'with the token but no Bearer scheme', method: 'DELETE', url: deleteUrl(), headers: { authorization: organizer.token }, status: 401 },
  { name: 'with an empty Bearer', method: 'GET', url: `${EVENTS}/my-events`, headers: { authorization: 'Bearer ' }, status: 401 },
  { name: 'with the token in the query instead of the header', method: 'GET', url: `${EVENTS}/joined?token=${volunteer.token}`, status: 401 },
];

const emailRows: Row[] = [
  { name: "my-events for someone else's email", method: 'GET', url: `${EVENTS}/my-events?email=volunteer%40example.com`, headers: as(organizer), status: 403 },
  { name: "joined for someone else's email", method: 'GET', url: `${EVENTS}/joined?email=organizer%40example.com`, headers: as(volunteer), status: 403 },
  { name: "delete with someone else's email", method: 'DELETE', url: `${deleteUrl()}?email=volunteer%40example.com`, headers: as(organizer), status: 403 },
  { name: "join with someone else's email", method: 'PATCH', url: joinUrl(), headers: as(stranger), payload: { email: volunteer.email }, status: 403 },
  { name: "cancel with someone else's email", method: 'PATCH', url: cancelUrl(), headers: as(volunteer), payload: { email: organizer.email }, status: 403 },
  { name: 'delete by someone who is not the organizer', method: 'DELETE', url: deleteUrl(), headers: as(volunteer), status: 403 },
  {
    name: 'my-events with an email that is not an email',
    method: 'GET',
    url: `${EVENTS}/my-events?email=not-an-email`,
    headers: as(organizer),
    status: 400,
    field: 'email',
    message: validationMessages.email,
  },
  {
    name: 'joined with an email that is not an email',
    method: 'GET',
    url: `${EVENTS}/joined?email=%27%20OR%201%3D1--`,
    headers: as(volunteer),
    status: 400,
    field: 'email',
    message: validationMessages.email,
  },
  {
    name: 'delete with an email that is not an email',
    method: 'DELETE',
    url: `${deleteUrl()}?email=organizer`,
    headers: as(organizer),
    status: 400,
    field: 'email',
    message: validationMessages.email,
  },
  {
    name: 'join with an email that is not an email',
    method: 'PATCH',
    url: joinUrl(),
    headers: as(stranger),
    payload: { email: 'stranger' },
    status: 400,
    field: 'email',
    message: validationMessages.email,
  },
  { name: 'join with the email as a number', method: 'PATCH', url: joinUrl(), headers: as(stranger), payload: { email: 42 }, status: 400, field: 'email' },
  {
    name: 'cancel with the email as an array',
    method: 'PATCH',
    url: cancelUrl(),
    headers: as(volunteer),
    payload: { email: [volunteer.email] },
    status: 400,
    field: 'email',
  },
  { name: 'join with a JSON array body', method: 'PATCH', url: joinUrl(), headers: { ...as(stranger), ...json }, payload: '[]', status: 400, field: 'body' },
];

// ---- ids ----------------------------------------------------------------------------------------

const badIds: [string, string][] = [
  ['a non-uuid id', 'abc'],
  ['a numeric id', '1'],
  ['an SQL injection id', "1' OR '1'='1"],
  ['an SQL statement id', '1; DROP TABLE events;--'],
  ['an id of 300 characters', 'x'.repeat(300)],
  ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
  ['a uuid with extra text', `${event._id}x`],
];
const idRoutes: { label: string; row: (id: string) => Omit<Row, 'name' | 'status'> }[] = [
  { label: 'GET one', row: (id) => ({ method: 'GET', url: `${EVENTS}/${id}` }) },
  { label: 'edit', row: (id) => ({ method: 'PATCH', url: editUrl(id), headers: as(organizer), payload: eventInput(app) }) },
  { label: 'delete', row: (id) => ({ method: 'DELETE', url: deleteUrl(id), headers: as(organizer) }) },
  { label: 'join', row: (id) => ({ method: 'PATCH', url: joinUrl(id), headers: as(stranger) }) },
  { label: 'cancel', row: (id) => ({ method: 'PATCH', url: cancelUrl(id), headers: as(volunteer) }) },
];
const idRows: Row[] = idRoutes.flatMap(({ label, row }) =>
  badIds.map(([idLabel, id]): Row => ({ ...row(encodeURIComponent(id)), name: `${label} with ${idLabel}`, status: 404 })),
);

// ---- GET /api/events query ------------------------------------------------------------------------

const query = (name: string, search: string, field: string, message?: string): Row => ({
  name,
  method: 'GET',
  url: `${EVENTS}?${search}`,
  status: 400,
  field,
  message,
});
const queryRows: Row[] = [
  query('page=0', 'page=0', 'page'),
  query('page=-1', 'page=-1', 'page'),
  query('page=abc', 'page=abc', 'page'),
  query('page=1.5', 'page=1.5', 'page'),
  query('page=99999999999', 'page=99999999999', 'page'),
  query('page given twice', 'page=1&page=2', 'page'),
  query('limit=0', 'limit=0', 'limit'),
  query('limit=1000', 'limit=1000', 'limit'),
  query('limit=abc', 'limit=abc', 'limit'),
  query('limit=-5', 'limit=-5', 'limit'),
  query('type=Party', 'type=Party', 'type'),
  query('type empty', 'type=', 'type'),
  query('type given twice', 'type=All&type=Cleanup', 'type'),
  query('when=soon', 'when=soon', 'when'),
  query('when=UPCOMING', 'when=UPCOMING', 'when'),
  query('q of 1,000 characters', `q=${'q'.repeat(1000)}`, 'q', validationMessages.tooLong(200)),
  { ...query('page=0 with a token', 'page=0', 'page'), headers: as(organizer) },
  // Issue 35: days past the database's range answered 500 (time zone displacement out of range).
  query('to=9999-12-31', 'to=9999-12-31', 'to', validationMessages.dayRange(LIST_DAYS.first, LIST_DAYS.last)),
  query('from=0000-01-01', 'from=0000-01-01', 'from', validationMessages.dayRange(LIST_DAYS.first, LIST_DAYS.last)),
  query('from=2026-02-30', 'from=2026-02-30', 'from', validationMessages.day),
  { ...query('to=9999-12-31 with a token', 'to=9999-12-31', 'to', validationMessages.dayRange(LIST_DAYS.first, LIST_DAYS.last)), headers: as(organizer) },
];

// ---- POST /api/uploads: forms that cannot be read -----------------------------------------------

// Issue 35: each answered 500.
const formHead = '--cut\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
const cutAfterPicture = `${formHead}${'x'.repeat(2000)}`;
const unreadableForm = (name: string, payload: string, headers: Record<string, string> = {}): Row => ({
  name,
  method: 'POST',
  url: '/api/uploads',
  headers: { ...as(organizer), 'content-type': 'multipart/form-data; boundary=cut', ...headers },
  payload,
  status: 400,
  message: uploadTexts.incompleteUpload,
});
const uploadRows: Row[] = [
  unreadableForm('multipart/form-data without a boundary', `${cutAfterPicture}\r\n--cut--\r\n`, { 'content-type': 'multipart/form-data' }),
  unreadableForm('multipart/form-data without a boundary or a body', '', { 'content-type': 'multipart/form-data' }),
  unreadableForm('a form cut off before its closing boundary', cutAfterPicture),
  unreadableForm('a form cut off in its part header', formHead.slice(0, 40)),
  unreadableForm('a form of fewer bytes than its Content-Length', cutAfterPicture, { 'content-length': String(cutAfterPicture.length + 1000) }),
];

// ---- the checks ---------------------------------------------------------------------------------

const statusMessages: Record<number, string[]> = {
  401: [apiMessages.unauthorized],
  403: [apiMessages.forbiddenEmail, apiMessages.forbiddenOwner],
  404: [apiMessages.notFound, apiMessages.eventNotFound],
  413: [apiMessages.payloadTooLarge],
  415: [apiMessages.unsupportedMediaType],
};
/** A code of one of our texts: `<namespace>.<key>`. */
const CODE = /^[a-z][a-z-]*\.[A-Za-z.]+$/;
const internals = [
  /\n\s*at /,
  /\bat \S+ \(/,
  /\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\b(select\s.+\sfrom|insert\s+into|delete\s+from|update\s+\S+\s+set)\b/i,
  /\b(syntax error|relation "|violates|constraint|drizzle|pglite|postgres|sqlstate)\b/i,
  /FST_ERR|ZodError|TypeError|SyntaxError/,
];

function shortUrl(url: string): string {
  return url.replace(/[^/?&=]{40,}/g, (long) => `${long.slice(0, 12)}…(${long.length})`);
}

async function check(row: Row) {
  const before = await snapshot(app);
  const res = await app.inject({
    method: row.method,
    url: row.url,
    headers: row.headers ?? {},
    ...(row.payload === undefined ? {} : { payload: row.payload as string | object }),
  });
  const after = await snapshot(app);

  expect(res.statusCode, res.body.slice(0, 500)).toBe(row.status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { success?: unknown; code?: unknown; message?: unknown; errors?: unknown };
  // Every failure (decision 049): success false, the code of one of our texts, its words.
  expect(body.success).toBe(false);
  expect(body.code).toMatch(CODE);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).trim()).not.toBe('');
  expect(
    Object.keys(body).every((key) => ['success', 'code', 'message', 'values', 'errors'].includes(key)),
    res.body,
  ).toBe(true);
  for (const pattern of internals) expect(res.body).not.toMatch(pattern);

  if (row.status === 400 && row.field) {
    const errors = body.errors as { field: unknown; code: unknown; message: unknown }[];
    expect(Array.isArray(errors)).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(typeof error.field).toBe('string');
      expect(error.code).toMatch(CODE);
      expect(typeof error.message).toBe('string');
      expect(error.message).not.toBe('');
    }
    const expected = row.message === undefined ? { field: row.field } : { field: row.field, message: row.message };
    expect(errors, res.body).toContainEqual(expect.objectContaining(expected));
  } else if (row.status === 400) {
    // A body that cannot be read: JSON's message unless the row names another.
    expect(body.message).toBe(row.message ?? apiMessages.badJson);
  } else {
    expect(statusMessages[row.status]).toContain(body.message);
  }

  expect(after, 'the stored data changed').toBe(before);
}

// ---- what nothing may hold: NUL characters (PostgreSQL cannot store them) and deep nesting ------

const NUL = 'River\u0000Bank';
const nul = validationMessages.controlCharacter;
const tooDeep = validationMessages.nestedTooDeep;
/** `{"email": [[[…]]]}` nested `depth` arrays deep, as raw JSON (building it as an object would be fine too). */
const deepJson = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const nulRows: Row[] = [
  ...textFields.map((field) => create(`${field} with a NUL character`, { [field]: NUL }, field, nul)),
  create('a highlight title with a NUL character', { highlights: [{ icon: 'leaf', title: NUL, desc: 'Bring gloves.' }] }, 'highlights.0.title', nul),
  create('a key with a NUL character', { ['ti\u0000tle']: 'River Bank Cleanup' }, 'body', nul),
  edit('title with a NUL character', { title: NUL }, 'title', nul),
  { name: 'a search with a NUL character', method: 'GET', url: `${EVENTS}?q=river%00bank`, status: 400, field: 'q', message: nul },
  {
    name: 'a contact name with a NUL character',
    method: 'POST',
    url: '/api/contact',
    headers: json,
    payload: { name: NUL, email: 'a@example.com', subject: 'Hello there', message: 'A message long enough to send.' },
    status: 400,
    field: 'name',
    message: nul,
  },
  {
    name: 'an announcement with a NUL character',
    method: 'POST',
    url: `${EVENTS}/${event._id}/announcements`,
    headers: as(organizer),
    payload: { message: NUL },
    status: 400,
    field: 'message',
    message: nul,
  },
  {
    name: 'a sign-up name with a NUL character',
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: json,
    payload: { name: NUL, email: 'nul@example.com', password: 'Secret123', image: 'https://example.com/a.png' },
    status: 400,
    field: 'name',
    message: nul,
  },
  {
    name: 'a sign-in body nested 100,000 deep',
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: json,
    payload: deepJson(100_000),
    status: 400,
    field: 'email',
    message: tooDeep,
  },
  {
    name: 'an event body nested 100,000 deep',
    method: 'POST',
    url: EVENTS,
    headers: { ...as(organizer), ...json },
    payload: deepJson(100_000),
    status: 400,
    field: 'email',
    message: tooDeep,
  },
];

const groups: [string, Row[]][] = [
  ['POST /api/events: wrong types and blanks', createTypeRows],
  ['POST /api/events: missing fields', createMissingRows],
  ['POST /api/events: event type', createEventTypeRows],
  ['POST /api/events: huge strings', createHugeRows],
  ['POST /api/events: URLs that are not http(s)', createUrlRows],
  ['POST /api/events: dates', createDateRows],
  ['POST /api/events: start times and time zones', createTimeRows],
  ['POST /api/events: volunteersNeeded', createVolunteersRows],
  ['POST /api/events: images, highlights, faqs', createListRows],
  ['POST /api/events: the body as a whole', createBodyRows],
  ['bad JSON', badJsonRows],
  ['content types other than JSON', contentTypeRows],
  ['bodies over 1 MiB', oversizedRows],
  ['PATCH /api/events/my-events/:id', editRows],
  ['protected routes without a valid token', authRows],
  ['e-mails and owners', emailRows],
  ['unknown and malformed ids', idRows],
  ['GET /api/events query', queryRows],
  ['POST /api/uploads: forms that cannot be read', uploadRows],
  ['NUL characters and deep nesting, on every route', nulRows],
];
const rowCount = groups.reduce((n, [, rows]) => n + rows.length, 0);

describe(`bad input is refused cleanly and changes nothing (${rowCount} requests)`, () => {
  it('has at least 120 rows, each with its own name', () => {
    expect(rowCount).toBeGreaterThanOrEqual(120);
    const names = groups.flatMap(([group, rows]) => rows.map((row) => `${group} ${row.method} ${row.url} ${row.name}`));
    expect(new Set(names).size).toBe(names.length);
  });

  for (const [group, rows] of groups) {
    describe(group, () => {
      for (const row of rows) {
        it(`${row.method} ${shortUrl(row.url)}: ${row.name} -> ${row.status}`, () => check(row));
      }
    });
  }
});

// ---- what is accepted: markup in text fields is data, server-owned fields are the server's -------

describe('markup in text fields is stored as plain text', () => {
  const payloads: [string, string][] = [
    ['title', '<script>alert(1)</script> River Cleanup'],
    ['description', '<img src=x onerror=alert(1)> and <b>bold</b> & "quotes"'],
    ['organizer', '"><svg/onload=alert(document.cookie)>'],
    ['location', "Dhaka'); DROP TABLE events;--"],
  ];
  it.each(payloads)('POST /api/events with markup in %s -> 201, echoed unchanged as JSON', async (field, text) => {
    const res = await app.inject({ method: 'POST', url: EVENTS, headers: as(organizer), payload: eventInput(app, { [field]: text }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json()[field]).toBe(text);
    const read = await app.inject({ method: 'GET', url: `${EVENTS}/${res.json()._id}` });
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json()[field]).toBe(text);
  });
});

describe('fields the server owns are ignored on create', () => {
  it('POST /api/events with addedBy, volunteersJoined, joinedUsers, _id -> 201 with the server values', async () => {
    const spoofedId = '11111111-1111-4111-8111-111111111111';
    const res = await app.inject({
      method: 'POST',
      url: EVENTS,
      headers: as(organizer),
      payload: {
        ...eventInput(app, { title: 'Owned by the server' }),
        _id: spoofedId,
        id: spoofedId,
        addedBy: volunteer.email,
        ownerId: volunteer.id,
        volunteersJoined: 999,
        joinedUsers: [volunteer.email, stranger.email],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created._id).not.toBe(spoofedId);
    expect(created._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    expect(created.addedBy).toBe(organizer.email);
    expect(created.volunteersJoined).toBe(0);
    expect(created.joinedUsers).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `${EVENTS}/${spoofedId}` })).statusCode).toBe(404);
    const mine = (await app.inject({ method: 'GET', url: `${EVENTS}/my-events`, headers: as(volunteer) })).json() as { title: string }[];
    expect(mine.map((e) => e.title)).not.toContain('Owned by the server');
    const stored = (await app.inject({ method: 'GET', url: `${EVENTS}/${created._id}`, headers: as(organizer) })).json();
    expect(stored).toMatchObject({ addedBy: organizer.email, volunteersJoined: 0, joinedUsers: [] });
  });
});
