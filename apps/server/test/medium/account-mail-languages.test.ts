import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamInviteResponse } from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createMember } from '../helpers/account-session.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp-server.js';
import { waitFor } from '../helpers/wait-for.js';

/** Quoted-printable or base64 bytes as UTF-8 text. */
function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

/** A header's value with its RFC 2047 encoded words (`=?UTF-8?Q?…?=`) decoded. */
function headerValue(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  const word = /=\?utf-8\?([QB])\?([^?]*)\?=/gi;
  return value.replace(/=\?utf-8\?[QB]\?[^?]*\?=(?:\s+=\?utf-8\?[QB]\?[^?]*\?=)*/gi, (run) =>
    [...run.matchAll(word)]
      .map(([, kind, text]) =>
        decode(
          kind!.toUpperCase() === 'B' ? text! : text!.replace(/_/g, ' '),
          kind!.toUpperCase() === 'B' ? 'base64' : 'quoted-printable',
        ),
      )
      .join(''),
  );
}

/**
 * Subject, plain text and HTML of a message as nodemailer writes it (multipart/alternative). A part ends
 * at its own boundary line, not at any line starting with "--": a sign-in token may hold "--", and a
 * quoted-printable soft break can put it at the start of a line.
 */
function read(mail: ReceivedMail) {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const boundary = /boundary="?([^";\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error(`no multipart boundary in:\n${raw}`);
  const parts = raw.split(`\n--${boundary}`).map((p) => {
    const blank = p.indexOf('\n\n');
    return { head: p.slice(0, blank), body: p.slice(blank + 2) };
  });
  const part = (type: string) => {
    const found = parts.find(({ head }) => head.toLowerCase().includes(`content-type: ${type}`));
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(found?.head ?? '')?.[1]?.toLowerCase();
    return decode(found?.body ?? '', encoding);
  };
  return { subject: headerValue(mail.raw, 'Subject'), text: part('text/plain'), html: part('text/html') };
}

/**
 * The mails about a recruiter's own account (password reset, sign-in link) in the language the member
 * chose for their own screens, and a team invitation in the inviting member's (docs/languages.md "Mails"),
 * requested over HTTP and caught by a real SMTP server (sign-in links are offered only with one).
 */
describe.each(DIALECTS)('account mails in their reader’s language (%s)', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let company: CompanyFixture;
  let ownerToken: string;
  let address = 0;

  const call = (method: 'POST' | 'PATCH', url: string, payload: object, token?: string) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: `10.2.0.${++address}`,
    });
  const mailTo = async (email: string, index: number) =>
    read(await waitFor(() => smtp.received.filter((m) => m.to.includes(email))[index]));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, MAIL_FROM: 'hiring@acme.example' });
    company = await createCompany(t.database.db, { name: 'Acme Robótica' });
    ownerToken = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function member(email: string, language: string | null) {
    const userId = await createMember(t.app, t.database.db, {
      companyId: company.companyId,
      email,
      password: 'a long and fresh passphrase',
      firstName: 'Greta',
    });
    if (language) {
      const token = await t.tokenFor({ companyId: company.companyId, userId });
      const saved = await call('PATCH', '/auth/me', { language }, token);
      expect(saved.statusCode, saved.body).toBe(200);
    }
  }

  it('mails the password reset and the sign-in link in the language the member chose', async () => {
    const email = `greta.${dialect}@example.com`;
    await member(email, 'de');
    expect((await call('POST', '/auth/password-reset', { email })).statusCode).toBe(202);
    const reset = await mailTo(email, 0);
    expect(reset.subject).toBe('Passwort für Video Interviewer zurücksetzen');
    expect(reset.text).toContain('Hallo Greta,');
    expect(reset.text).toMatch(/Neues Passwort wählen:\nhttp:\/\/localhost:3001\/v1\/password-reset\/\S{43}/);
    expect(reset.text).toContain('30 Minuten lang gültig');
    expect(reset.html).toContain('<html lang="de">');

    expect((await call('POST', '/auth/sign-in-link', { email })).statusCode).toBe(202);
    const signIn = await mailTo(email, 1);
    expect(signIn.subject).toBe('Ihr Anmeldelink für Video Interviewer');
    expect(signIn.text).toMatch(/Anmelden:\nhttp:\/\/localhost:3001\/v1\/sign-in\/link\/\S{43}/);
    expect(signIn.text).toContain('15 Minuten lang gültig');
    for (const mail of [reset, signIn])
      for (const english of ['Hello', 'The link works', 'If you did not ask'])
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(english);
  });

  it('keeps them in English for a member who chose no language', async () => {
    const email = `morgan.${dialect}@example.com`;
    await member(email, null);
    expect((await call('POST', '/auth/password-reset', { email })).statusCode).toBe(202);
    const reset = await mailTo(email, 0);
    expect(reset.subject).toBe('Reset your Video Interviewer password');
    expect(reset.text).toContain(
      'The link works once, for 30 minutes. Choosing a new password signs you out everywhere.',
    );
    expect(reset.html).toContain('<html lang="en">');
  });

  it("mails a team invitation in the inviting member's language", async () => {
    const invite = async (email: string) => {
      const res = await call(
        'POST',
        `/company/${company.companyId}/team`,
        { email, role: 'admin' },
        ownerToken,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<TeamInviteResponse>().sent).toBe(true);
      return { mail: await mailTo(email, 0), expiresAt: res.json<TeamInviteResponse>().expiresAt };
    };
    const day = (locale: string, iso: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(iso));

    expect((await call('PATCH', '/auth/me', { language: 'pt-BR' }, ownerToken)).statusCode).toBe(200);
    const portuguese = await invite(`joana.${dialect}@example.com`);
    expect(portuguese.mail.subject).toBe('Junte-se a Acme Robótica no Video Interviewer');
    expect(portuguese.mail.text).toContain('Olá,');
    expect(portuguese.mail.text).toContain(
      'Riley Recruiter convidou você para fazer parte de Acme Robótica no Video Interviewer como administrador.',
    );
    expect(portuguese.mail.text).toMatch(
      /Aceitar o convite:\nhttp:\/\/localhost:3001\/v1\/team-invitations\//,
    );
    expect(portuguese.mail.text).toContain(
      `O link funciona uma única vez, até ${day('pt-BR', portuguese.expiresAt)}.`,
    );
    expect(portuguese.mail.html).toContain('<html lang="pt-BR">');
    expect(portuguese.mail.text).not.toMatch(/Hello|invited you|The link works/);

    expect((await call('PATCH', '/auth/me', { language: 'en' }, ownerToken)).statusCode).toBe(200);
    const english = await invite(`john.${dialect}@example.com`);
    expect(english.mail.subject).toBe('Join Acme Robótica on Video Interviewer');
    expect(english.mail.text).toContain(
      'Riley Recruiter invited you to join Acme Robótica on Video Interviewer as an admin.',
    );
    expect(english.mail.text).toContain(
      `The link works once, until ${day('en-GB', english.expiresAt)}. If you did not expect it, ignore this mail.`,
    );
  });
});
