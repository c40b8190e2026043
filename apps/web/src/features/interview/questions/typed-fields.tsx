import { TextArea } from '../../../shared/ui/text-area';
import { characterCountText, overLimitText, TYPED_TEXTS } from './typed-texts';
import type { InterviewQuestion } from './use-interview-session';
import type { TypedAnswer } from './use-typed-answer';

type FieldProps = {
  question: InterviewQuestion;
  answer: TypedAnswer;
  /** The question text's element: the group's or the text area's name. */
  labelledBy: string;
  /** The refusal shown under the field, when there is one. */
  errorId: string | undefined;
  disabled: boolean;
};

/** Select: a radio group (arrow keys move and choose); Multiselect: checkboxes (Space toggles). */
export function ChoiceField({ question, answer, labelledBy, errorId, disabled }: FieldProps) {
  const isSingle = question.type === 'Select';
  const hintId = `${question.questionId}-hint`;
  const toggle = (optionId: string, checked: boolean) => {
    if (isSingle) answer.changeOptions([optionId]);
    else
      answer.changeOptions(
        question.options
          .map((o) => o.optionId)
          .filter((id) => (id === optionId ? checked : answer.optionIds.includes(id))),
      );
  };
  return (
    <fieldset
      className="typed-answer__choices"
      aria-labelledby={labelledBy}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      aria-invalid={errorId !== undefined || undefined}
      disabled={disabled}
    >
      <p id={hintId} className="typed-answer__hint">
        {isSingle ? TYPED_TEXTS.chooseOne : TYPED_TEXTS.chooseAny}
      </p>
      {question.options.map((option) => {
        // The whole row is the label, so a click or tap anywhere on it chooses the option.
        return (
          <label key={option.optionId} className="typed-answer__option">
            <input
              className="form-check-input"
              type={isSingle ? 'radio' : 'checkbox'}
              name={question.questionId}
              value={option.optionId}
              checked={answer.optionIds.includes(option.optionId)}
              onChange={(event) => toggle(option.optionId, event.target.checked)}
            />
            <span className="typed-answer__option-label">{option.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** A text area with a live count in characters (Unicode code points, as the server counts them). */
export function WrittenField({ question, answer, labelledBy, errorId, disabled }: FieldProps) {
  const countId = `${question.questionId}-count`;
  const isOver = answer.count > answer.limit;
  return (
    <div className="typed-answer__written">
      <label className="form-label typed-answer__label" htmlFor={`${question.questionId}-text`}>
        {TYPED_TEXTS.yourAnswer}
      </label>
      <TextArea
        id={`${question.questionId}-text`}
        value={answer.text}
        onValueChange={answer.changeText}
        rows={7}
        invalid={isOver || errorId !== undefined}
        aria-describedby={[labelledBy, countId, errorId].filter(Boolean).join(' ')}
        disabled={disabled}
      />
      <p id={countId} className={`typed-answer__count${isOver ? ' typed-answer__count--over' : ''}`}>
        {characterCountText(answer.count, answer.limit)}
      </p>
      {/* The count is read with the field; only passing the limit is announced as it happens. */}
      <p className="visually-hidden" role="status">
        {isOver ? overLimitText(answer.count, answer.limit) : ''}
      </p>
    </div>
  );
}
