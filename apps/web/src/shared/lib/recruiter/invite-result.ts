import type { MailStatus } from '@vi/contracts';

/** What the invite did, for the confirmation: whether a mail server took the mail, and the link. */
export type InviteResult = {
  jobId: number;
  email: string;
  /** Undefined from a server that does not say (an older one): it is taken to have sent the mail. */
  mailStatus?: MailStatus;
  interviewUrl?: string;
  deadline?: string | null;
};

/** The invitation the confirmation dialog reports on. */
export type SentInvitation = Pick<InviteResult, 'email' | 'mailStatus' | 'interviewUrl' | 'deadline'> & {
  jobTitle: string | null;
};
