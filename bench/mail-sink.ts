// The confirmation links a bench's server mails (SMTP_URL) to a local SMTP sink: a new account
// confirms its address by its link before it may sign in (issue 16).
import { startSmtpSink } from '../scripts/smtp-sink.ts';

export type MailSink = { url: string; close: () => Promise<void>; linkTo: (email: string, path: string) => Promise<string> };

/** The body of a message as written, its quoted-printable soft breaks and escapes undone. */
function decoded(message: string): string {
  return message.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startMailSink(): Promise<MailSink> {
  const sink = await startSmtpSink();
  return {
    url: sink.url,
    close: sink.close,
    /** The path and query of the first link to `path` mailed to `email`, once it has come (10 s at most). */
    async linkTo(email, path) {
      const pattern = new RegExp(`https?://[^\\s"<>]+(${path.replace(/[.?]/g, '\\$&')}[^\\s"<>]*)`);
      for (let waited = 0; waited < 10_000; waited += 50) {
        for (const mail of sink.messages) {
          const found = mail.to.includes(email.toLowerCase()) ? pattern.exec(decoded(mail.data)) : null;
          if (found) return found[1]!;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${email} with a link to ${path}`);
    },
  };
}
