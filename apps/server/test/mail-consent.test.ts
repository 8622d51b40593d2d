import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';
import { notificationsTexts } from '@volunteering/shared/texts/notifications';
import { newsletterSubscriptions, outbox, participations, user } from '../src/db/schema.ts';
import type { Mail } from '../src/mail/mailer.ts';
import { startSmtpSink } from '../../../scripts/smtp-sink.ts';
import { as, buildTestApp, createEvent, createUser, isJoinConfirmation, PUBLIC_URL, tokenFor, type TestApp, type TestUser } from './helpers/build.ts';
import { said, refusal, fieldSaid } from './helpers/answers.ts';

const HOUR = 3600_000;
const app = await buildTestApp();

/** Every mail the app makes from here on, headers included (the outbox keeps no headers). */
function recordMails(target: TestApp): Mail[] {
  const made: Mail[] = [];
  const send = target.mailer.send;
  target.mailer.send = async (mail, db) => {
    await send(mail, db);
    made.push(mail);
  };
  return made;
}
const mails = recordMails(app);
/** The user with an access token minted at the clock's now: the tests move the clock by days. */
const fresh = async (who: TestUser) => Object.assign(who, { token: await tokenFor(app, who) });
const mailsTo = (email: string) => mails.filter((mail) => mail.to === email && !isJoinConfirmation(mail));
const outboxOf = (email: string) => app.db.select().from(outbox).where(eq(outbox.to, email));
const subscriptionOf = async (email: string) => (await app.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`${PUBLIC_URL}${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
};
const tokenIn = (text: string, path: string) => linkIn(text, path).searchParams.get('token')!;
/** The https address of a mail's List-Unsubscribe header, as a mail client reads it. */
const oneClickUrl = (mail: Mail) => {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const url = header.match(/<(https?:[^>]+)>/)?.[1];
  if (!url) throw new Error(`no https List-Unsubscribe in ${JSON.stringify(mail.headers)}`);
  return new URL(url);
};

const subscribe = (email: string, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, headers });
const confirm = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token }, headers });
/** What a mail client does for RFC 8058: a form POST of List-Unsubscribe=One-Click, no cookie, no token. */
const oneClick = (url: URL, contentType = 'application/x-www-form-urlencoded') =>
  app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': contentType },
    payload: contentType.startsWith('multipart/')
      ? '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n'
      : 'List-Unsubscribe=One-Click',
  });

/** A token with the same signature but another payload: what someone guessing at links would send. */
function forged(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [payload, signature] = token.split('.');
  const data = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(data);
  return `${Buffer.from(JSON.stringify(data)).toString('base64url')}.${signature}`;
}

describe('the newsletter, double opt-in', () => {
  it('keeps a new address unconfirmed and sends it the confirmation mail, nothing else', async () => {
    const res = await subscribe('  Reader@Example.com ');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(said(newsletterMessages, 'checkInbox'));
    expect(await subscriptionOf('reader@example.com')).toMatchObject({ email: 'reader@example.com', confirmedAt: null });

    const [sent, ...more] = await outboxOf('reader@example.com');
    expect(more).toEqual([]);
    expect(sent!.subject).toBe('Confirm your Volunteer Hub newsletter subscription');
    const link = linkIn(sent!.text, '/newsletter/confirm');
    expect(link.searchParams.get('lang')).toBe('en');
    expect(sent!.text).toContain('The link works for 7 days.');
  });

  it('answers the same whether the address is new, waiting or confirmed, and mails a waiting one again only after 10 minutes', async () => {
    const email = 'twice@example.com';
    const first = await subscribe(email);
    const again = await subscribe(email);
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    expect(await outboxOf(email)).toHaveLength(1);

    app.clock.advance(11 * 60_000);
    expect((await subscribe(email)).body).toBe(first.body);
    const sent = await outboxOf(email);
    expect(sent).toHaveLength(2);

    expect((await confirm(tokenIn(sent[1]!.text, '/newsletter/confirm'))).statusCode).toBe(200);
    app.clock.advance(11 * 60_000);
    const confirmedAgain = await subscribe(email);
    expect([confirmedAgain.statusCode, confirmedAgain.body]).toEqual([first.statusCode, first.body]);
    // The two confirmation mails and the welcome: no mail says the address was subscribed already.
    expect((await outboxOf(email)).map((mail) => mail.subject)).toEqual([
      'Confirm your Volunteer Hub newsletter subscription',
      'Confirm your Volunteer Hub newsletter subscription',
      'Welcome to the Volunteer Hub newsletter',
    ]);
  });

  it('confirms with the link, then sends the welcome newsletter once, with one-click unsubscribe headers and a visible link', async () => {
    const email = 'confirm-me@example.com';
    await subscribe(email);
    const token = tokenIn((await outboxOf(email))[0]!.text, '/newsletter/confirm');

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(said(newsletterMessages, 'confirmed'));
    expect((await subscriptionOf(email))!.confirmedAt).toEqual(app.now());

    const [welcome, ...more] = mailsTo(email).filter((mail) => mail.subject === 'Welcome to the Volunteer Hub newsletter');
    expect(more).toEqual([]);
    expect(welcome!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(new RegExp(`^<${PUBLIC_URL}/api/unsubscribe/[\\w-]+\\.[\\w-]+>$`)),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome!.text).toContain(`${PUBLIC_URL}/upcoming-events`);
    expect(welcome!.text).toMatch(/Unsubscribe in one click: http:\/\/localhost:3000\/unsubscribe\?token=/);

    // Following the link again (a second click, a mail scanner) confirms nothing more and mails nothing.
    expect((await confirm(token)).statusCode).toBe(200);
    expect(mailsTo(email).filter((mail) => mail.subject.startsWith('Welcome'))).toHaveLength(1);
  });

  it('writes the confirmation in the language of the page that asked, and the welcome in that of the page that confirmed', async () => {
    const email = 'bangla-reader@example.com';
    const res = await subscribe(email, { cookie: 'lang=bn' });
    expect(res.json().message).toBe('প্রায় হয়ে গেছে! ইনবক্স দেখুন, আর সাবস্ক্রিপশন নিশ্চিত করতে আমাদের পাঠানো লিংকটি খুলুন।');
    const [sent] = await outboxOf(email);
    expect(sent!.subject).toBe('Volunteer Hub নিউজলেটারের সাবস্ক্রিপশন নিশ্চিত করুন');
    expect(sent!.text).toContain('লিংকটি ৭ দিন কাজ করবে।');
    expect(linkIn(sent!.text, '/newsletter/confirm').searchParams.get('lang')).toBe('bn');

    await confirm(tokenIn(sent!.text, '/newsletter/confirm'), { 'accept-language': 'bn-BD,bn;q=0.9' });
    const welcome = mailsTo(email).at(-1)!;
    expect(welcome.subject).toBe('Volunteer Hub নিউজলেটারে স্বাগতম');
    expect(welcome.text).toContain('এক ক্লিকে আনসাবস্ক্রাইব করুন: http://localhost:3000/unsubscribe?token=');
  });

  it('refuses a forged or expired confirmation link with 400 and its message, and confirms nothing', async () => {
    const email = 'careful@example.com';
    await subscribe(email);
    const token = tokenIn((await outboxOf(email))[0]!.text, '/newsletter/confirm');
    await subscribe('victim@example.com');

    for (const bad of [forged(token, (p) => (p.email = 'victim@example.com')), `${token}x`, 'nonsense', token.split('.')[0]!]) {
      const res = await confirm(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ...refusal(newsletterMessages, 'linkInvalid'), errors: [fieldSaid('token', newsletterMessages, 'linkInvalid')] });
    }
    expect((await subscriptionOf('victim@example.com'))!.confirmedAt).toBeNull();

    app.clock.advance(7 * 24 * HOUR + 60_000);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(newsletterMessages.linkExpired);
    expect((await subscriptionOf(email))!.confirmedAt).toBeNull();
    expect(mailsTo(email).filter((mail) => mail.subject.startsWith('Welcome'))).toHaveLength(0);
  });

  it("unsubscribes with the mail client's one-click POST, without signing in, as a form or multipart", async () => {
    for (const [email, type] of [
      ['one-click@example.com', 'application/x-www-form-urlencoded'],
      ['multipart@example.com', 'multipart/form-data; boundary=b'],
    ] as const) {
      await subscribe(email);
      await confirm(tokenIn((await outboxOf(email))[0]!.text, '/newsletter/confirm'));
      const url = oneClickUrl(mailsTo(email).at(-1)!);

      // A GET (a scanner, a preview, a client without one-click) leads to the page and removes nothing.
      const opened = await app.inject({ method: 'GET', url: url.pathname });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(`/unsubscribe?token=${url.pathname.split('/').at(-1)}`);
      expect(await subscriptionOf(email)).toBeDefined();

      const res = await oneClick(url, type);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: 'newsletter', code: 'notifications.done.newsletter', message: notificationsTexts.done.newsletter });
      expect(await subscriptionOf(email)).toBeUndefined();
      // Again: the same answer, nothing to remove.
      expect((await oneClick(url, type)).statusCode).toBe(200);
    }
  });

  it('puts the List-Unsubscribe headers on the wire when mail goes out over SMTP', async () => {
    const smtp = await startSmtpSink();
    const withSmtp = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const email = 'wire@example.com';
      await withSmtp.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
      const [confirmation] = await withSmtp.db.select().from(outbox).where(eq(outbox.to, email));
      await withSmtp.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: tokenIn(confirmation!.text, '/newsletter/confirm') } });
      expect(smtp.messages).toHaveLength(2);
      const welcome = smtp.messages[1]!.data.replace(/\r\n[ \t]+/g, ' ');
      expect(welcome).toMatch(/^Subject: Welcome to the Volunteer Hub newsletter$/m);
      expect(welcome).toMatch(new RegExp(`^List-Unsubscribe: <${PUBLIC_URL}/api/unsubscribe/[\\w-]+\\.[\\w-]+>$`, 'm'));
      expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(smtp.messages[0]!.data).not.toMatch(/^List-Unsubscribe/m);
    } finally {
      await smtp.close();
    }
  });
});

describe('notification settings', () => {
  const settingsOf = (who: TestUser) => app.inject({ method: 'GET', url: '/api/me/notifications', headers: as(who) });
  const save = (who: TestUser, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/me/notifications', headers: as(who), payload });

  it('are all on for a new account, and each is kept as the owner of the token sets it', async () => {
    const me = await createUser(app);
    const other = await createUser(app);
    expect((await settingsOf(me)).json()).toEqual({ reminders: true, announcements: true, waitlist: true, digest: true, homeArea: null });

    const saved = await save(me, { reminders: false, announcements: true, waitlist: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ reminders: false, announcements: true, waitlist: false, digest: true, homeArea: null });
    expect((await settingsOf(me)).json()).toEqual({ reminders: false, announcements: true, waitlist: false, digest: true, homeArea: null });
    expect((await settingsOf(other)).json()).toEqual({ reminders: true, announcements: true, waitlist: true, digest: true, homeArea: null });
  });

  it('need a sign-in and all three choices, each true or false', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/me/notifications', payload: { reminders: false, announcements: false, waitlist: false } })).statusCode,
    ).toBe(401);
    const me = await createUser(app);
    for (const payload of [
      { reminders: 'no', announcements: true, waitlist: true },
      { reminders: true, announcements: true },
    ]) {
      const res = await save(me, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([fieldSaid(expect.stringMatching(/reminders|waitlist/), notificationsTexts, 'onOrOff')]);
    }
    expect((await settingsOf(me)).json()).toEqual({ reminders: true, announcements: true, waitlist: true, digest: true, homeArea: null });
  });

  it('are in the OpenAPI document, with the unsubscribe link', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths['/api/me/notifications'])).toEqual(expect.arrayContaining(['get', 'put']));
    expect(Object.keys(spec.paths['/api/unsubscribe/{token}'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(spec.paths['/api/newsletter/confirm'])).toEqual(['post']);
  });
});

/**
 * One volunteer's three kinds of mail: they come off a full event's waitlist (waitlist news), the
 * organizer posts an announcement, and the day before the start comes the reminder. Returns the
 * subjects of the mails `volunteer` and a second participant with everything on were sent.
 */
async function threeMailsFor(volunteer: TestUser) {
  const start = dayAt(app.now(), 'Asia/Dhaka', 4, 10);
  app.clock.set(new Date(start.getTime() - 72 * HOUR));
  const organizer = await createUser(app);
  const event = await createEvent(app, organizer, { title: 'Park Planting', volunteersNeeded: 2, date: start.toISOString() });
  const leaving = await createUser(app);
  const staying = await createUser(app);
  for (const who of [leaving, staying]) {
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(who) })).json().success).toBe(true);
  }
  expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/waitlist`, headers: as(await fresh(volunteer)) })).json().success).toBe(true);
  expect((await app.inject({ method: 'PATCH', url: `/api/events/cancel/${event._id}`, headers: as(leaving) })).json().success).toBe(true);
  // The place is the volunteer's whether or not they are told by mail.
  const place = await app.db
    .select()
    .from(participations)
    .where(and(eq(participations.eventId, event._id), eq(participations.userId, volunteer.id)));
  expect(place).toHaveLength(1);

  const posted = await app.inject({
    method: 'POST',
    url: `/api/events/${event._id}/announcements`,
    headers: as(organizer),
    payload: { message: 'Bring a hat.' },
  });
  expect(posted.json().recipients).toBe(2);

  app.clock.advance(48 * HOUR + 60_000);
  await app.jobs.runDue();
  const subjects = (email: string) => mailsTo(email).map((mail) => mail.subject);
  return { mine: subjects(volunteer.email), theirs: subjects(staying.email), event };
}

const SUBJECTS = {
  waitlist: "A place opened up: you're in for Park Planting",
  announcements: 'Announcement for Park Planting',
  reminders: expect.stringMatching(/^Reminder: Park Planting, /),
};

describe('each kind of mail turned off', () => {
  it('with everything on, all three come, each with its own link to turn it off and the one-click headers', async () => {
    const volunteer = await createUser(app);
    const { mine } = await threeMailsFor(volunteer);
    expect(mine).toEqual([SUBJECTS.waitlist, SUBJECTS.announcements, SUBJECTS.reminders]);
    const [waitlist, announcement, reminder] = mailsTo(volunteer.email);
    for (const [mail, kind, line] of [
      [waitlist!, 'waitlist', 'You get waitlist news because it is on in your Volunteer Hub settings. Turn it off: '],
      [announcement!, 'announcements', 'You get announcements by e-mail because they are on in your Volunteer Hub settings. Turn them off: '],
      [reminder!, 'reminders', 'You get reminders because they are on in your Volunteer Hub settings. Turn them off: '],
    ] as const) {
      expect(mail.text).toContain(`\n\n-- \n${line}${PUBLIC_URL}/unsubscribe?token=`);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const token = tokenIn(mail.text, '/unsubscribe');
      expect(oneClickUrl(mail).pathname).toBe(`/api/unsubscribe/${token}`);
      expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({ kind, userId: volunteer.id });
    }
  });

  it.each(['reminders', 'announcements', 'waitlist'] as const)('%s off: that mail is not sent, the other two are', async (kind) => {
    const volunteer = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: as(volunteer),
      payload: { reminders: true, announcements: true, waitlist: true, [kind]: false },
    });
    expect(res.statusCode).toBe(200);
    const { mine, theirs } = await threeMailsFor(volunteer);
    expect(mine).toEqual(
      Object.entries(SUBJECTS)
        .filter(([name]) => name !== kind)
        .map(([, subject]) => subject),
    );
    expect(theirs).toEqual([SUBJECTS.announcements, SUBJECTS.reminders]);
  });

  it('turned off after joining: the reminder already scheduled is not sent', async () => {
    const volunteer = await createUser(app);
    const start = dayAt(app.now(), 'Asia/Dhaka', 4, 10);
    app.clock.set(new Date(start.getTime() - 72 * HOUR));
    const event = await createEvent(app, await createUser(app), { date: start.toISOString() });
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(await fresh(volunteer)) })).json().success).toBe(true);
    const off = { reminders: false, announcements: true, waitlist: true };
    expect((await app.inject({ method: 'PUT', url: '/api/me/notifications', headers: as(volunteer), payload: off })).statusCode).toBe(200);
    app.clock.advance(48 * HOUR + 60_000);
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(mailsTo(volunteer.email)).toEqual([]);
  });
});

describe('the link that turns a kind of mail off', () => {
  const settingsRow = async (id: string) =>
    (await app.db.select({ r: user.mailReminders, a: user.mailAnnouncements, w: user.mailWaitlist }).from(user).where(eq(user.id, id)))[0];

  it("works without a session, from the mail's link or the one-click POST, and turns off only its kind", async () => {
    const volunteer = await createUser(app);
    await threeMailsFor(volunteer);
    const [waitlist, announcement] = mailsTo(volunteer.email);

    // The page's button: a POST of the token from the mail's visible link, no cookie, no bearer token.
    const res = await app.inject({ method: 'POST', url: `/api/unsubscribe/${tokenIn(announcement!.text, '/unsubscribe')}`, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'announcements', code: 'notifications.done.announcements', message: notificationsTexts.done.announcements });
    expect(await settingsRow(volunteer.id)).toEqual({ r: true, a: false, w: true });

    expect((await oneClick(oneClickUrl(waitlist!))).json().kind).toBe('waitlist');
    expect(await settingsRow(volunteer.id)).toEqual({ r: true, a: false, w: false });
    expect((await app.inject({ method: 'GET', url: '/api/me/notifications', headers: as(await fresh(volunteer)) })).json()).toEqual({
      reminders: true,
      announcements: false,
      waitlist: false,
      digest: true,
      homeArea: null,
    });
  });

  it("answers in the caller's language", async () => {
    const volunteer = await createUser(app);
    await threeMailsFor(volunteer);
    const token = tokenIn(mailsTo(volunteer.email)[2]!.text, '/unsubscribe');
    const res = await app.inject({ method: 'POST', url: `/api/unsubscribe/${token}?lang=bn` });
    expect(res.json()).toEqual({
      kind: 'reminders',
      code: 'notifications.done.reminders',
      message: 'ইভেন্টের রিমাইন্ডার বন্ধ হয়েছে। আর কোনো রিমাইন্ডার ইমেইল পাবেন না।',
    });
  });

  it('refuses a forged token with 400 and a clear message, and changes nothing', async () => {
    const volunteer = await createUser(app);
    const target = await createUser(app);
    await threeMailsFor(volunteer);
    const token = tokenIn(mailsTo(volunteer.email)[1]!.text, '/unsubscribe');
    await subscribe('kept@example.com');
    const confirmation = tokenIn((await outboxOf('kept@example.com'))[0]!.text, '/newsletter/confirm');

    for (const bad of [
      forged(token, (p) => (p.userId = target.id)),
      forged(token, (p) => (p.kind = 'reminders')),
      forged(token, (p) => Object.assign(p, { kind: 'newsletter', email: 'kept@example.com' })),
      // A confirmation link is signed by us, but turns nothing off.
      confirmation,
      'made-up.token',
      'x',
    ]) {
      const res = await app.inject({ method: 'POST', url: `/api/unsubscribe/${bad}`, payload: {} });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ ...refusal(notificationsTexts, 'linkInvalid'), errors: [fieldSaid('token', notificationsTexts, 'linkInvalid')] });
    }
    expect(await settingsRow(volunteer.id)).toEqual({ r: true, a: true, w: true });
    expect(await settingsRow(target.id)).toEqual({ r: true, a: true, w: true });
    expect(await subscriptionOf('kept@example.com')).toBeDefined();
  });

  it("signs with the server's secret: a token from a server with another secret is refused", async () => {
    const elsewhere = await buildTestApp({ AUTH_SECRET: 'another-secret-that-is-long-enough-012345' });
    const volunteer = await createUser(app);
    const foreign = elsewhere.mailLinks.offMail(
      { to: volunteer.email, subject: 's', text: 't' },
      { purpose: 'off', kind: 'reminders', userId: volunteer.id },
      'en',
    );
    const res = await app.inject({ method: 'POST', url: new URL(foreign.headers!['List-Unsubscribe']!.slice(1, -1)).pathname });
    expect(res.statusCode).toBe(400);
    expect(await settingsRow(volunteer.id)).toEqual({ r: true, a: true, w: true });
  });
});
