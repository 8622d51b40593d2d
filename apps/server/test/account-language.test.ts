// Issue 15: an account keeps a language — the site's when it was made, then the switch's — and every
// e-mail to it is written in that language (decision 031).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { validationMessages } from '@volunteering/shared/texts/validation';
import bnMail from '../../../packages/shared/src/texts/bn/mail.json' with { type: 'json' };
import bnVerification from '../../../packages/shared/src/texts/bn/verification.json' with { type: 'json' };
import bnValidation from '../../../packages/shared/src/texts/bn/validation.json' with { type: 'json' };
import { outbox, user } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, PUBLIC_URL, confirmationLink, notJoinConfirmation, signUp } from './helpers/build.ts';
import { fieldSaid } from './helpers/answers.ts';

const app = await buildTestApp();
const HOUR = 3600_000;
const bangla = { 'accept-language': 'bn-BD,bn;q=0.9' };

const languageOf = async (id: string) => (await app.db.select({ language: user.language }).from(user).where(eq(user.id, id)))[0]?.language;
const setLanguage = (who: { token: string }, language: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: '/api/me/language', headers: { ...as(who), ...headers }, payload: { language } });
const mailsTo = (email: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), notJoinConfirmation));

async function signUpFrom(headers: Record<string, string>) {
  const email = `nadia-${randomUUID()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { name: 'Nadia Rahman', email, password: 'Secret123', image: 'https://example.com/nadia.png' },
  });
  expect(res.statusCode).toBe(200);
  return { id: res.json().user.id as string, email };
}

describe("an account's language", () => {
  it('is the language of the page the account was made on: the cookie, else the browser’s', async () => {
    expect(await languageOf((await signUpFrom({})).id)).toBe('en');
    expect(await languageOf((await signUpFrom(bangla)).id)).toBe('bn');
    expect(await languageOf((await signUpFrom({ ...bangla, cookie: 'lang=en' })).id)).toBe('en');
  });

  it('is changed by its owner only, to one of our languages, with a clear message otherwise', async () => {
    const volunteer = await createUser(app);
    const signedOut = await app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'bn' } });
    expect(signedOut.statusCode).toBe(401);
    expect(await languageOf(volunteer.id)).toBe('en');

    const wrong = await setLanguage(volunteer, 'fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([fieldSaid('language', validationMessages, 'language')]);
    expect((await setLanguage(volunteer, 'fr', bangla)).json().errors[0].message).toBe(bnValidation.language);
    expect(await languageOf(volunteer.id)).toBe('en');

    expect((await setLanguage(volunteer, 'bn')).statusCode).toBe(204);
    expect(await languageOf(volunteer.id)).toBe('bn');
  });

  it('is the pages’ language from sign-in on a browser that chose none, and leaves a chosen one (issue 37)', async () => {
    const volunteer = await signUp(app);
    await setLanguage(volunteer, 'bn');
    const signIn = (password: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
        payload: { email: volunteer.email, password },
      });
    const languageCookie = (res: { headers: Record<string, unknown> }) =>
      ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []).find((cookie) => cookie.startsWith('lang='));
    const res = await signIn(volunteer.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ language: 'bn' });
    expect(languageCookie(res)).toMatch(/^lang=bn; Max-Age=31536000; Path=\/; SameSite=Lax$/i);
    // A browser that chose English keeps it; a wrong password sets nothing.
    expect(languageCookie(await signIn(volunteer.password, 'lang=en'))).toBeUndefined();
    const refused = await signIn('Wrong123');
    expect(refused.statusCode).toBe(401);
    expect(languageCookie(refused)).toBeUndefined();
  });
});

describe('e-mails', () => {
  it('reach each participant in their own language: an announcement, then a reminder with the date in Bangla', async () => {
    const start = dayAt(app.now(), 'Asia/Dhaka', 4, 10);
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { title: 'Lake Cleanup at Dhanmondi', date: start.toISOString(), timeZone: 'Asia/Dhaka' });
    const reader = await createUser(app, { name: 'Rafi' });
    const english = await createUser(app, { name: 'Sam' });
    await setLanguage(reader, 'bn');
    for (const who of [reader, english]) {
      expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(who) })).json().success).toBe(true);
    }
    const posted = await app.inject({
      method: 'POST',
      url: `/api/events/${event._id}/announcements`,
      headers: as(organizer),
      payload: { message: 'দস্তানা নিয়ে আসবেন।' },
    });
    expect(posted.statusCode).toBe(201);

    const url = `${PUBLIC_URL}/events/${event._id}`;
    const [toReader] = await mailsTo(reader.email);
    expect(toReader!.subject).toBe(bnMail.announcementSubject.replace('{0}', event.title));
    expect(toReader!.text).toContain('প্রিয় Rafi');
    expect(toReader!.text).toContain('দস্তানা নিয়ে আসবেন।');
    const [toEnglish] = await mailsTo(english.email);
    expect(toEnglish).toMatchObject({
      subject: mailTexts.announcementSubject(event.title),
      // Then the line that turns announcements off (decision 035).
      text: expect.stringContaining(`${mailTexts.announcementBody('Sam', event.organizer, event.title, 'দস্তানা নিয়ে আসবেন।', url)}\n\n-- \n`),
    });

    app.clock.set(new Date(start.getTime() - 24 * HOUR + 60_000));
    await app.jobs.runDue();
    const remindersToReader = (await mailsTo(reader.email)).filter((mail) => mail.subject.startsWith('মনে করিয়ে দিচ্ছি'));
    expect(remindersToReader).toHaveLength(1);
    const when = formatEventDateTime(start.toISOString(), 'Asia/Dhaka', 'bn-BD');
    expect(when).toMatch(/^[^A-Za-z]+, [^A-Za-z]+ GMT/);
    expect(remindersToReader[0]!.subject).toBe(`মনে করিয়ে দিচ্ছি: ${event.title}, ${when}`);
    const englishReminder = (await mailsTo(english.email)).find((mail) => mail.subject.startsWith('Reminder:'));
    expect(englishReminder?.subject).toBe(mailTexts.reminderSubject(event.title, formatEventDateTime(start.toISOString(), 'Asia/Dhaka')));
  });

  it('reset a password in the account’s language', async () => {
    const account = await signUpFrom(bangla);
    // Confirmed first: an unconfirmed address gets nothing but its link.
    expect((await app.inject({ method: 'GET', url: await confirmationLink(app, account.email) })).statusCode).toBe(302);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: PUBLIC_URL },
      payload: { email: account.email, redirectTo: '/auth/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    // The sign-up's confirmation came in Bangla too.
    const mails = await mailsTo(account.email);
    expect(mails.map((each) => each.subject).sort()).toEqual([bnMail.resetSubject, bnVerification.verifySubject].sort());
    const mail = mails.find((each) => each.subject === bnMail.resetSubject);
    expect(mail!.subject).toBe(bnMail.resetSubject);
    expect(mail!.text).toMatch(/^প্রিয় Nadia Rahman,/);
    expect(mail!.text).toMatch(/https?:\/\/\S+/);
  });
});
