// A mail as the SMTP sink caught it (scripts/smtp-sink.ts), read as a mail client would.

/** The decoded body of the first part of `type` (`text/html`, `text/plain`…), base64 or quoted-printable. */
export function mailPart(data: string, type: string): string | undefined {
  // SMTP doubles a dot that starts a line.
  const wire = data.replace(/\r\n\.\./g, '\r\n.');
  for (const part of wire.split(/\r\n--[^\r\n]+(?:\r\n|$)/)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    if (!new RegExp(`^Content-Type: ${type}\\b`, 'im').test(head)) continue;
    const body = part.slice(split + 4);
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  return undefined;
}
