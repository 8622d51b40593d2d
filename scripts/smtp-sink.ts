// A local SMTP server that keeps what it is sent, for the tests and benches whose server mails
// through SMTP_URL. It speaks just enough SMTP for nodemailer: no TLS, no authentication.
import net from 'node:net';

/** A message as it came: its recipients (lower-cased) and its DATA, headers and body as written. */
export type SunkMail = { to: string[]; data: string };
export type SmtpSink = { url: string; messages: SunkMail[]; close: () => Promise<void> };

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let to: string[] = [];
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push({ to, data: buffer.slice(0, end) });
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
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else reply('250 ok');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
