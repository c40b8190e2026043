import { isChoiceType, QUESTION_LIMITS, QuestionTypeSchema, type QuestionType } from '@vi/contracts';
import type { BuilderContentType } from '../../shared/lib/recruiter/builder-rules';
import { newDraftOption, type DraftQuestion } from './draft';
import { OptionList } from './option-list';
import { BUILDER_TYPE_TEXTS as T, typeName } from './question-type-texts';

export type QuestionPatch = Partial<Pick<DraftQuestion, 'type' | 'required' | 'options' | 'maxCharacters'>>;

/** What changing the type brings along: two blank options for a new choice, the default limit for Written. */
export function typeChange(question: DraftQuestion, type: QuestionType): QuestionPatch {
  const patch: QuestionPatch = { type };
  if (isChoiceType(type) && (question.options ?? []).length === 0) {
    patch.options = [newDraftOption(), newDraftOption()];
  }
  if (type === 'Written' && question.maxCharacters === null) {
    patch.maxCharacters = QUESTION_LIMITS.defaultWrittenCharacters;
  }
  return patch;
}

type QuestionDetailsProps = {
  question: DraftQuestion;
  position: number;
  contentType: BuilderContentType | null;
  error: string | undefined;
  onChange: (patch: QuestionPatch) => void;
};

/**
 * Under a question's text: its type, whether it is required, a choice's options (each may be marked
 * "does not meet requirements") or a written answer's limit. The server checks each rule again.
 */
export function QuestionDetails({ question, position, contentType, error, onChange }: QuestionDetailsProps) {
  const base = `builder-question-${question.key}`;
  const options = question.options ?? [];
  const errorId = `${base}-details-error`;
  const describedBy = error === undefined ? undefined : errorId;

  return (
    <div className="builder-details">
      <div className="builder-details__row">
        <label className="builder-details__label" htmlFor={`${base}-type`}>
          {T.typeLabel}
        </label>
        <select
          id={`${base}-type`}
          className="form-select form-select-sm builder-details__type"
          value={question.type}
          onChange={(event) => onChange(typeChange(question, QuestionTypeSchema.parse(event.target.value)))}
        >
          {QuestionTypeSchema.options.map((type) => (
            <option key={type} value={type}>
              {typeName(type, contentType)}
            </option>
          ))}
        </select>
        <div className="form-check form-switch builder-details__required">
          <input
            id={`${base}-required`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={question.required}
            onChange={(event) => onChange({ required: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={`${base}-required`}>
            {T.required}
          </label>
        </div>
      </div>

      {isChoiceType(question.type) && (
        <OptionList
          questionKey={question.key}
          position={position}
          options={options}
          error={error}
          describedBy={describedBy}
          onChange={(next) => onChange({ options: next })}
        />
      )}

      {question.type === 'Written' && (
        <div className="builder-details__row">
          <label className="builder-details__label" htmlFor={`${base}-max`}>
            {T.maxCharacters}
          </label>
          <input
            id={`${base}-max`}
            className="form-control form-control-sm builder-details__number"
            type="number"
            inputMode="numeric"
            min={QUESTION_LIMITS.minWrittenCharacters}
            max={QUESTION_LIMITS.maxWrittenCharacters}
            step={1}
            value={question.maxCharacters ?? ''}
            aria-describedby={[`${base}-max-hint`, describedBy].filter(Boolean).join(' ')}
            aria-invalid={error !== undefined || undefined}
            onChange={(event) =>
              onChange({ maxCharacters: event.target.value === '' ? null : Number(event.target.value) })
            }
          />
          <span id={`${base}-max-hint`} className="builder-muted">
            {T.maxCharactersHint}
          </span>
        </div>
      )}

      {error !== undefined && (
        <div id={errorId} className="builder-error">
          {error}
        </div>
      )}
    </div>
  );
}
