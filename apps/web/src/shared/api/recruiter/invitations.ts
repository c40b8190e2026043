import type { Accommodations, InvitationMailResult, InviteResponse } from '@vi/contracts';
import { httpClient } from '../http-client';

/*
 * Inviting one applicant, and the invitation's later mails (docs/invitations.md): the invite dialog's form,
 * and the review screen's "Resend invitation" and "Extend". Nothing here is read into the cache: what an
 * invitation changes is the interview lists, which the callers make stale through interviewKeys.
 */

export type ApplicationForm = {
  jobId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  resume?: File;
  /** Only the accommodations that differ from none; absent ones are not sent at all. */
  accommodations?: Partial<Accommodations>;
  /** ISO 8601 in UTC, or '' for no deadline; absent: the questionnaire's default (the server decides). */
  deadline?: string;
  /** The recruiter's personal note in the mail (plain text). */
  message?: string;
};

/** POST /invite/create-application as multipart form (the resume streams to the server). */
export async function createApplication(form: ApplicationForm): Promise<InviteResponse> {
  const body = new FormData();
  body.append('jobId', String(form.jobId));
  body.append('firstName', form.firstName);
  body.append('lastName', form.lastName);
  body.append('email', form.email);
  if (form.phone !== undefined && form.phone !== '') body.append('phone', form.phone);
  const { extraTimePercent, extraTries, audioOnlyAllowed } = form.accommodations ?? {};
  if (extraTimePercent !== undefined) body.append('extraTimePercent', String(extraTimePercent));
  if (extraTries !== undefined) body.append('extraTries', String(extraTries));
  if (audioOnlyAllowed !== undefined) body.append('audioOnlyAllowed', String(audioOnlyAllowed));
  if (form.deadline !== undefined) body.append('deadline', form.deadline);
  if (form.message !== undefined && form.message !== '') body.append('message', form.message);
  if (form.resume !== undefined) body.append('resume', form.resume);
  const { data } = await httpClient.post<InviteResponse>('/invite/create-application', body);
  return data;
}

/** POST /interviews/{id}/resend: the invitation mail again; `mailSent` says whether a mail server took it. */
export async function resendInvitation(id: string): Promise<InvitationMailResult> {
  const { data } = await httpClient.post<InvitationMailResult>(
    `/interviews/${encodeURIComponent(id)}/resend`,
  );
  return data;
}

/** POST /interviews/{id}/extend: a new deadline (ISO 8601), reopening an expired invitation. */
export async function extendInvitation(id: string, deadline: string): Promise<InvitationMailResult> {
  const { data } = await httpClient.post<InvitationMailResult>(
    `/interviews/${encodeURIComponent(id)}/extend`,
    {
      deadline,
    },
  );
  return data;
}
