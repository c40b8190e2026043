import type { ContentType, InitializeAnswersResponse } from '@vi/contracts';
import type { AnswerKind } from '../recording/recording-channel';

/** The first real question's route, the one onboarding's Start opens when there is no practice. */
export function questionRouteFor(kind: AnswerKind): string {
  return kind === 'audio' ? '/interview/questions/audio' : '/interview/questions';
}

/**
 * What the applicant records: the questionnaire's type, or audio only on a video questionnaire when they
 * chose it on onboarding (session `answerWithAudioOnly`, offered only when their invitation allows it).
 */
export function answerKindFor(
  contentType: ContentType | undefined,
  answerWithAudioOnly: boolean,
): AnswerKind {
  if (contentType === 'Audio') return 'audio';
  return answerWithAudioOnly ? 'audio' : 'video';
}

export type PracticeDecision =
  | { action: 'completed' }
  /** No practice: on to the real questions (switched off, or the real questions have begun). */
  | { action: 'questions' }
  | { action: 'practice'; answerTimeSeconds: number };

type Progress = Pick<
  InitializeAnswersResponse,
  'status' | 'questions' | 'practiceQuestion' | 'answerTimeSeconds'
>;

/**
 * Whether this applicant gets the practice question. It belongs before the real questions only: once one
 * of them has a take or an answer (a reload, a second visit), practising again would only be in the way.
 */
export function decidePractice(progress: Progress): PracticeDecision {
  if (progress.status === 'Completed') return { action: 'completed' };
  if (!progress.practiceQuestion) return { action: 'questions' };
  const hasBegun = progress.questions.some((question) => question.answered || question.attemptsUsed > 0);
  if (hasBegun) return { action: 'questions' };
  return { action: 'practice', answerTimeSeconds: progress.answerTimeSeconds };
}
