import { BULK_INVITE_LIMITS, type BulkInviteRowStatus } from '@vi/contracts';

export const BULK_TEXTS = {
  title: 'Bulk invite',
  intro: `Invite up to ${BULK_INVITE_LIMITS.maxRows} applicants to one job from a CSV file. Each row is checked like the Invite Applicant form before anyone is invited.`,
  format: `The first line must be the header ${BULK_INVITE_LIMITS.columns.join(',')} (phone is optional). Save the file as CSV UTF-8.`,
  jobLabel: 'Job',
  chooseJob: 'Choose a job',
  noJobs: 'No open job has a questionnaire attached yet.',
  fileLabel: 'CSV file',
  check: 'Check file',
  checking: 'Checking...',
  sending: 'Inviting...',
  pickJob: 'Please select a job',
  pickFile: 'Please choose a CSV file.',
  checkFailed: 'The file could not be checked. Please try again.',
  sendFailed: 'The invitations could not be sent. Please try again.',
  previewHeading: 'Preview',
  resultsHeading: 'Results',
  tableCaption: 'Rows of the file and what happens to each',
  row: 'Row',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  result: 'Result',
  startOver: 'Start over',
  inviteButton: (n: number) => `Invite ${n} applicant${n === 1 ? '' : 's'}`,
  previewSummary: (ready: number, total: number) =>
    `${ready} of ${total} row${total === 1 ? '' : 's'} can be invited. ${total - ready} need${total - ready === 1 ? 's' : ''} attention and will be skipped.`,
  resultSummary: (created: number, total: number) =>
    `${created} invitation${created === 1 ? '' : 's'} sent; ${total - created} row${total - created === 1 ? '' : 's'} not invited.`,
} as const;

export const STATUS_LABELS: Record<BulkInviteRowStatus, string> = {
  created: 'Invited',
  would_create: 'Ready',
  invalid: 'Invalid',
  duplicate: 'Duplicate in file',
  already_invited: 'Already invited',
  failed: 'Failed',
};
