import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { outbox, user } from '../src/db/schema.ts';
import { Window } from 'happy-dom';
import { startSmtpSink } from '../../../scripts/smtp-sink.ts';
import { as, buildTestApp, createEvent, createUser, type TestUser } from './helpers/build.ts';
import { mailPart } from './helpers/mail-parts.ts';

const app = await buildTestApp();

const join = async (eventId: string, who: TestUser) => (await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(who) })).json();
const mailsTo = (email: string) => app.db.select().from(outbox).where(eq(outbox.to, email));

describe('a volunteer who joins (issue 37)', () => {
  it('gets a confirmation in their language with the time on the event’s clock, the place and the event as an .ics file', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { date: dayAt(app.now(), 'Asia/Kathmandu', 5, 9, 30).toISOString(), timeZone: 'Asia/Kathmandu' });
    const [english, bangla] = [await createUser(app, { name: 'Anika' }), await createUser(app)];
    await app.db.update(user).set({ language: 'bn' }).where(eq(user.id, bangla.id));
    expect((await join(event._id, english)).success).toBe(true);
    expect((await join(event._id, bangla)).success).toBe(true);

    const [mail] = await mailsTo(english.email);
    expect(mail).toMatchObject({ subject: `You're in: ${event.title}` });
    expect(mail!.text).toContain(`Hello Anika,\n\nYou have joined "${event.title}".`);
    expect(mail!.text).toMatch(/at 9:30 AM GMT\+5:45 at /);
    expect(mail!.text).toContain(event.location);
    expect(mail!.attachments).toHaveLength(1);
    const [ics] = mail!.attachments!;
    expect(ics).toMatchObject({ contentType: expect.stringContaining('text/calendar') });
    expect(ics!.content).toContain(`UID:${event._id}@volunteer-hub`);
    expect(ics).toMatchObject({ filename: `${event.title.replaceAll(' ', '-')}.ics` });
    expect(ics!.content).toMatch(/\r\nDTSTART;TZID=Asia\/Kathmandu:\d{8}T093000\r\n/);
    expect((await mailsTo(bangla.email))[0]!.subject).toBe(`আপনি যোগ দিয়েছেন: ${event.title}`);

    // A refused join mails nothing.
    expect((await join(event._id, english)).success).toBe(false);
    expect(await mailsTo(english.email)).toHaveLength(1);
  });

  it('goes out over SMTP with the .ics file attached', async () => {
    const smtp = await startSmtpSink();
    const withSmtp = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const organizer = await createUser(withSmtp);
      const event = await createEvent(withSmtp, organizer, { title: 'Canal Cleanup' });
      const volunteer = await createUser(withSmtp);
      const sent = smtp.messages.length;
      const res = await withSmtp.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) });
      expect(res.json()).toMatchObject({ success: true });
      expect(smtp.messages).toHaveLength(sent + 1);
      const wire = smtp.messages.at(-1)!.data.replace(/\r\n[ \t]+/g, ' ');
      expect(wire).toMatch(/^Subject: You're in: Canal Cleanup$/m);
      expect(wire).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=Canal-Cleanup\.ics$/m);
      expect(wire).toMatch(/^Content-Disposition: attachment; filename=Canal-Cleanup\.ics$/m);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it('goes out also as HTML whose container wraps a title of 199 unbroken letters (decision 059)', async () => {
    const smtp = await startSmtpSink();
    const withSmtp = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const title = 'W'.repeat(199);
      const event = await createEvent(withSmtp, await createUser(withSmtp), { title });
      const volunteer = await createUser(withSmtp, { name: 'Anika' });
      expect((await withSmtp.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) })).json()).toMatchObject({
        success: true,
      });
      const sent = smtp.messages.filter((m) => m.to.includes(volunteer.email.toLowerCase())).at(-1)!;
      expect(mailPart(sent.data, 'text/plain')).toContain(`You have joined "${title}".`);
      const document = new Window().document;
      document.write(mailPart(sent.data, 'text/html')!);
      const holder = [...document.querySelectorAll('p')].find((p) => p.textContent.includes(`You have joined "${title}".`));
      expect(holder, 'the paragraph with the title').toBeDefined();
      for (const element of [holder!, holder!.closest('div')!]) expect(element.getAttribute('style')).toContain('overflow-wrap:anywhere;word-break:break-word');
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });
});
