import type { MailStatus } from '@vi/contracts';

/** Texts of the review screen's invitation panel (deadlines, requests for more time; docs/invitations.md). */
export const INVITATION_TEXTS = {
  heading: 'Invitation',
  deadline: 'Deadline',
  noDeadline: 'No deadline',
  expired: 'Expired',
  askedForMoreTime: 'Asked for more time',
  requestedAt: 'Asked on',
  noMessage: 'The applicant left no message.',
  resend: 'Resend invitation',
  resending: 'Resending…',
  extend: 'Extend deadline',
  extendTitle: 'Extend the deadline',
  newDeadline: 'New deadline',
  newDeadlineHelp: (zone: string) =>
    `In your time zone (${zone}). The applicant gets an email with the new deadline, and an expired link opens again.`,
  extending: 'Extending…',
  cancel: 'Cancel',
  close: 'Close',
  enterDeadline: 'Enter a date and time',
  deadlineInPast: 'The deadline must be in the future',
  deadlineTooFar: 'The deadline must be within a year from now',
  resendFailed: 'The invitation could not be resent. Please try again.',
  extendFailed: 'The deadline could not be extended. Please try again.',
  extended: (deadline: string) => `The deadline is now ${deadline}.`,
  mail: {
    sent: 'The applicant was sent an email.',
    not_configured: 'No email was sent — no mail server is set up. Share the interview link yourself.',
    failed: 'The email could not be delivered. Share the interview link yourself.',
  } satisfies Record<MailStatus, string>,
  resent: {
    sent: 'The invitation was sent again by email.',
    not_configured: 'The invitation was not sent by email — no mail server is set up.',
    failed: 'The invitation email could not be delivered.',
  } satisfies Record<MailStatus, string>,
} as const;

/** A moment in the recruiter's own time zone, named: "Dec 4, 2026, 5:00 PM (Europe/Berlin)". */
export function formatDeadline(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} (${zone})`;
}
