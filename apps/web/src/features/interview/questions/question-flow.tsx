import type { AnswerKind } from '../recording/recording-channel';
import { AnswerScreen } from './answer-screen';
import { TypedAnswerScreen } from './typed-answer-screen';
import type { LoadedInterview } from './use-interview-session';
import { useQuestionOrder } from './use-question-order';

/**
 * The questions in their order: a recorded one (`Text`) on the recording screen, a choice or written one
 * on the typed screen (docs/questions.md). The camera and the recording channel belong to the recording
 * screen alone, so a question answered on the page never opens them.
 */
export function QuestionFlow({
  interview,
  routeKind,
}: {
  interview: LoadedInterview;
  routeKind: AnswerKind;
}) {
  const order = useQuestionOrder(interview);
  const { question } = order;
  if (!question) return null;
  if (question.type === 'Text')
    return <AnswerScreen interview={interview} order={order} routeKind={routeKind} />;
  return <TypedAnswerScreen key={question.questionId} interview={interview} order={order} />;
}
