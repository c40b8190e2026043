import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef } from 'react';
import { questionPrefix } from '../../shared/lib/recruiter/builder-rules';
import { TextInput } from '../../shared/ui/text-input';
import type { DraftQuestion } from './draft';
import { DRAG_TEXTS, moveQuestionLabel, questionLabel, removeQuestionLabel } from './texts';

/** Numbered prefixes (1., 2., …) match the 1-based names of the row's controls ('Remove question 2'). */
const PREFIX_STYLE = 'number';
/** The server caps question text at 1000 characters. */
const MAX_QUESTION_LENGTH = 1000;

/** The form focuses a row's input (first invalid, newly added, after a removal) by this id. */
export const questionInputId = (key: string) => `builder-question-${key}`;

type QuestionListProps = {
  questions: readonly DraftQuestion[];
  errors: Partial<Record<number, string>>;
  onTextChange: (key: string, text: string) => void;
  onRemove: (key: string) => void;
  onMove: (from: number, to: number) => void;
};

export function QuestionList({ questions, errors, onTextChange, onRemove, onMove }: QuestionListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = useMemo(() => questions.map((q) => q.key), [questions]);

  // A lifted row is first "over" itself; announcing that would overwrite the pick-up text at once.
  const hasLeftStartRef = useRef(false);
  const announcements = useMemo<Announcements>(() => {
    const position = (id: UniqueIdentifier | undefined) =>
      id === undefined ? 0 : keys.indexOf(String(id)) + 1;
    return {
      onDragStart: ({ active }) => {
        hasLeftStartRef.current = false;
        return DRAG_TEXTS.pickedUp(position(active.id));
      },
      onDragOver: ({ active, over }) => {
        if (!over || (!hasLeftStartRef.current && over.id === active.id)) return undefined;
        hasLeftStartRef.current = true;
        return DRAG_TEXTS.movedOver(position(active.id), position(over.id), keys.length);
      },
      onDragEnd: ({ active, over }) =>
        DRAG_TEXTS.dropped(position(active.id), position(over?.id ?? active.id), keys.length),
      onDragCancel: ({ active }) => DRAG_TEXTS.cancelled(position(active.id)),
    };
  }, [keys]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: DRAG_TEXTS.instructions } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="builder-questions">
          {questions.map((question, index) => (
            <QuestionRow
              key={question.key}
              question={question}
              index={index}
              error={errors[index]}
              onTextChange={onTextChange}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

type QuestionRowProps = {
  question: DraftQuestion;
  index: number;
  error: string | undefined;
} & Pick<QuestionListProps, 'onTextChange' | 'onRemove'>;

function QuestionRow({ question, index, error, onTextChange, onRemove }: QuestionRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: question.key });
  const position = index + 1;
  const inputId = questionInputId(question.key);
  const errorId = `${inputId}-error`;

  return (
    <li
      ref={setNodeRef}
      className={`builder-question${isDragging ? ' builder-question--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="builder-question-row"
    >
      <div className="builder-question__row">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="builder-question__handle"
          {...attributes}
          {...listeners}
          aria-label={moveQuestionLabel(position)}
        >
          <GripIcon />
        </button>
        <span className="builder-question__prefix" aria-hidden="true">
          {questionPrefix(index, PREFIX_STYLE)}
        </span>
        <label className="visually-hidden" htmlFor={inputId}>
          {questionLabel(position)}
        </label>
        <TextInput
          id={inputId}
          className="builder-question__input"
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
          aria-label={removeQuestionLabel(position)}
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
    </li>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {[3, 8, 13].flatMap((y) =>
        [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" fill="currentColor" />),
      )}
    </svg>
  );
}

export function RemoveIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M5.5 5.5v6m2.5-6v6m2.5-6v6M2.5 3.5h11m-8-2h5l.5 2h-6zM3.5 3.5l.8 11h7.4l.8-11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
