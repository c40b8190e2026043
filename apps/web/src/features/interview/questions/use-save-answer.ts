import { API_ERROR_CODES, type AnswerQuestionBody } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/http-client';
import { isInvitationExpiredError } from '../../../shared/api/invitation-expired';
import { answerQuestion, patchInterviewStatus } from '../api/applicant-api';
import { notFinishedText, notSavedText } from './typed-texts';
import type { QuestionOrder } from './use-question-order';

/** A server's full stop is added only where its message lacks one. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function errorCode(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string'
    ? data.code
    : undefined;
}

/**
 * Saves an answer that is not a recording (a choice, a text, or the skip of an optional question) through
 * the answer route, then moves on: to the next open question, or, when it was the last one or the server
 * says the answer ends the interview, completes it (nothing on the server did, as no take was submitted).
 * A refusal is kept in plain words.
 */
export function useSaveAnswer({
  applicantGuid,
  questionId,
  order,
}: {
  applicantGuid: string;
  questionId: string;
  order: QuestionOrder;
}) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'submit' | 'skip' | undefined>();

  /** True once the answer is stored (even when finishing the interview then failed: it is kept). */
  async function send(body: AnswerQuestionBody, action: 'submit' | 'skip'): Promise<boolean> {
    setBusy(action);
    setError(undefined);
    let endsInterview = false;
    try {
      ({ endsInterview } = await answerQuestion(applicantGuid, questionId, body));
    } catch (failure) {
      setBusy(undefined);
      if (isInvitationExpiredError(failure)) {
        order.leaveExpiredInterview();
        return false;
      }
      if (errorCode(failure) === API_ERROR_CODES.alreadyAnswered) {
        order.leaveCompletedInterview();
        return false;
      }
      setError(notSavedText(sentence(errorMessage(failure))));
      return false;
    }
    // A knockout answer on a questionnaire that ends there (docs/questions.md): no more questions.
    if (!order.isLastOpenQuestion() && !endsInterview) {
      setBusy(undefined);
      order.completeQuestion();
      return true;
    }
    // The last answer was not a recording, so nothing on the server completed the interview yet.
    try {
      await patchInterviewStatus(applicantGuid, 'Completed');
    } catch (failure) {
      setBusy(undefined);
      if (isInvitationExpiredError(failure)) {
        order.leaveExpiredInterview();
        return false;
      }
      setError(notFinishedText(sentence(errorMessage(failure))));
      return true;
    }
    order.finishInterview(endsInterview);
    return true;
  }

  return { error, busy, send, clearError: () => setError(undefined) };
}
