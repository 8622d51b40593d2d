// Issue 35: an address cannot be flooded with mail from many source addresses. Each mail a stranger
// can have sent (password reset, confirmation link, "someone tried to sign up", invitation) has a
// limit per recipient, whoever asks and from wherever, and the asker's answer does not say whether
// a mail went. An organization's invitations have limits of their own, tighter while it is new.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import type { Invitation } from '@volunteering/shared/organization-schemas';
import { verificationTexts } from '@volunteering/shared/texts/verification';
import { outbox } from '../src/db/schema.ts';
import { INVITATIONS_A_DAY, NEW_ORGANIZATION_INVITATIONS } from '../src/organizations/invitations.ts';
import { PUBLIC_URL, as, buildTestApp, createEvent, createUser, signUp, tokenFor, type TestUser } from './helpers/build.ts';
import { refusal } from './helpers/answers.ts';

// One proxy in front: each request comes from the address its X-Forwarded-For names.
const app = await buildTestApp({ TRUST_PROXY: '1' });
const HOUR = 3600_000;
const DAY = 24 * HOUR;

let source = 0;
/** A request from an address of its own, as from many machines. */
const fromAnywhere = (url: string, payload: object) => {
  source += 1;
  return app.inject({ method: 'POST', url, payload, headers: { origin: PUBLIC_URL, 'x-forwarded-for': `203.0.113.${source % 250}` } });
};
const mailsTo = async (email: string, subject: string) =>
  (
    await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, subject)))
  ).length;
const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID()}@example.com`;
/** The tests move the clock by days: an access token minted at its now. */
const fresh = async (who: TestUser) => Object.assign(who, { token: await tokenFor(app, who) });

describe('password reset', () => {
  it('mails one address 3 links an hour however many ask, from wherever, and answers all alike', async () => {
    const person = await signUp(app);
    const ask = (email: string) => fromAnywhere('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await ask(person.email));
    const unknown = await ask(uniqueEmail('unknown'));
    for (const res of [...answers, unknown]) expect([res.statusCode, res.json()]).toEqual([answers[0]!.statusCode, answers[0]!.json()]);
    expect(answers[0]!.statusCode).toBe(200);
    expect(await mailsTo(person.email, mailTexts.resetSubject)).toBe(3);

    app.clock.advance(HOUR);
    expect((await ask(person.email)).statusCode).toBe(200);
    expect(await mailsTo(person.email, mailTexts.resetSubject)).toBe(4);
  });

  it('keeps to the limit when the requests come all at once', async () => {
    const person = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => fromAnywhere('/api/auth/request-password-reset', { email: person.email, redirectTo: '/auth/reset-password' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    expect(await mailsTo(person.email, mailTexts.resetSubject)).toBe(3);
  });
});

describe('sign-up with an address that has an account', () => {
  it('tells its owner once a day, however many sign up with it from wherever, each answered 200', async () => {
    const owner = await signUp(app);
    const body = () => ({ name: 'Someone Else', email: owner.email, password: 'Other123', image: 'https://example.com/s.png' });
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await fromAnywhere('/api/auth/sign-up/email', body())).statusCode);
    expect(statuses).toEqual(Array(12).fill(200));
    expect(await mailsTo(owner.email, verificationTexts.existingSubject)).toBe(1);

    app.clock.advance(DAY);
    expect((await fromAnywhere('/api/auth/sign-up/email', body())).statusCode).toBe(200);
    expect(await mailsTo(owner.email, verificationTexts.existingSubject)).toBe(2);
  });
});

describe('the confirmation link', () => {
  it('goes to an address not yet confirmed 3 times an hour, by sign-up or by asking again', async () => {
    const email = uniqueEmail('pending');
    const signUpBody = { name: 'Mitu Akter', email, password: 'Secret123', image: 'https://example.com/m.png' };
    const statuses = [(await fromAnywhere('/api/auth/sign-up/email', signUpBody)).statusCode];
    for (let i = 0; i < 6; i++) statuses.push((await fromAnywhere('/api/auth/sign-up/email', { ...signUpBody, name: 'Someone Else' })).statusCode);
    for (let i = 0; i < 6; i++) statuses.push((await fromAnywhere('/api/auth/send-verification-email', { email, callbackURL: '/?verified=1' })).statusCode);
    expect(statuses).toEqual(Array(13).fill(200));
    expect(await mailsTo(email, verificationTexts.verifySubject)).toBe(3);

    app.clock.advance(HOUR);
    expect((await fromAnywhere('/api/auth/send-verification-email', { email, callbackURL: '/?verified=1' })).statusCode).toBe(200);
    expect(await mailsTo(email, verificationTexts.verifySubject)).toBe(4);
  });
});

describe('invitations', () => {
  let orgCount = 0;
  async function createOrg(owner: TestUser, name = 'Green Club') {
    orgCount += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: as(owner),
      payload: { name: `${name} ${orgCount}`, slug: `limits-club-${Date.now()}-${orgCount}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; slug: string; name: string };
  }
  const invite = (owner: TestUser, slug: string, email: string) =>
    app.inject({ method: 'POST', url: `/api/orgs/${slug}/invitations`, headers: as(owner), payload: { email, role: 'member' } });
  const inviteMails = async (email: string) =>
    (
      await app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'invitation')))
    ).length;
  /** An organization that is known: someone with a confirmed address accepted its invitation. */
  async function knownOrg(owner: TestUser) {
    const org = await createOrg(owner);
    const member = await createUser(app);
    expect((await invite(owner, org.slug, member.email)).statusCode).toBe(201);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, member.email));
    const token = mail!.text.match(/\/orgs\/invitations\/([A-Za-z0-9_-]+)/)![1];
    expect((await app.inject({ method: 'POST', url: `/api/orgs/invitations/${token}/accept`, headers: as(member) })).statusCode).toBe(200);
    return org;
  }

  it('mail an address once a day, whichever organization sends them; the others are refused with 429 and mail nothing', async () => {
    const [first, second] = await Promise.all([createUser(app), createUser(app)]);
    const [one, other] = [await createOrg(first, 'URGENT verify your bank account at https://evil.example'), await createOrg(second)];
    const target = uniqueEmail('target');
    expect((await invite(first, one.slug, target)).statusCode).toBe(201);
    for (const [owner, org] of [
      [first, one],
      [second, other],
      [first, one],
    ] as const) {
      const again = await invite(owner, org.slug, target);
      expect([again.statusCode, again.json()]).toEqual([429, refusal(organizationsTexts, 'invitedLately')]);
    }
    expect(await inviteMails(target)).toBe(1);

    app.clock.advance(DAY);
    await fresh(second);
    expect((await invite(second, other.slug, target)).statusCode).toBe(201);
    expect(await inviteMails(target)).toBe(2);
  });

  it('mail an address once when organizations invite it at the same moment', async () => {
    const owners = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const orgs = await Promise.all(owners.map((owner) => createOrg(owner)));
    const target = uniqueEmail('together');
    const answers = await Promise.all(owners.map((owner, i) => invite(owner, orgs[i]!.slug, target)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 429, 429]);
    expect(await inviteMails(target)).toBe(1);
  });

  it(`hold a new organization to ${NEW_ORGANIZATION_INVITATIONS} in all until someone with a confirmed address accepts one`, async () => {
    const owner = await createUser(app);
    const org = await createOrg(owner);
    const people = await Promise.all(Array.from({ length: NEW_ORGANIZATION_INVITATIONS }, () => createUser(app)));
    for (const person of people) expect((await invite(owner, org.slug, person.email)).statusCode).toBe(201);
    const held = await invite(owner, org.slug, uniqueEmail('sixth'));
    expect([held.statusCode, held.json()]).toEqual([429, refusal(organizationsTexts, 'newOrganizationInvitations', NEW_ORGANIZATION_INVITATIONS)]);
    // Withdrawing and inviting again sends more mail: it counts too.
    // Not the invitation accepted below: under the test's clock all five were made at one instant.
    const open = (await app.inject({ method: 'GET', url: `/api/orgs/${org.slug}/invitations`, headers: as(owner) }))
      .json()
      .find((invitation: Invitation) => invitation.email === people[0]!.email);
    expect((await app.inject({ method: 'DELETE', url: `/api/orgs/${org.slug}/invitations/${open.id}`, headers: as(owner) })).statusCode).toBe(200);
    expect((await invite(owner, org.slug, uniqueEmail('again'))).statusCode).toBe(429);

    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, people[1]!.email));
    const token = mail!.text.match(/\/orgs\/invitations\/([A-Za-z0-9_-]+)/)![1];
    expect((await app.inject({ method: 'POST', url: `/api/orgs/invitations/${token}/accept`, headers: as(people[1]!) })).statusCode).toBe(200);
    expect((await invite(owner, org.slug, uniqueEmail('sixth'))).statusCode).toBe(201);
  });

  it('hold a new organization until one of its events has taken place', async () => {
    const owner = await createUser(app);
    const org = await createOrg(owner);
    await createEvent(app, owner, { organizationId: org.id, date: dayAt(app.now(), DEFAULT_TIME_ZONE, 1, 10).toISOString() });
    for (let i = 0; i < NEW_ORGANIZATION_INVITATIONS; i++) expect((await invite(owner, org.slug, uniqueEmail('early'))).statusCode).toBe(201);
    expect((await invite(owner, org.slug, uniqueEmail('early'))).statusCode).toBe(429);
    // The event is tomorrow at 10 AM: two days later it has taken place.
    app.clock.advance(2 * DAY);
    await fresh(owner);
    expect((await invite(owner, org.slug, uniqueEmail('later'))).statusCode).toBe(201);
  });

  it(`let a known organization send ${INVITATIONS_A_DAY} a day`, async () => {
    const owner = await createUser(app);
    const org = await knownOrg(owner);
    for (let i = 1; i < INVITATIONS_A_DAY; i++) expect((await invite(owner, org.slug, uniqueEmail('many'))).statusCode).toBe(201);
    const over = await invite(owner, org.slug, uniqueEmail('over'));
    expect([over.statusCode, over.json()]).toEqual([429, refusal(organizationsTexts, 'invitationsToday', INVITATIONS_A_DAY)]);

    app.clock.advance(DAY);
    await fresh(owner);
    expect((await invite(owner, org.slug, uniqueEmail('tomorrow'))).statusCode).toBe(201);
  });
});

describe('the contact form', () => {
  it('keeps the message and mails nobody, so it cannot be used to send mail', async () => {
    const before = (await app.db.select().from(outbox)).length;
    for (let i = 0; i < 3; i++) {
      const res = await fromAnywhere('/api/contact', {
        name: 'Someone',
        email: 'victim@example.com',
        subject: 'Hello',
        message: 'Hello, this is a message for the team.',
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    expect((await app.db.select().from(outbox)).length).toBe(before);
  });
});
