import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type Mail = { to: string; subject: string; text: string };
/** `db` may be the caller's transaction: the mail is then kept only if that transaction commits. */
export type Mailer = { send: (mail: Mail, db?: Db) => Promise<void> };

/** Every mail is kept in the outbox; with SMTP_URL it is also sent, otherwise its text is logged. */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    async send(mail, db = opts.db) {
      const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
      if (!transport) {
        opts.log.info({ to: mail.to, subject: mail.subject }, `mail (no SMTP_URL set): ${mail.text}`);
        return;
      }
      await transport.sendMail({ from: opts.from, ...mail });
      if (row) {
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      }
    },
  };
}
