import type { ShareLink } from '@vi/contracts';

export const SHARE_TEXTS = {
  title: 'Share interviews',
  intro: (count: number) =>
    `Anyone with the link can watch ${count === 1 ? 'this interview' : `these ${count} interviews`} without an account, until it expires or you revoke it.`,
  expiry: 'Link expires after (days)',
  expiryHint: (min: number, max: number) => `${min} to ${max} days.`,
  expiryInvalid: (min: number, max: number) => `Enter a whole number of days from ${min} to ${max}.`,
  hideContact: 'Hide contact details and resume (first name only)',
  allowReviews: 'Let viewers rate and comment',
  create: 'Create link',
  creating: 'Creating…',
  createFailed: 'The link could not be created. Please try again.',
  linkLabel: 'Share link',
  shownOnce:
    'Copy the link now: it is shown only this once. You can revoke it at any time under Share links.',
  expires: (date: string) => `Expires ${date}.`,
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying failed: select the link and copy it yourself.',
  done: 'Done',
  cancel: 'Cancel',
  close: 'Close',

  pageTitle: 'Share links',
  pageIntro:
    "Links that let people without an account watch chosen interviews. A link's address is shown only when it is created.",
  backToInterviews: 'Back to interviews',
  loading: 'Loading share links…',
  loadFailed: 'Failed to load share links',
  tryAgain: 'Try Again',
  empty: 'No share links yet. Select interviews in the list and choose Share… to create one.',
  caption: "The company's share links",
  tableScroll: 'Share links table (scrolls sideways)',
  columns: {
    created: 'Created',
    createdBy: 'Created by',
    interviews: 'Interviews',
    expires: 'Expires',
    status: 'Status',
    views: 'Views',
    options: 'Options',
    actions: 'Actions',
  },
  unknownCreator: 'Unknown',
  contactHidden: 'Contact details hidden',
  contactShown: 'Contact details shown',
  reviewsOn: 'Viewers can rate',
  reviewsOff: 'View only',
  revoke: 'Revoke',
  revokeFor: (created: string, count: number, expires: string) =>
    `Revoke the link created ${created} (${count} ${count === 1 ? 'interview' : 'interviews'}, expires ${expires})`,
  revokeTitle: 'Revoke this link?',
  revokeMessage: (count: number) =>
    `Whoever holds it can no longer open the ${count === 1 ? 'interview' : `${count} interviews`} it shares. This cannot be undone.`,
  revoked: 'The link was revoked.',
  revokeFailed: 'The link could not be revoked. Please try again.',
} as const;

export const SHARE_STATUS_LABELS: Record<ShareLink['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};
