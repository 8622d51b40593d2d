import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox, type MailAttachment } from '../db/schema.ts';
import { mailHtml } from './mail-html.ts';
import { mayMail, type MailKind } from './mail-limits.ts';

/**
 * `headers`: extra header lines, such as List-Unsubscribe (decision 035). `kind`: a mail a stranger
 * can ask for, limited per address (mail-limits.ts); `organizationId`: the organization it is sent for.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  kind?: MailKind;
  organizationId?: string;
  attachments?: MailAttachment[];
};
/** `db` may be the caller's transaction: the mail is then kept only if that transaction commits. */
export type Mailer = { send: (mail: Mail, db?: Db) => Promise<void> };

/**
 * Every mail is kept in the outbox (address, subject, text, kind, attachments), stamped by the app's clock; with
 * SMTP_URL it is also sent, its headers with it and its text also as HTML whose words wrap (mail-html.ts),
 * otherwise it is logged, headers included. A mail of
 * a kind the address has had its share of is neither kept nor sent, and the asker is not told.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger; now?: () => Date }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const now = opts.now ?? (() => new Date());
  return {
    async send(mail, db = opts.db) {
      const { kind, organizationId, ...message } = mail;
      const values = { to: mail.to, subject: mail.subject, text: mail.text, kind, organizationId, attachments: mail.attachments, createdAt: now() };
      const keep = async (tx: Db) => (await tx.insert(outbox).values(values).returning({ id: outbox.id }))[0];
      const row = kind ? await db.transaction(async (tx) => ((await mayMail(tx, mail.to, kind, values.createdAt)) ? keep(tx) : null)) : await keep(db);
      if (row === null) {
        opts.log.info({ kind }, 'mail not sent: the address had its share of this kind');
        return;
      }
      if (!transport) {
        opts.log.info({ to: mail.to, subject: mail.subject, headers: mail.headers }, `mail (no SMTP_URL set): ${mail.text}`);
        return;
      }
      await transport.sendMail({ from: opts.from, ...message, html: mailHtml(mail.text) });
      if (row) {
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      }
    },
  };
}
