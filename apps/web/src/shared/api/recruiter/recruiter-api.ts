import type {
  Accommodations,
  CompanySettings,
  CompanySettingsBody,
  Division,
  EraseInterviewResult,
  Interview,
  InterviewList,
  InvitationMailResult,
  InviteResponse,
  Job,
  JobQuestionnaireCheck,
  JobQuestionnaireLink,
  MeResponse,
  PatchQuestionnaireBody,
  Questionnaire,
  QuestionnaireBody,
  RetentionPreview,
  User,
} from '@vi/contracts';
import { httpClient } from '../http-client';
import type { InterviewListParams } from './pipeline';

/*
 * The recruiter's calls (spec recruiter §7), one function each, typed by @vi/contracts. The resource files
 * beside this one (jobs.ts, questionnaires.ts…) hold their query keys and query options; the calls stay in
 * one module so tests replace the network in one place. Authentication rides on the client's defaults (the
 * jtToken cookie with the anti-forgery header, or the iframe token headers); the server checks the company
 * in the path against the token.
 */

// Questionnaires
export async function fetchQuestionnaires(companyId: number): Promise<Questionnaire[]> {
  const { data } = await httpClient.get<Questionnaire[]>(`/company/${companyId}/questionnaire`);
  return data;
}

export async function fetchQuestionnaire(id: string): Promise<Questionnaire> {
  const { data } = await httpClient.get<Questionnaire>(`/questionnaire/${encodeURIComponent(id)}`);
  return data;
}

export async function createQuestionnaire(body: QuestionnaireBody): Promise<Questionnaire> {
  const { data } = await httpClient.post<Questionnaire>('/questionnaire', body);
  return data;
}

export async function updateQuestionnaire(id: string, body: QuestionnaireBody): Promise<Questionnaire> {
  const { data } = await httpClient.put<Questionnaire>(`/questionnaire/${encodeURIComponent(id)}`, {
    ...body,
    id,
  });
  return data;
}

/** PATCH /questionnaire/{id}, e.g. {active:true} to reactivate. */
export async function patchQuestionnaire(id: string, body: PatchQuestionnaireBody): Promise<Questionnaire> {
  const { data } = await httpClient.patch<Questionnaire>(`/questionnaire/${encodeURIComponent(id)}`, body);
  return data;
}

/** DELETE /questionnaire/{id} with {active:false, companyId}: a soft deactivation, job links stay. */
export async function deactivateQuestionnaire(id: string, companyId: number): Promise<void> {
  await httpClient.delete(`/questionnaire/${encodeURIComponent(id)}`, { data: { active: false, companyId } });
}

// Jobs and their questionnaire links
export async function fetchJobs(companyId: number): Promise<Job[]> {
  const { data } = await httpClient.get<Job[]>(`/company/${companyId}/jobs`);
  return data;
}

export async function fetchJobQuestionnaire(jobId: number): Promise<JobQuestionnaireCheck> {
  const { data } = await httpClient.get<JobQuestionnaireCheck>(`/job/${jobId}/questionnaire`);
  return data;
}

export async function attachQuestionnaire(
  jobId: number,
  questionnaireId: string,
): Promise<JobQuestionnaireLink> {
  const { data } = await httpClient.post<JobQuestionnaireLink>(`/job/${jobId}/questionnaire`, {
    questionnaireId,
  });
  return data;
}

export async function detachQuestionnaire(jobId: number, questionnaireId: string): Promise<void> {
  await httpClient.delete(`/job/${jobId}/questionnaire`, { data: { questionnaireId } });
}

// The company's reference data and who is signed in
export async function fetchDivisions(companyId: number): Promise<Division[]> {
  const { data } = await httpClient.get<Division[]>(`/company/${companyId}/division`);
  return data;
}

export async function fetchUsers(companyId: number): Promise<User[]> {
  const { data } = await httpClient.get<User[]>(`/company/${companyId}/user`);
  return data;
}

/** GET /auth/me: who the token belongs to, for the navigation bar. */
export async function fetchMe(): Promise<MeResponse> {
  const { data } = await httpClient.get<MeResponse>('/auth/me');
  return data;
}

// Invitations
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

// Invitations (docs/invitations.md): for the interview list's "Resend invitation" and "Extend", and company settings.
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

export async function fetchCompanySettings(companyId: number): Promise<CompanySettings> {
  const { data } = await httpClient.get<CompanySettings>(`/company/${companyId}/settings`);
  return data;
}

/** PUT /company/{companyId}/settings: what is sent changes, what is omitted keeps its value. */
export async function saveCompanySettings(
  companyId: number,
  body: CompanySettingsBody,
): Promise<CompanySettings> {
  const { data } = await httpClient.put<CompanySettings>(`/company/${companyId}/settings`, body);
  return data;
}

// Interviews
export async function fetchInterviews(companyId: number, query: InterviewListParams): Promise<InterviewList> {
  const { data } = await httpClient.get<InterviewList>(`/company/${companyId}/interviews`, { params: query });
  return data;
}

export async function fetchInterview(id: string): Promise<Interview> {
  const { data } = await httpClient.get<Interview>(`/interviews/${encodeURIComponent(id)}`);
  return data;
}

/** PATCH /interviews/{id}: new accommodations, refused with 409 once the interview is completed. */
export async function updateInterviewAccommodations(
  id: string,
  accommodations: Accommodations,
): Promise<Interview> {
  const { data } = await httpClient.patch<Interview>(`/interviews/${encodeURIComponent(id)}`, {
    accommodations,
  });
  return data;
}

// Privacy (docs/privacy.md)
/** GET /company/{companyId}/retention/preview?days=: what the saved retention rule deletes in that window. */
export async function fetchRetentionPreview(companyId: number, days: number): Promise<RetentionPreview> {
  const { data } = await httpClient.get<RetentionPreview>(`/company/${companyId}/retention/preview`, {
    params: { days },
  });
  return data;
}

/** DELETE /interviews/{id}: erases the applicant's data (a request that reached the team); a tombstone stays. */
export async function eraseInterview(id: string): Promise<EraseInterviewResult> {
  const { data } = await httpClient.delete<EraseInterviewResult>(`/interviews/${encodeURIComponent(id)}`);
  return data;
}
