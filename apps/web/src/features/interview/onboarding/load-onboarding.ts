import {
  TOKEN_COOKIE,
  type AiNotice,
  type ContentType,
  type InitializeAnswersResponse,
  type JobQuestionnaireCheck,
  type PublicJob,
} from '@vi/contracts';
import {
  fetchInterview,
  fetchJob,
  fetchJobQuestionnaire,
  initializeAnswers,
  logClientError,
  patchInterviewStatus,
  requestQuestionClips,
} from '../api/applicant-api';
import { isInvitationExpiredError } from '../../../shared/api/invitation-expired';
import { interviewSession } from '../api/interview-session';
import { decidePractice } from '../practice/practice-route';
import { APPLICANT_MESSAGES, applyInterviewLanguage } from '../../../shared/i18n/applicant-i18n';

/** This applicant's limits and options, as initialize reports them (settings after accommodations). */
export type InterviewAllowances = Pick<
  InitializeAnswersResponse,
  'answerTimeSeconds' | 'thinkTimeSeconds' | 'triesPerQuestion' | 'practiceQuestion' | 'audioOnlyAllowed'
>;

export type OnboardingData = {
  applicantGuid: string;
  job: PublicJob;
  contentType: ContentType;
  questionnaires: JobQuestionnaireCheck;
  questionCount: number;
  /** The texts of the questions the recruiter chose to name as requirements before the start (docs/questions.md). */
  requirementQuestions: string[];
  allowances: InterviewAllowances;
  /** When the invitation expires (ISO 8601); null: no deadline. */
  deadline: string | null;
  /** What the AI notice before consent says; undefined from a server without one. */
  aiNotice: AiNotice | undefined;
};

export type OnboardingResult =
  | { kind: 'ready'; data: OnboardingData }
  | { kind: 'completed' }
  /** The deadline has passed (the server's 410 INVITATION_EXPIRED): the "expired" page takes over. */
  | { kind: 'expired' }
  /** The job is known but has no usable questionnaire: the message replaces the card. */
  | { kind: 'no-questionnaire'; job: PublicJob }
  | { kind: 'error'; message: string };

const COMPONENT = 'Onboarding';

/** Spec §6: applicants carry no token, so a recruiter token left in this browser must not ride along. */
function clearTokenCookie(doc: Document = document): void {
  doc.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/**
 * The onboarding calls of spec §4/§7 in order: the interview, its job, the job's questionnaire, then —
 * only for an active questionnaire — mark the interview Incomplete, initialise the answers and fetch the
 * question clips. Every value the question screens need is stored in the session (§3).
 */
export async function loadOnboarding(applicantGuid: string): Promise<OnboardingResult> {
  clearTokenCookie();

  let interview;
  try {
    interview = await fetchInterview(applicantGuid);
  } catch (error) {
    if (isInvitationExpiredError(error)) return { kind: 'expired' };
    void logClientError(COMPONENT, 'Fetching the application failed', describe(error), applicantGuid);
    return { kind: 'error', message: APPLICANT_MESSAGES.applicationFetchFailed };
  }
  if (!interview) return { kind: 'error', message: APPLICANT_MESSAGES.noApplication };
  // Every screen from here on speaks the questionnaire's language, or the one the applicant chose (docs/languages.md).
  await applyInterviewLanguage(applicantGuid, interview.language);
  if (interview.status === 'Completed') return { kind: 'completed' };

  let job: PublicJob;
  try {
    job = await fetchJob(interview.jobId, applicantGuid);
  } catch (error) {
    void logClientError(COMPONENT, 'Fetching the job failed', describe(error), applicantGuid);
    return { kind: 'error', message: APPLICANT_MESSAGES.jobFetchFailed };
  }
  if (!job.title.trim() || !job.companyName?.trim()) {
    return { kind: 'error', message: APPLICANT_MESSAGES.jobIncomplete };
  }

  let questionnaires: JobQuestionnaireCheck;
  try {
    questionnaires = await fetchJobQuestionnaire(interview.jobId, applicantGuid);
  } catch (error) {
    void logClientError(COMPONENT, 'Fetching the questionnaire failed', describe(error), applicantGuid);
    return { kind: 'error', message: APPLICANT_MESSAGES.jobFetchFailed };
  }
  const questionnaire = questionnaires.data;
  // An inactive questionnaire cannot be taken, which for the applicant is the same as none attached.
  if (!questionnaires.hasQuestionnaire || questionnaires.status === 204 || !questionnaire?.active) {
    return { kind: 'no-questionnaire', job };
  }

  let initialized: InitializeAnswersResponse;
  try {
    await patchInterviewStatus(applicantGuid, 'Incomplete');
    initialized = await initializeAnswers(applicantGuid);
  } catch (error) {
    // The deadline passed while the job and questionnaire were read.
    if (isInvitationExpiredError(error)) return { kind: 'expired' };
    void logClientError(COMPONENT, 'Starting the interview failed', describe(error), applicantGuid);
    return { kind: 'error', message: APPLICANT_MESSAGES.applicationFetchFailed };
  }

  let ttsAudio: string[] = [];
  try {
    ttsAudio = await requestQuestionClips(
      questionnaire.questions.map((question) => question.questionText),
      applicantGuid,
    );
  } catch (error) {
    // Clips only read the questions aloud; the interview works without them, so this is logged, not shown.
    void logClientError(COMPONENT, 'Fetching question clips failed', describe(error), applicantGuid);
  }

  // A previous applicant's values in this tab (device ids, blur, clips) must not leak into this interview.
  await interviewSession.clear();
  await Promise.all([
    interviewSession.set('isBlurEnabled', false),
    interviewSession.set('applicantGuid', applicantGuid),
    interviewSession.set('jobId', interview.jobId),
    interviewSession.set('interviewId', interview.interviewId),
    interviewSession.set('companyId', interview.companyId),
    interviewSession.set('job', job),
    interviewSession.set('ttsAudio', ttsAudio),
    interviewSession.set('questionnaires', questionnaires),
  ]);

  return {
    kind: 'ready',
    data: {
      applicantGuid,
      job,
      contentType: questionnaire.contentType,
      questionnaires,
      questionCount: questionnaire.questions.length,
      requirementQuestions: questionnaire.questions
        .filter((q) => questionnaire.requirementQuestionIds?.includes(q.questionId) === true)
        .map((q) => q.questionText),
      deadline: interview.deadline ?? null,
      aiNotice: interview.aiNotice,
      allowances: {
        answerTimeSeconds: initialized.answerTimeSeconds,
        thinkTimeSeconds: initialized.thinkTimeSeconds,
        triesPerQuestion: initialized.triesPerQuestion,
        // The practice page's own rule: none once a real question has a take (a second visit).
        practiceQuestion: decidePractice(initialized).action === 'practice',
        audioOnlyAllowed: initialized.audioOnlyAllowed,
      },
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
