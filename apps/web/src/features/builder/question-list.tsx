import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import { questionPrefix } from '../../shared/lib/recruiter/builder-rules';
import { TextArea } from '../../shared/ui/text-area';
import type { BuilderContentType } from '../../shared/lib/recruiter/builder-rules';
import type { DraftQuestion } from './draft';
import { QuestionDetails, type QuestionPatch } from './question-details';
import { RemoveIcon } from './remove-icon';
import type { KeyboardReorder } from './keyboard-reorder';
import { DragHandle, SortableRows } from './sortable-rows';
import { BUILDER_QUESTION_DRAG_TEXTS, BUILDER_TEXTS } from './texts';

/** Numbered prefixes (1., 2., …) match the 1-based names of the row's controls ('Remove question 2'). */
const PREFIX_STYLE = 'number';
/** The server caps question text at 1000 characters. */
const MAX_QUESTION_LENGTH = 1000;

/** The form focuses a row's input (first invalid, newly added, after a removal) by this id. */
export const questionInputId = (key: string) => `builder-question-${key}`;

type QuestionListProps = {
  questions: readonly DraftQuestion[];
  errors: Partial<Record<number, string>>;
  /** By index: what is wrong with a question's options or character limit. */
  detailErrors: Partial<Record<number, string>>;
  contentType: BuilderContentType | null;
  onTextChange: (key: string, text: string) => void;
  onQuestionChange: (key: string, patch: QuestionPatch) => void;
  onRemove: (key: string) => void;
  onMove: (from: number, to: number) => void;
};

export function QuestionList({
  questions,
  errors,
  detailErrors,
  contentType,
  onTextChange,
  onQuestionChange,
  onRemove,
  onMove,
}: QuestionListProps) {
  const keys = useMemo(() => questions.map((q) => q.key), [questions]);

  return (
    <SortableRows keys={keys} texts={BUILDER_QUESTION_DRAG_TEXTS} onMove={onMove}>
      {(reorder) => (
        <ol className="builder-questions">
          {questions.map((question, index) => (
            <QuestionRow
              key={question.key}
              question={question}
              index={index}
              error={errors[index]}
              detailError={detailErrors[index]}
              contentType={contentType}
              onTextChange={onTextChange}
              onQuestionChange={onQuestionChange}
              onRemove={onRemove}
              handle={reorder.handleProps(question.key)}
              isLifted={reorder.liftedKey === question.key}
            />
          ))}
        </ol>
      )}
    </SortableRows>
  );
}

type QuestionRowProps = {
  question: DraftQuestion;
  index: number;
  error: string | undefined;
  detailError: string | undefined;
  /** The handle's keys (keyboard-reorder.ts). */
  handle: ReturnType<KeyboardReorder['handleProps']>;
  isLifted: boolean;
} & Pick<QuestionListProps, 'onTextChange' | 'onRemove' | 'onQuestionChange' | 'contentType'>;

function QuestionRow(props: QuestionRowProps) {
  const { question, index, error, onTextChange, onRemove, handle, isLifted } = props;
  const sortable = useSortable({ id: question.key });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const position = index + 1;
  const inputId = questionInputId(question.key);
  const errorId = `${inputId}-error`;

  return (
    <li
      ref={setNodeRef}
      className={`builder-question${isDragging || isLifted ? ' builder-question--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="builder-question-row"
    >
      <div className="builder-question__row">
        <DragHandle sortable={sortable} handle={handle} label={BUILDER_TEXTS.moveQuestion(position)} />
        <span className="builder-question__prefix" aria-hidden="true">
          {questionPrefix(index, PREFIX_STYLE)}
        </span>
        <label className="visually-hidden" htmlFor={inputId}>
          {BUILDER_TEXTS.question(position)}
        </label>
        {/* Several lines: questions often carry context ("In your last role… How did you…?"). */}
        <TextArea
          id={inputId}
          rows={2}
          className="builder-question__input builder-question__input--multiline"
          value={question.text}
          onValueChange={(text) => {
            onTextChange(question.key, text);
          }}
          sanitize
          maxLength={MAX_QUESTION_LENGTH}
          invalid={error !== undefined}
          aria-required
          aria-describedby={error === undefined ? undefined : errorId}
        />
        <button
          type="button"
          className="builder-question__remove"
          aria-label={BUILDER_TEXTS.removeQuestion(position)}
          onClick={() => {
            onRemove(question.key);
          }}
        >
          <RemoveIcon />
        </button>
      </div>
      {error !== undefined && (
        <div id={errorId} className="builder-error">
          {error}
        </div>
      )}
      <QuestionDetails
        question={question}
        position={position}
        contentType={props.contentType}
        error={props.detailError}
        onChange={(patch) => props.onQuestionChange(question.key, patch)}
      />
    </li>
  );
}
