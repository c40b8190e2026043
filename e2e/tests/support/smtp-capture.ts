import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  close: () => Promise<void>;
}

/**
 * A mail server for one suite's own server: speaks the few SMTP commands a sender needs (no TLS, no
 * authentication) and keeps every message, so a spec can read the mail an applicant would get.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let to: string[] = [];
    let data: string | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 capture ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          mails.push({ to, raw: data.replace(/^\.\./gm, '.') });
          data = undefined;
          to = [];
          reply('250 OK');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-capture\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          data = '';
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A raw message's quoted-printable soft breaks and escapes undone (UTF-8), enough to read its text. */
export function readableMail(raw: string): string {
  return decodeURIComponent(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/g, '%$1'),
  );
}

/**
 * A raw message's subject as its reader sees it: folded lines joined and RFC 2047 encoded words
 * (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`, which a subject with accents is sent as) decoded.
 */
export function mailSubject(raw: string): string | undefined {
  const header = /^Subject: (.*)$/m.exec(raw.replace(/\r?\n(?=[ \t])/g, ''))?.[1];
  if (header === undefined) return undefined;
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
