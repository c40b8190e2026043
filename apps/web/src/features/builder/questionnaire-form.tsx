import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormField } from '../../shared/ui/form-field';
import { Spinner } from '../../shared/ui/spinner';
import { TextInput } from '../../shared/ui/text-input';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import {
  canAddQuestion,
  isDraftValid,
  moveQuestion,
  validateQuestionnaireDraft,
  type DraftErrors,
} from '../../shared/lib/recruiter/builder-rules';
import {
  SETTINGS_FIELDS,
  validateSettingsDraft,
  type SettingsErrors,
} from '../../shared/lib/recruiter/interview-settings';
import { ANSWER_FORMAT_FOCUS_ID, AnswerFormatField } from './answer-format-field';
import { validateCriteria } from './criteria-draft';
import {
  isDraftChanged,
  newDraftQuestion,
  toQuestionnaireBody,
  type BuilderDraft,
  type BuilderMode,
} from './draft';
import { InterviewSettingsFieldset, SETTINGS_FIELD_IDS } from './interview-settings-fieldset';
import { LanguageField } from './language-field';
import { LeaveDialog } from './leave-dialog';
import { BUILDER_MESSAGES, localDraftErrors, localSettingsErrors } from './messages';
import { optionInputId } from './option-list';
import { QuestionList, questionInputId } from './question-list';
import { criterionInputId, ScorecardSection } from './scorecard-section';
import { BUILDER_TEXTS } from './texts';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveQuestionnaire } from './use-save-questionnaire';

/** The server caps names at 200 characters. */
const MAX_NAME_LENGTH = 200;
const NO_ERRORS: DraftErrors = { questionText: {} };

const IDS = {
  name: 'builder-name',
  questionsError: 'builder-questions-error',
  addQuestion: 'builder-add-question',
  limitInline: 'builder-limit-inline',
} as const;

type QuestionnaireFormProps = {
  mode: BuilderMode;
  /** Called once, for the first render: the prefill and the baseline that "unsaved changes" compares to. */
  createInitialDraft: () => BuilderDraft;
};

export function QuestionnaireForm({ mode, createInitialDraft }: QuestionnaireFormProps) {
  const identity = useRecruiterIdentity();
  const [initialDraft] = useState(createInitialDraft);
  const [draft, setDraft] = useState(initialDraft);
  const [isSubmitted, setSubmitted] = useState(false);
  const isDirty = isDraftChanged(draft, initialDraft);
  const leaveGuard = useLeaveGuard(isDirty);
  const { save, isSaving, saveError, clearSaveError } = useSaveQuestionnaire(mode, leaveGuard.exitSaved);
  // The checks speak the contract's English; shown in the recruiter's language.
  const errors = isSubmitted ? localDraftErrors(validateQuestionnaireDraft(draft)) : NO_ERRORS;
  const settingsErrors = localSettingsErrors(validateSettingsDraft(draft.settings));
  const criteriaErrors = validateCriteria(draft.scorecard.criteria);
  const isAtLimit = !canAddQuestion(draft.questions.length);

  const update = (change: Partial<BuilderDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };

  const focusById = (id: string) => {
    document.getElementById(id)?.focus();
  };

  /** In screen order: name, answer format, questions, the interview settings, then the scorecard. */
  const focusFirstInvalid = (found: DraftErrors, foundSettings: SettingsErrors) => {
    if (found.name !== undefined) return focusById(IDS.name);
    if (found.contentType !== undefined) return focusById(ANSWER_FORMAT_FOCUS_ID);
    if (found.questions !== undefined) return focusById(IDS.addQuestion);
    const firstBlank = draft.questions.findIndex(
      (_, index) => found.questionText[index] !== undefined || found.questionDetails?.[index] !== undefined,
    );
    const row = draft.questions[firstBlank];
    if (row !== undefined) {
      const isText = found.questionText[firstBlank] !== undefined;
      const blankOption = (row.options ?? []).findIndex((o) => o.label.trim() === '');
      return focusById(
        isText
          ? questionInputId(row.key)
          : row.type === 'Written'
            ? `builder-question-${row.key}-max`
            : optionInputId(row.key, Math.max(blankOption, 0)),
      );
    }
    const setting = SETTINGS_FIELDS.find((field) => foundSettings[field] !== undefined);
    if (setting !== undefined) return focusById(SETTINGS_FIELD_IDS[setting]);
    const criterion = draft.scorecard.criteria.find((_, index) => criteriaErrors[index] !== undefined);
    if (criterion !== undefined) focusById(criterionInputId(criterion.key));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    clearSaveError();
    const found = validateQuestionnaireDraft(draft);
    const isValid =
      isDraftValid(found) &&
      Object.keys(settingsErrors).length === 0 &&
      Object.keys(criteriaErrors).length === 0;
    if (!isValid) {
      focusFirstInvalid(found, settingsErrors);
      return;
    }
    save(toQuestionnaireBody(draft, mode, identity));
  };

  const addQuestion = () => {
    if (!canAddQuestion(draft.questions.length)) return;
    const added = newDraftQuestion();
    // Rendered synchronously so the new row's input exists to take focus.
    flushSync(() => {
      update({ questions: [...draft.questions, added] });
    });
    focusById(questionInputId(added.key));
  };

  const removeQuestion = (key: string) => {
    const index = draft.questions.findIndex((q) => q.key === key);
    const remaining = draft.questions.filter((q) => q.key !== key);
    flushSync(() => {
      update({ questions: remaining });
    });
    // Focus stays in the list: the row that took this place, else the one above, else Add Question.
    const next = remaining[Math.min(index, remaining.length - 1)];
    focusById(next === undefined ? IDS.addQuestion : questionInputId(next.key));
  };

  const addDescribedBy =
    [errors.questions === undefined ? '' : IDS.questionsError, isAtLimit ? IDS.limitInline : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form className="builder-form" noValidate onSubmit={handleSubmit}>
      <FormField label={BUILDER_TEXTS.nameLabel} required error={errors.name} id={IDS.name}>
        {(control) => (
          <TextInput
            id={control.id}
            value={draft.name}
            onValueChange={(name) => {
              update({ name });
            }}
            sanitize
            placeholder={BUILDER_TEXTS.namePlaceholder}
            maxLength={MAX_NAME_LENGTH}
            invalid={control.invalid}
            aria-required={control['aria-required']}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </FormField>

      <AnswerFormatField
        value={draft.contentType}
        error={errors.contentType}
        onChange={(contentType) => {
          update({ contentType });
        }}
      />

      <LanguageField
        value={draft.language}
        onChange={(language) => {
          update({ language });
        }}
      />

      <section className="builder-questions-section" aria-labelledby="builder-questions-heading">
        <h3 id="builder-questions-heading" className="builder-questions-heading">
          {BUILDER_TEXTS.questionsHeading}
        </h3>
        {draft.questions.length === 0 ? (
          <p className="builder-muted">{BUILDER_TEXTS.noQuestionsYet}</p>
        ) : (
          <QuestionList
            questions={draft.questions}
            errors={errors.questionText}
            detailErrors={errors.questionDetails ?? {}}
            contentType={draft.contentType}
            onQuestionChange={(key, patch) => {
              setDraft((current) => ({
                ...current,
                questions: current.questions.map((q) => (q.key === key ? { ...q, ...patch } : q)),
              }));
            }}
            onTextChange={(key, text) => {
              setDraft((current) => ({
                ...current,
                questions: current.questions.map((q) => (q.key === key ? { ...q, text } : q)),
              }));
            }}
            onRemove={removeQuestion}
            onMove={(from, to) => {
              setDraft((current) => ({ ...current, questions: moveQuestion(current.questions, from, to) }));
            }}
          />
        )}
        {errors.questions !== undefined && (
          <div id={IDS.questionsError} className="builder-error">
            {errors.questions}
          </div>
        )}
        {isAtLimit && (
          <div className="alert alert-warning builder-limit-alert" role="alert">
            {BUILDER_MESSAGES.maxQuestionsReached}
          </div>
        )}
        <div className="builder-add">
          <button
            type="button"
            id={IDS.addQuestion}
            className="btn btn-outline-primary"
            disabled={isAtLimit}
            aria-describedby={addDescribedBy}
            onClick={addQuestion}
          >
            + {BUILDER_TEXTS.addQuestion}
          </button>
          {isAtLimit && (
            <span id={IDS.limitInline} className="builder-muted">
              {BUILDER_MESSAGES.maxQuestionsInline}
            </span>
          )}
        </div>
      </section>

      <InterviewSettingsFieldset
        value={draft.settings}
        errors={settingsErrors}
        isSubmitted={isSubmitted}
        onChange={(change) => {
          setDraft((current) => ({ ...current, settings: { ...current.settings, ...change } }));
        }}
      />

      <ScorecardSection
        criteria={draft.scorecard.criteria}
        errors={isSubmitted ? criteriaErrors : {}}
        onChange={(criteria) => {
          setDraft((current) => ({ ...current, scorecard: { ...current.scorecard, criteria } }));
        }}
      />

      {saveError !== null && (
        <div className="alert alert-danger" role="alert">
          {saveError}
        </div>
      )}

      <div className="builder-actions">
        <button type="button" className="btn btn-outline-secondary" onClick={leaveGuard.askToLeave}>
          {BUILDER_TEXTS.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSaving}>
          {BUILDER_TEXTS.save}
        </button>
      </div>

      <LeaveDialog show={leaveGuard.isAsking} onStay={leaveGuard.stay} onLeave={leaveGuard.leave} />
      {isSaving && (
        <>
          <Spinner fullScreen size="lg" label={BUILDER_TEXTS.saving} />
          {/* The spinner's status already announces the text; this is its visible twin. */}
          <p className="builder-saving-caption" aria-hidden="true">
            {BUILDER_TEXTS.saving}
          </p>
        </>
      )}
    </form>
  );
}
