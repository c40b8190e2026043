import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `refuses` names recipients it
 * answers with a permanent 550, as a server refusing a mailbox does.
 */
export async function startSmtpServer(
  options: { refuses?: (address: string) => boolean } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuses?.(address.address)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      text(stream).then(
        (raw) => {
          const from = session.envelope.mailFrom;
          received.push({
            from: from ? from.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  const port = await new Promise<number>((resolve) => {
    const listener = server.listen(0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes (UTF-8), enough to read a raw message. */
export const unfold = (raw: string) =>
  decodeURIComponent(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/g, '%$1'),
  );

/** The subject of a raw message, its folded header lines joined again (RFC 5322 unfolding). */
export const subjectOf = (raw: string) =>
  /^Subject: (.*)$/m.exec(unfold(raw).replace(/\r?\n(?=[ \t])/g, ''))?.[1]?.trim();
