import { questionRouteFor } from '../practice/practice-route';
import type { InterviewKind } from './interview-wording';

export const PRACTICE_ROUTE = '/interview/practice';

/**
 * Where Start leads: the practice question first when the applicant has one (the practice page goes on
 * to the questions itself), else the spec's question route for the way the applicant answers: audio, or
 * video unless they chose audio only.
 */
export function startRoute(options: { answerKind: InterviewKind; hasPracticeQuestion: boolean }): string {
  return options.hasPracticeQuestion ? PRACTICE_ROUTE : questionRouteFor(options.answerKind);
}
