import { QUESTION_LIMITS } from '@vi/contracts';
import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import { TextInput } from '../../shared/ui/text-input';
import { newDraftOption, type DraftOption } from './draft';
import { RemoveIcon } from './remove-icon';
import { BUILDER_TYPE_TEXTS as T, optionDragTexts } from './question-type-texts';
import type { KeyboardReorder } from './keyboard-reorder';
import { DragHandle, SortableRows } from './sortable-rows';

/** By position, so the form can focus the first blank option of a question. */
export const optionInputId = (questionKey: string, index: number) =>
  `builder-question-${questionKey}-option-${index}`;

type OptionListProps = {
  questionKey: string;
  /** The question's 1-based position, in the controls' names ('Question 2, option 1'). */
  position: number;
  options: readonly DraftOption[];
  /** What is wrong with the options, shown under the question (blank labels are marked invalid). */
  error: string | undefined;
  describedBy: string | undefined;
  onChange: (options: DraftOption[]) => void;
};

/**
 * A choice question's options (2–20), each with a label and an optional knockout mark, reordered the way the
 * questions are: a drag handle for pointer and touch, and the same handle by keyboard (Space, arrows, Space).
 * An option is its whole object, so its id and knockout mark move with its label; the saved order is the
 * order the applicant sees.
 */
export function OptionList({
  questionKey,
  position,
  options,
  error,
  describedBy,
  onChange,
}: OptionListProps) {
  const base = `builder-question-${questionKey}`;
  const keys = useMemo(() => options.map((o) => o.key), [options]);
  const texts = useMemo(() => optionDragTexts(position), [position]);
  const move = (from: number, to: number) => onChange(arrayMove([...options], from, to));

  return (
    <fieldset className="builder-options" aria-describedby={`${base}-knockout-hint`}>
      <legend className="builder-details__label">{T.options}</legend>
      <p id={`${base}-knockout-hint`} className="builder-muted builder-options__hint">
        {T.knockoutHint}
      </p>
      <SortableRows keys={keys} texts={texts} onMove={move}>
        {(reorder) => (
          <ol className="builder-options__list">
            {options.map((option, index) => (
              <OptionRow
                key={option.key}
                option={option}
                question={position}
                index={index}
                inputId={optionInputId(questionKey, index)}
                invalid={error !== undefined && option.label.trim() === ''}
                describedBy={describedBy}
                canRemove={options.length > QUESTION_LIMITS.minOptions}
                onChange={(change) =>
                  onChange(options.map((o, i) => (i === index ? { ...o, ...change } : o)))
                }
                onRemove={() => onChange(options.filter((_, i) => i !== index))}
                handle={reorder.handleProps(option.key)}
                isLifted={reorder.liftedKey === option.key}
              />
            ))}
          </ol>
        )}
      </SortableRows>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={options.length >= QUESTION_LIMITS.maxOptions}
        title={options.length >= QUESTION_LIMITS.maxOptions ? T.optionsLimit : undefined}
        onClick={() => {
          onChange([...options, newDraftOption()]);
          // The new option's input takes focus once rendered.
          requestAnimationFrame(() =>
            document.getElementById(optionInputId(questionKey, options.length))?.focus(),
          );
        }}
      >
        + {T.addOption}
      </button>
    </fieldset>
  );
}

type OptionRowProps = {
  option: DraftOption;
  question: number;
  index: number;
  inputId: string;
  invalid: boolean;
  describedBy: string | undefined;
  canRemove: boolean;
  onChange: (change: Partial<DraftOption>) => void;
  onRemove: () => void;
  /** The handle's keys (keyboard-reorder.ts). */
  handle: ReturnType<KeyboardReorder['handleProps']>;
  isLifted: boolean;
};

function OptionRow({
  option,
  question,
  index,
  inputId,
  invalid,
  describedBy,
  canRemove,
  onChange,
  onRemove,
  handle,
  isLifted,
}: OptionRowProps) {
  const sortable = useSortable({
    id: option.key,
  });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const number = index + 1;
  return (
    <li
      ref={setNodeRef}
      className={`builder-option${isDragging || isLifted ? ' builder-option--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="builder-option-row"
    >
      <DragHandle sortable={sortable} handle={handle} label={T.moveOption(question, number)} />
      <label className="visually-hidden" htmlFor={inputId}>
        {T.option(question, number)}
      </label>
      <TextInput
        id={inputId}
        className="builder-option__input"
        value={option.label}
        onValueChange={(label) => onChange({ label })}
        sanitize
        maxLength={QUESTION_LIMITS.optionLabelMaxChars}
        placeholder={T.optionPlaceholder(number)}
        invalid={invalid}
        aria-describedby={describedBy}
      />
      <div className="form-check builder-option__knockout">
        <input
          id={`${inputId}-knockout`}
          className="form-check-input"
          type="checkbox"
          checked={option.knockout === true}
          aria-label={T.knockoutOption(question, number)}
          onChange={(event) => onChange({ knockout: event.target.checked })}
        />
        <label className="form-check-label" htmlFor={`${inputId}-knockout`}>
          {T.knockout}
        </label>
      </div>
      <button
        type="button"
        className="builder-question__remove"
        aria-label={T.removeOption(question, number)}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <RemoveIcon />
      </button>
    </li>
  );
}
