import { countCharacters, type AnswerQuestionBody } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { interviewSession } from '../api/interview-session';
import { overLimitText, TYPED_TEXTS } from './typed-texts';
import type { InterviewQuestion } from './use-interview-session';
import type { QuestionOrder } from './use-question-order';
import { useSaveAnswer } from './use-save-answer';

/**
 * A choice or written question's answer: what the applicant has chosen or typed, checked against the
 * question's rules before it is sent (the server checks them again), saved through the answer route
 * before the next question comes. A refusal keeps everything on screen and says why in plain words.
 */
export function useTypedAnswer({
  applicantGuid,
  question,
  order,
}: {
  applicantGuid: string;
  question: InterviewQuestion;
  order: QuestionOrder;
}) {
  const { questionId } = question;
  const [optionIds, setOptionIds] = useState<string[]>([]);
  const [text, setText] = useState('');
  const saving = useSaveAnswer({ applicantGuid, questionId, order });
  const [problem, setProblem] = useState<string | undefined>();
  const limit = question.maxCharacters ?? 0;
  const count = countCharacters(text);

  // A written answer typed before a reload comes back.
  useEffect(() => {
    if (question.type !== 'Written') return undefined;
    let isActive = true;
    void interviewSession.get('writtenDraft').then((draft) => {
      if (isActive && draft?.questionId === questionId) setText((now) => (now === '' ? draft.text : now));
    });
    return () => {
      isActive = false;
    };
  }, [question.type, questionId]);

  function changeText(value: string) {
    setText(value);
    setProblem(undefined);
    saving.clearError();
    void interviewSession.set('writtenDraft', { questionId, text: value });
  }

  function changeOptions(ids: string[]) {
    setOptionIds(ids);
    setProblem(undefined);
    saving.clearError();
  }

  /** What Submit would send, or why it cannot be sent yet. */
  function bodyOrProblem(): AnswerQuestionBody | string {
    if (question.type === 'Written') {
      if (text.trim() === '') return question.required ? TYPED_TEXTS.writeRequired : TYPED_TEXTS.writeOrSkip;
      if (count > limit) return overLimitText(count, limit);
      return { text };
    }
    if (optionIds.length === 0) return TYPED_TEXTS.chooseRequired;
    return { optionIds };
  }

  async function submit() {
    const body = bodyOrProblem();
    if (typeof body === 'string') {
      setProblem(body);
      return;
    }
    setProblem(undefined);
    const isSaved = await saving.send(body, 'submit');
    if (isSaved && question.type === 'Written') void interviewSession.remove('writtenDraft');
  }

  return {
    optionIds,
    text,
    count,
    limit,
    error: problem ?? saving.error,
    busy: saving.busy,
    changeText,
    changeOptions,
    submit,
    skip: async () => {
      setProblem(undefined);
      const isSaved = await saving.send({ skipped: true }, 'skip');
      if (isSaved && question.type === 'Written') void interviewSession.remove('writtenDraft');
    },
  };
}

export type TypedAnswer = ReturnType<typeof useTypedAnswer>;
