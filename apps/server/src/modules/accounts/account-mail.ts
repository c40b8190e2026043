import { ACCOUNT_LIMITS } from '@vi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../infra/mail/mailer.js';
import { htmlPart, type MailBlock, oneLine, textPart } from '../invitations/index.js';
import { mailTexts, type MailTexts } from '../mail-texts/index.js';

/**
 * Mails about one's own account: a password reset, a sign-in link. Each says how long it works, in the
 * language the person chose for their own screens (`users.language`; null: English, docs/languages.md).
 */
interface AccountMailInput {
  to: string;
  firstName: string;
  link: string;
  language: string | null;
}

function message(
  input: AccountMailInput,
  texts: MailTexts,
  subject: string,
  blocks: MailBlock[],
): MailMessage {
  const { t } = texts;
  const greeting = input.firstName.trim()
    ? t('common', 'greeting', { firstName: oneLine(input.firstName) })
    : t('common', 'greetingNoName');
  return { to: input.to, subject, text: textPart(greeting, blocks), html: htmlPart(greeting, blocks, texts) };
}

const notYou = ({ t }: MailTexts): MailBlock => ({ kind: 'paragraph', text: t('account', 'notYou') });

export function buildPasswordResetMail(input: AccountMailInput): MailMessage {
  const texts = mailTexts(input.language);
  const { t } = texts;
  return message(input, texts, t('account', 'resetSubject'), [
    { kind: 'paragraph', text: t('account', 'resetLead') },
    { kind: 'link', label: t('account', 'resetButton'), url: input.link },
    {
      kind: 'paragraph',
      text: t('account', 'resetValidity', { minutes: ACCOUNT_LIMITS.passwordResetMinutes }),
    },
    notYou(texts),
  ]);
}

export function buildSignInLinkMail(input: AccountMailInput): MailMessage {
  const texts = mailTexts(input.language);
  const { t } = texts;
  return message(input, texts, t('account', 'signInSubject'), [
    { kind: 'paragraph', text: t('account', 'signInLead') },
    { kind: 'link', label: t('account', 'signInButton'), url: input.link },
    {
      kind: 'paragraph',
      text: t('account', 'signInValidity', { minutes: ACCOUNT_LIMITS.signInLinkMinutes }),
    },
    notYou(texts),
  ]);
}

/**
 * Sends a one-time link's mail after the answer has gone, so the answer takes as long whether or not the
 * address has an account; only the mail job differs. The log names the user, never the link.
 */
export function sendLinkMail(
  { mailer, log }: { mailer: Mailer; log: FastifyBaseLogger },
  what: string,
  userId: number,
  mail: MailMessage,
): void {
  mailer.send(mail).catch((err: unknown) => log.error({ err, userId }, `${what} mail could not be sent`));
}
