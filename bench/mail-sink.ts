// A local SMTP server that keeps what it is sent, for benches whose server must mail (SMTP_URL):
// a new account confirms its address by the link it is mailed before it may sign in (issue 16).
// It speaks just enough SMTP for nodemailer: no TLS, no authentication.
import net from 'node:net';

export type MailSink = { url: string; close: () => Promise<void>; linkTo: (email: string, path: string) => Promise<string> };

/** The body of a message as written, its quoted-printable soft breaks and escapes undone. */
function decoded(message: string): string {
  return message.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startMailSink(): Promise<MailSink> {
  const mails: { to: string[]; text: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 mail-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ to, text: decoded(buffer.slice(0, end)) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 kept');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 mail-sink');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    /** The path and query of the first link to `path` mailed to `email`, once it has come (10 s at most). */
    async linkTo(email, path) {
      const pattern = new RegExp(`https?://[^\\s"<>]+(${path.replace(/[.?]/g, '\\$&')}[^\\s"<>]*)`);
      for (let waited = 0; waited < 10_000; waited += 50) {
        for (const mail of mails) {
          const found = mail.to.includes(email.toLowerCase()) ? pattern.exec(mail.text) : null;
          if (found) return found[1]!;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${email} with a link to ${path}`);
    },
  };
}
