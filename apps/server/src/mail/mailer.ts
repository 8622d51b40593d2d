import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** `headers`: extra header lines, such as List-Unsubscribe (decision 035). */
export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };
/** `db` may be the caller's transaction: the mail is then kept only if that transaction commits. */
export type Mailer = { send: (mail: Mail, db?: Db) => Promise<void> };

/**
 * Every mail is kept in the outbox (address, subject, text); with SMTP_URL it is also sent, its
 * headers with it, otherwise it is logged, headers included.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    async send(mail, db = opts.db) {
      const [row] = await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text }).returning({ id: outbox.id });
      if (!transport) {
        opts.log.info({ to: mail.to, subject: mail.subject, headers: mail.headers }, `mail (no SMTP_URL set): ${mail.text}`);
        return;
      }
      await transport.sendMail({ from: opts.from, ...mail });
      if (row) {
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      }
    },
  };
}
