import { useState } from 'react';
import { useNavigate } from 'react-router';
import { invitationExpiredPath } from '../../../shared/api/invitation-expired';
import type { LoadedInterview } from './use-interview-session';

/**
 * Which question is on screen, and where the applicant goes next (spec §4): after an answer, the next
 * unanswered question after it (wrapping round, so one skipped earlier comes back), or the success screen.
 */
export function useQuestionOrder(interview: LoadedInterview) {
  const navigate = useNavigate();
  const { questions } = interview;
  const [index, setIndex] = useState(interview.startIndex);
  // Whether another question came on screen since the page opened: its heading is then announced.
  const [hasMoved, setHasMoved] = useState(false);
  const [answeredIds, setAnsweredIds] = useState(
    () => new Set(questions.filter((q) => q.answered).map((q) => q.questionId)),
  );
  const question = questions[index];

  /** The question on screen has its answer (submitted now, or found already answered by the server). */
  function completeQuestion() {
    if (!question) return;
    const answered = new Set(answeredIds).add(question.questionId);
    setAnsweredIds(answered);
    const order = [...questions.slice(index + 1), ...questions.slice(0, index + 1)];
    const next = order.find((q) => !answered.has(q.questionId));
    if (!next) {
      void navigate('/interview/success');
      return;
    }
    setIndex(questions.indexOf(next));
    setHasMoved(true);
  }

  /** No question but the one on screen is still without an answer: answering it ends the interview. */
  function isLastOpenQuestion(): boolean {
    return questions.every((q) => q === question || answeredIds.has(q.questionId));
  }

  /**
   * The server says the interview is complete with this answer; `endedEarly`: a knockout answer ended it
   * before its last question, which the success screen says.
   */
  function finishInterview(endedEarly = false) {
    void navigate('/interview/success', endedEarly ? { state: { endedEarly: true } } : undefined);
  }

  /** The server says the interview was completed before (e.g. in another tab). */
  function leaveCompletedInterview() {
    void navigate('/interview/already-completed', { replace: true });
  }

  /** The server refuses new takes after the deadline: the "expired" page says what the applicant can do. */
  function leaveExpiredInterview() {
    void navigate(invitationExpiredPath(interview.applicantGuid), { replace: true });
  }

  /** The server has no consent on record: onboarding is where the applicant gives it. */
  function backToOnboarding() {
    void navigate(`/interview/onboarding/${encodeURIComponent(interview.applicantGuid)}`, { replace: true });
  }

  return {
    index,
    question,
    hasMoved,
    isLastOpenQuestion,
    total: questions.length,
    completeQuestion,
    finishInterview,
    leaveCompletedInterview,
    leaveExpiredInterview,
    backToOnboarding,
  };
}

export type QuestionOrder = ReturnType<typeof useQuestionOrder>;
