import { REVIEW_LIMITS } from '@vi/contracts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { TextInput } from '../../shared/ui/text-input';
import { RemoveIcon } from './remove-icon';
import { canAddCriterion, moveCriterion, newDraftCriterion, type DraftCriterion } from './criteria-draft';
import { BUILDER_SCORECARD_TEXTS as T } from './scorecard-texts';

export const ADD_CRITERION_ID = 'builder-add-criterion';
const HEADING_ID = 'builder-scorecard-heading';
const HELP_ID = 'builder-scorecard-help';
const LIMIT_ID = 'builder-scorecard-limit';

/** The form focuses a row's input (first invalid, newly added, after a removal) by this id. */
export const criterionInputId = (key: string) => `builder-criterion-${key}`;

type ScorecardSectionProps = {
  criteria: readonly DraftCriterion[];
  /** By row index; shown once Save was pressed. */
  errors: Partial<Record<number, string>>;
  onChange: (criteria: DraftCriterion[]) => void;
};

/**
 * The optional scorecard: up to six labelled criteria, renamed in place, removed, and reordered with
 * Move up / Move down buttons (plain buttons: reachable and announced without a drag gesture).
 */
export function ScorecardSection({ criteria, errors, onChange }: ScorecardSectionProps) {
  const [announcement, setAnnouncement] = useState('');
  const isAtLimit = !canAddCriterion(criteria.length);

  const focusById = (id: string) => {
    document.getElementById(id)?.focus();
  };

  const add = () => {
    if (isAtLimit) return;
    const added = newDraftCriterion();
    flushSync(() => {
      onChange([...criteria, added]);
    });
    focusById(criterionInputId(added.key));
  };

  const remove = (index: number) => {
    const remaining = criteria.filter((_, i) => i !== index);
    flushSync(() => {
      onChange(remaining);
    });
    const next = remaining[Math.min(index, remaining.length - 1)];
    focusById(next === undefined ? ADD_CRITERION_ID : criterionInputId(next.key));
  };

  const move = (index: number, step: -1 | 1) => {
    const row = criteria[index];
    if (row === undefined) return;
    const moved = moveCriterion(criteria, index, step);
    flushSync(() => {
      onChange(moved);
    });
    const position = moved.indexOf(row) + 1;
    setAnnouncement(T.moved(row.label.trim(), position, moved.length));
    // Focus follows the row; at an end, where that button is now disabled, the other one takes it.
    const sameButton = document.getElementById(moveButtonId(row.key, step));
    if (sameButton instanceof HTMLButtonElement && !sameButton.disabled) sameButton.focus();
    else focusById(moveButtonId(row.key, step === -1 ? 1 : -1));
  };

  return (
    <section className="builder-scorecard" aria-labelledby={HEADING_ID} aria-describedby={HELP_ID}>
      <h3 id={HEADING_ID} className="builder-questions-heading">
        {T.heading}
      </h3>
      <p id={HELP_ID} className="builder-muted builder-scorecard__help">
        {T.help}
      </p>
      {criteria.length > 0 && (
        <ol className="builder-scorecard__list">
          {criteria.map((criterion, index) => (
            <CriterionRow
              key={criterion.key}
              criterion={criterion}
              position={index + 1}
              total={criteria.length}
              error={errors[index]}
              onLabelChange={(label) => {
                onChange(criteria.map((c, i) => (i === index ? { ...c, label } : c)));
              }}
              onMove={(step) => {
                move(index, step);
              }}
              onRemove={() => {
                remove(index);
              }}
            />
          ))}
        </ol>
      )}
      <div className="builder-add">
        <button
          type="button"
          id={ADD_CRITERION_ID}
          className="btn btn-outline-primary"
          disabled={isAtLimit}
          aria-describedby={isAtLimit ? LIMIT_ID : undefined}
          onClick={add}
        >
          + {T.addCriterion}
        </button>
        {isAtLimit && (
          <span id={LIMIT_ID} className="builder-muted">
            {T.maxReached}
          </span>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

const moveButtonId = (key: string, step: -1 | 1) => `builder-criterion-${key}-${step === -1 ? 'up' : 'down'}`;

type CriterionRowProps = {
  criterion: DraftCriterion;
  position: number;
  total: number;
  error: string | undefined;
  onLabelChange: (label: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

function CriterionRow({
  criterion,
  position,
  total,
  error,
  onLabelChange,
  onMove,
  onRemove,
}: CriterionRowProps) {
  const inputId = criterionInputId(criterion.key);
  const errorId = `${inputId}-error`;
  return (
    <li className="builder-question builder-criterion" data-testid="builder-criterion-row">
      <div className="builder-question__row">
        <span className="builder-question__prefix" aria-hidden="true">
          {position}.
        </span>
        <label className="visually-hidden" htmlFor={inputId}>
          {T.criterion(position)}
        </label>
        <TextInput
          id={inputId}
          className="builder-question__input"
          value={criterion.label}
          onValueChange={onLabelChange}
          sanitize
          maxLength={REVIEW_LIMITS.criterionLabelMaxChars}
          invalid={error !== undefined}
          aria-required
          aria-describedby={error === undefined ? undefined : errorId}
        />
        <div className="builder-criterion__actions">
          <button
            type="button"
            id={moveButtonId(criterion.key, -1)}
            className="builder-question__remove builder-criterion__move"
            aria-label={T.moveUp(position)}
            disabled={position === 1}
            onClick={() => {
              onMove(-1);
            }}
          >
            <ArrowIcon direction="up" />
          </button>
          <button
            type="button"
            id={moveButtonId(criterion.key, 1)}
            className="builder-question__remove builder-criterion__move"
            aria-label={T.moveDown(position)}
            disabled={position === total}
            onClick={() => {
              onMove(1);
            }}
          >
            <ArrowIcon direction="down" />
          </button>
          <button
            type="button"
            className="builder-question__remove"
            aria-label={T.removeCriterion(position)}
            onClick={onRemove}
          >
            <RemoveIcon />
          </button>
        </div>
      </div>
      {error !== undefined && (
        <div id={errorId} className="builder-error builder-criterion__error">
          {error}
        </div>
      )}
    </li>
  );
}

function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'up' ? 'M8 13V3m-4 4 4-4 4 4' : 'M8 3v10m-4-4 4 4 4-4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
