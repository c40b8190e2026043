import type { ContentType } from '@vi/contracts';
import type { MailMessage } from '../../infra/mail/mailer.js';

export interface InvitationMailInput {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  link: string;
  contentType: ContentType;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
// A job title with a line break must not be able to add mail headers.
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The invitation: the personal interview link, what the job is, and what the applicant needs. */
export function buildInvitationMail(input: InvitationMailInput): MailMessage {
  const jobTitle = oneLine(input.jobTitle);
  const companyName = oneLine(input.companyName);
  const needs = input.contentType === 'Video' ? 'a microphone and a camera' : 'a microphone';
  const duration = 'It takes about 10–15 minutes';

  const text = [
    `Hello ${input.firstName},`,
    '',
    `${companyName} invites you to a recorded interview for the position ${jobTitle}.`,
    '',
    'Start your interview here:',
    input.link,
    '',
    `${duration} and you will need ${needs}. Please choose a quiet place.`,
    'The link is personal; please do not share it.',
  ].join('\n');

  const e = escapeHtml;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222;">',
    `<p>Hello ${e(input.firstName)},</p>`,
    `<p>${e(companyName)} invites you to a recorded interview for the position <strong>${e(jobTitle)}</strong>.</p>`,
    `<p><a href="${e(input.link)}">Start your interview</a></p>`,
    `<p>If the link does not open, copy this address into your browser:<br>${e(input.link)}</p>`,
    `<p>${e(duration)} and you will need ${e(needs)}. Please choose a quiet place.</p>`,
    '<p>The link is personal; please do not share it.</p>',
    '</body></html>',
  ].join('\n');

  return {
    to: input.to,
    subject: `Your video interview for ${jobTitle} at ${companyName}`,
    text,
    html,
  };
}
