import type {
  AnswerQuestionBody,
  AnswerQuestionResponse,
  ApplicantInterview,
  ClientLogBody,
  InitializeAnswersResponse,
  InterviewStatus,
  JobQuestionnaireCheck,
  PublicJob,
} from '@vi/contracts';
import { isAxiosError } from 'axios';
import { API_BASE_URL, httpClient } from '../../../shared/api/http-client';

/*
 * The applicant's calls (spec applicant §7), one function each. Types come from @vi/contracts; bodies are
 * not re-parsed with zod here to keep zod out of the applicant bundle (the server validates every body).
 */

/**
 * GET /interview/{applicantGuid}: a list; the first item is the interview. Undefined when there is none:
 * an empty list, or the server's 404 for a guid it does not know (it answers unknown and malformed guids
 * alike so they cannot be told apart).
 */
export async function fetchInterview(applicantGuid: string): Promise<ApplicantInterview | undefined> {
  try {
    const { data } = await httpClient.get<ApplicantInterview[]>(
      `/interview/${encodeURIComponent(applicantGuid)}`,
    );
    return data[0];
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return undefined;
    throw error;
  }
}

/** PATCH /interview/{applicantGuid} with {status}. */
export async function patchInterviewStatus(applicantGuid: string, status: InterviewStatus): Promise<void> {
  await httpClient.patch(`/interview/${encodeURIComponent(applicantGuid)}`, { status });
}

/** POST /answer/{applicationGuid}/initialize: where each question stands (answered, attempts left). */
export async function initializeAnswers(applicationGuid: string): Promise<InitializeAnswersResponse> {
  const { data } = await httpClient.post<InitializeAnswersResponse>(
    `/answer/${encodeURIComponent(applicationGuid)}/initialize`,
  );
  return data;
}

/**
 * POST /answer/{applicationGuid}/questions/{questionId}: a choice, a written text or a skip
 * (docs/questions.md). A refusal (400 INVALID_ANSWER, 409 ALREADY_ANSWERED, 410) is thrown as axios' error.
 */
export async function answerQuestion(
  applicationGuid: string,
  questionId: string,
  body: AnswerQuestionBody,
): Promise<AnswerQuestionResponse> {
  const { data } = await httpClient.post<AnswerQuestionResponse>(
    `/answer/${encodeURIComponent(applicationGuid)}/questions/${encodeURIComponent(questionId)}`,
    body,
  );
  return data;
}

/**
 * GET /job/{jobId}?guid=: the job card. An open job's card is public; the guid of the applicant's own
 * application also opens the card of a job closed since the invitation.
 */
export async function fetchJob(jobId: number, applicantGuid: string): Promise<PublicJob> {
  const { data } = await httpClient.get<PublicJob>(`/job/${jobId}`, { params: { guid: applicantGuid } });
  return data;
}

/**
 * GET /job/{jobId}/questionnaire?guid=: `{status:204}` in the body (hasQuestionnaire false) when none is
 * attached. The questions are not public: the applicant reads them through their own application's guid.
 */
export async function fetchJobQuestionnaire(
  jobId: number,
  applicantGuid: string,
): Promise<JobQuestionnaireCheck> {
  const { data } = await httpClient.get<JobQuestionnaireCheck>(`/job/${jobId}/questionnaire`, {
    params: { guid: applicantGuid },
  });
  return data;
}

/** POST /interview/{applicantGuid}/consent: the terms, privacy policy and AI transcription consent. */
export async function recordConsent(
  applicantGuid: string,
  consent: { transcriptionConsent: boolean },
): Promise<void> {
  await httpClient.post(`/interview/${encodeURIComponent(applicantGuid)}/consent`, {
    termsAccepted: true,
    privacyAccepted: true,
    transcriptionConsent: consent.transcriptionConsent,
  });
}

/** POST /media/audio/tts: one clip path per question text, by index. */
export async function requestQuestionClips(texts: string[], appGuid: string): Promise<string[]> {
  const { data } = await httpClient.post<{ data: { audioFilePaths: string[] } }>('/media/audio/tts', {
    text: texts,
    appGuid,
  });
  return data.data.audioFilePaths;
}

/** The address that plays a question clip: the last path segment of its ttsAudio entry (spec §7). */
export function questionClipUrl(ttsPath: string): string {
  const fileName = ttsPath.split('/').pop() ?? '';
  return `${API_BASE_URL}/media/audio/stream/${encodeURIComponent(fileName)}`;
}

/** POST /logger/log; never throws (logging must not break the interview). */
async function sendClientLog(entry: ClientLogBody): Promise<void> {
  try {
    await httpClient.post('/logger/log', entry);
  } catch {
    // The log call itself failing (offline) is not worth surfacing to the applicant.
  }
}

/** Logs an error with the spec's context fields (component, userAgent, url, timestamp). */
export function logClientError(
  component: string,
  message: string,
  notes?: unknown,
  applicantGuid?: string,
): Promise<void> {
  return sendClientLog({
    level: 'error',
    message,
    notes,
    applicantGuid,
    context: {
      component,
      userAgent: navigator.userAgent.slice(0, 500),
      url: window.location.href.slice(0, 2000),
      timestamp: new Date().toISOString(),
    },
  });
}
