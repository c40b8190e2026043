import { useEffect, useRef } from 'react';
import { usePublicConfig } from '../../../shared/api/public-config';
import { ButtonWithSpinner } from '../../../shared/ui/button-with-spinner';
import { JobCard } from '../components/job-card';
import { useConnectivity } from '../hooks/use-connectivity';
import { QuestionPrompt } from './question-prompt';
import { QUESTION_TEXTS, questionCounter } from './texts';
import { ChoiceField, WrittenField } from './typed-fields';
import { TYPED_TEXTS } from './typed-texts';
import type { LoadedInterview } from './use-interview-session';
import { useQuestionClip } from './use-question-clip';
import type { QuestionOrder } from './use-question-order';
import { useTypedAnswer } from './use-typed-answer';
import './answer-controls.css';
import './typed-answer.css';

/**
 * A choice or written question (docs/questions.md) on the question screen's layout: progress, the
 * question read aloud, the field, and the actions pinned to the bottom. No tries, no count-in, no camera.
 * Mounted once per question (keyed by its id), so nothing chosen for one is carried to the next.
 */
export function TypedAnswerScreen({
  interview,
  order,
}: {
  interview: LoadedInterview;
  order: QuestionOrder;
}) {
  const { index, total } = order;
  const question = order.question!;
  const { config } = usePublicConfig();
  const { isOnline } = useConnectivity();
  const clip = useQuestionClip(interview.ttsAudio[index], interview.applicantGuid);
  const answer = useTypedAnswer({ applicantGuid: interview.applicantGuid, question, order });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textId = `${question.questionId}-question`;
  const errorId = answer.error === undefined ? undefined : `${question.questionId}-error`;
  const isBusy = answer.busy !== undefined;
  const supportContact = config?.supportContact ?? '';

  // A question that follows another is announced through its heading, as the recorded ones are.
  useEffect(() => {
    if (order.hasMoved) headingRef.current?.focus();
    // Once, for the question this screen was mounted for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldProps = { question, answer, labelledBy: textId, errorId, disabled: isBusy };
  return (
    <section className="question-page" aria-labelledby="question-heading">
      <JobCard job={interview.job} loading={false} compact />

      <form
        className="question-card typed-answer"
        data-kind={question.type.toLowerCase()}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void answer.submit();
        }}
      >
        {!isOnline && (
          <div className="offline-banner" role="status">
            <strong>{TYPED_TEXTS.offline}</strong>
          </div>
        )}
        <div className="question-card__header">
          <h2 id="question-heading" className="question-card__counter" ref={headingRef} tabIndex={-1}>
            {questionCounter(index, total)}
          </h2>
          {!question.required && (
            <div className="question-card__badges">
              <span className="answer-badge">{TYPED_TEXTS.optional}</span>
            </div>
          )}
        </div>
        <QuestionPrompt text={question.questionText} clip={clip} textId={textId} />

        {question.type === 'Written' ? <WrittenField {...fieldProps} /> : <ChoiceField {...fieldProps} />}

        {/* Read out at once, just above the actions; focus stays where it was, so nothing typed is lost. */}
        <p id={errorId} className="typed-answer__error" role="alert">
          {answer.error}
        </p>

        <div className="answer-controls">
          <div className="answer-controls__row">
            {!question.required && (
              <ButtonWithSpinner
                text={TYPED_TEXTS.skip}
                variant="outline-secondary"
                disabled={isBusy}
                isLoading={answer.busy === 'skip'}
                onClick={() => answer.skip()}
              />
            )}
            <ButtonWithSpinner
              type="submit"
              text={TYPED_TEXTS.submit}
              disabled={isBusy}
              isLoading={answer.busy === 'submit'}
            />
          </div>
        </div>
      </form>

      <p className="question-page__support">
        {QUESTION_TEXTS.needAssistance}{' '}
        {supportContact !== '' && <a href={`mailto:${supportContact}`}>{supportContact}</a>}
      </p>
    </section>
  );
}
