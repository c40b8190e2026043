import { INTERVIEW_SETTINGS_DEFAULTS, type PublicJob, type QuestionType } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { isInvitationExpiredError } from '../../../shared/api/invitation-expired';
import { initializeAnswers } from '../api/applicant-api';
import { interviewSession } from '../api/interview-session';
import type { AnswerKind } from '../recording/recording-channel';

export interface InterviewQuestion {
  questionId: string;
  questionText: string;
  answered: boolean;
  attemptsLeft: number;
  /** The take submitted for it could not be processed: the server's plain words, shown with the question. */
  mediaFailure?: string | null;
  /** `Text` is recorded; `Select`, `Multiselect` and `Written` are answered on the page (docs/questions.md). */
  type: QuestionType;
  /** False: the applicant may skip it. */
  required: boolean;
  /** Choice questions' options in their order (applicants are never told which is a knockout). */
  options: { optionId: string; label: string }[];
  /** Written questions: the limit in characters (Unicode code points). */
  maxCharacters: number | undefined;
}

/** This applicant's limits (initialize: the questionnaire's settings after their accommodations). */
export interface InterviewLimits {
  answerTimeSeconds: number;
  thinkTimeSeconds: number;
  triesPerQuestion: number;
}

export interface LoadedInterview {
  applicantGuid: string;
  interviewId: string;
  companyId: number;
  job: PublicJob | undefined;
  ttsAudio: string[];
  /**
   * What is recorded, on which channel: the questionnaire's content type whatever route the page was
   * opened on, or audio for a video interview the applicant answers with audio only.
   */
  kind: AnswerKind;
  /** A video questionnaire answered with audio only (chosen on onboarding, allowed by the invitation). */
  isAudioOnly: boolean;
  limits: InterviewLimits;
  questions: InterviewQuestion[];
  /** First question without an answer (server truth, so a reload resumes where the applicant was). */
  startIndex: number;
  audioDeviceId: string | undefined;
  cameraDeviceId: string | undefined;
  isBlurEnabled: boolean;
}

type InterviewLoad =
  | { status: 'loading' }
  | { status: 'missing'; applicantGuid: string | undefined }
  | { status: 'completed' }
  /** The deadline has passed (410 INVITATION_EXPIRED). */
  | { status: 'expired'; applicantGuid: string }
  | { status: 'error' }
  | { status: 'ready'; interview: LoadedInterview };

/** Reads the §3 session values onboarding wrote and asks the server where this interview stands. */
async function loadInterview(routeKind: AnswerKind): Promise<InterviewLoad> {
  const [
    applicantGuid,
    questionnaires,
    interviewId,
    companyId,
    job,
    ttsAudio,
    audioId,
    cameraId,
    blur,
    audioOnly,
  ] = await Promise.all([
    interviewSession.get('applicantGuid'),
    interviewSession.get('questionnaires'),
    interviewSession.get('interviewId'),
    interviewSession.get('companyId'),
    interviewSession.get('job'),
    interviewSession.get('ttsAudio'),
    interviewSession.get('selectedAudioDeviceId'),
    interviewSession.get('selectedCameraDeviceId'),
    interviewSession.get('isBlurEnabled'),
    interviewSession.get('answerWithAudioOnly'),
  ]);
  const questionnaire = questionnaires?.data;
  if (applicantGuid === undefined || !questionnaire) return { status: 'missing', applicantGuid };

  let progress;
  try {
    progress = await initializeAnswers(applicantGuid);
  } catch (error) {
    if (isInvitationExpiredError(error)) return { status: 'expired', applicantGuid };
    throw error;
  }
  if (progress.status === 'Completed') return { status: 'completed' };
  const limits: InterviewLimits = {
    answerTimeSeconds: progress.answerTimeSeconds ?? INTERVIEW_SETTINGS_DEFAULTS.answerTimeSeconds,
    thinkTimeSeconds: progress.thinkTimeSeconds ?? INTERVIEW_SETTINGS_DEFAULTS.thinkTimeSeconds,
    triesPerQuestion: progress.triesPerQuestion ?? INTERVIEW_SETTINGS_DEFAULTS.triesPerQuestion,
  };
  // The server's list is the truth (order, answered, tries); the questionnaire onboarding read gives each
  // question's type, options and limit, and fills any gap.
  const byId = new Map(questionnaire.questions.map((question) => [question.questionId, question]));
  const shapeOf = (questionId: string) => {
    const question = byId.get(questionId);
    return {
      type: question?.type ?? 'Text',
      required: question?.required ?? true,
      options: (question?.options ?? []).map(({ optionId, label }) => ({ optionId, label })),
      maxCharacters: question?.maxCharacters,
    };
  };
  const questions: InterviewQuestion[] =
    progress.questions.length > 0
      ? progress.questions.map((question) => ({ ...question, ...shapeOf(question.questionId) }))
      : questionnaire.questions.map((question) => ({
          questionId: question.questionId,
          questionText: question.questionText,
          answered: false,
          attemptsLeft: limits.triesPerQuestion,
          ...shapeOf(question.questionId),
        }));
  const startIndex = questions.findIndex((question) => !question.answered);
  if (startIndex < 0) return { status: 'completed' };

  const contentKind: AnswerKind | undefined =
    questionnaire.contentType === 'Audio'
      ? 'audio'
      : questionnaire.contentType === 'Video'
        ? 'video'
        : undefined;
  const questionnaireKind = contentKind ?? routeKind;
  const isAudioOnly =
    questionnaireKind === 'video' && audioOnly === true && progress.audioOnlyAllowed === true;
  return {
    status: 'ready',
    interview: {
      applicantGuid,
      interviewId: interviewId ?? '',
      companyId: companyId ?? job?.companyId ?? 1,
      job,
      ttsAudio: ttsAudio ?? [],
      kind: isAudioOnly ? 'audio' : questionnaireKind,
      isAudioOnly,
      limits,
      questions,
      startIndex,
      audioDeviceId: audioId || undefined,
      cameraDeviceId: cameraId || undefined,
      isBlurEnabled: blur === true,
    },
  };
}

export function useInterviewSession(routeKind: AnswerKind): InterviewLoad {
  const [load, setLoad] = useState<InterviewLoad>({ status: 'loading' });
  useEffect(() => {
    let isActive = true;
    loadInterview(routeKind).then(
      (result) => {
        if (isActive) setLoad(result);
      },
      () => {
        if (isActive) setLoad({ status: 'error' });
      },
    );
    return () => {
      isActive = false;
    };
  }, [routeKind]);
  return load;
}
