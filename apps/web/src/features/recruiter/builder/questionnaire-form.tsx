import { MESSAGES, type QuestionnaireBody } from '@vi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useBlocker, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormField } from '../../../shared/ui/form-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextInput } from '../../../shared/ui/text-input';
import { createQuestionnaire, updateQuestionnaire } from '../api/recruiter-api';
import { readRecruiterIdentity } from '../api/recruiter-identity';
import {
  canAddQuestion,
  isDraftValid,
  moveQuestion,
  validateQuestionnaireDraft,
  type BuilderContentType,
  type DraftErrors,
} from '../lib/builder-rules';
import {
  isDraftChanged,
  newDraftQuestion,
  toQuestionnaireBody,
  type BuilderDraft,
  type BuilderMode,
} from './draft';
import { LeaveDialog } from './leave-dialog';
import { QuestionList, questionInputId } from './question-list';
import { BUILDER_TEXTS } from './texts';

const RECRUITER_HOME = '/recruiter';
/** The server caps names at 200 characters. */
const MAX_NAME_LENGTH = 200;
const NO_ERRORS: DraftErrors = { questionText: {} };

const IDS = {
  name: 'builder-name',
  audio: 'builder-format-audio',
  video: 'builder-format-video',
  formatError: 'builder-format-error',
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
  const [initialDraft] = useState(createInitialDraft);
  const [draft, setDraft] = useState(initialDraft);
  const [isSubmitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isCancelAsked, setCancelAsked] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Set just before a deliberate exit (saved, or leave confirmed) so the guards below let it through.
  const isLeavingRef = useRef(false);

  const mutation = useMutation({
    mutationFn: (body: QuestionnaireBody) =>
      mode.kind === 'edit' ? updateQuestionnaire(mode.id, body) : createQuestionnaire(body),
    onSuccess: (saved, body) => {
      void queryClient.invalidateQueries({ queryKey: ['questionnaires', body.companyId] });
      // Marked stale without refetching: this screen is about to close, the next visit loads it afresh.
      void queryClient.invalidateQueries({
        queryKey: ['questionnaire', saved.questionnaireId],
        refetchType: 'none',
      });
      toast.success(BUILDER_TEXTS.saved);
      isLeavingRef.current = true;
      void navigate(RECRUITER_HOME);
    },
    onError: (error) => {
      setSaveError(
        isAxiosError(error) && error.response?.status === 409
          ? MESSAGES.questionnaireExists
          : BUILDER_TEXTS.saveFailed,
      );
    },
  });

  const isDirty = isDraftChanged(draft, initialDraft);
  const errors = isSubmitted ? validateQuestionnaireDraft(draft) : NO_ERRORS;
  const isAtLimit = !canAddQuestion(draft.questions.length);

  // In-app navigation away from unsaved work asks the same question as Cancel.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingRef.current) return;
      // Both calls: browsers differ in which one shows their own "leave site?" prompt.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [isDirty]);

  const update = (change: Partial<BuilderDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };

  const focusById = (id: string) => {
    document.getElementById(id)?.focus();
  };

  const focusFirstInvalid = (found: DraftErrors) => {
    if (found.name !== undefined) return focusById(IDS.name);
    if (found.contentType !== undefined) return focusById(IDS.audio);
    if (found.questions !== undefined) return focusById(IDS.addQuestion);
    const firstBlank = draft.questions.findIndex((_, index) => found.questionText[index] !== undefined);
    const row = draft.questions[firstBlank];
    if (row !== undefined) focusById(questionInputId(row.key));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSaveError(null);
    const found = validateQuestionnaireDraft(draft);
    if (!isDraftValid(found)) {
      focusFirstInvalid(found);
      return;
    }
    mutation.mutate(toQuestionnaireBody(draft, mode, readRecruiterIdentity()));
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

  const leave = () => {
    isLeavingRef.current = true;
    setCancelAsked(false);
    if (blocker.state === 'blocked') blocker.proceed();
    else void navigate(RECRUITER_HOME);
  };

  const stay = () => {
    setCancelAsked(false);
    if (blocker.state === 'blocked') blocker.reset();
  };

  const formatDescribedBy = errors.contentType === undefined ? undefined : IDS.formatError;
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

      <fieldset className="builder-format">
        <legend className="form-label">
          {BUILDER_TEXTS.answerFormatLegend}
          <span className="form-field__asterisk" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="builder-format__options">
          {(['audio', 'video'] as const satisfies readonly BuilderContentType[]).map((format) => (
            <label key={format} className="builder-format__option" htmlFor={IDS[format]}>
              <input
                type="radio"
                id={IDS[format]}
                name="builder-answer-format"
                value={format}
                checked={draft.contentType === format}
                onChange={() => {
                  update({ contentType: format });
                }}
                aria-describedby={formatDescribedBy}
              />
              <span>{BUILDER_TEXTS[format]}</span>
            </label>
          ))}
        </div>
        {errors.contentType !== undefined && (
          <div id={IDS.formatError} className="builder-error">
            {errors.contentType}
          </div>
        )}
      </fieldset>

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
            {MESSAGES.maxQuestionsReached}
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
              {MESSAGES.maxQuestionsInline}
            </span>
          )}
        </div>
      </section>

      {saveError !== null && (
        <div className="alert alert-danger" role="alert">
          {saveError}
        </div>
      )}

      <div className="builder-actions">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            setCancelAsked(true);
          }}
        >
          {BUILDER_TEXTS.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {BUILDER_TEXTS.save}
        </button>
      </div>

      <LeaveDialog show={isCancelAsked || blocker.state === 'blocked'} onStay={stay} onLeave={leave} />
      {mutation.isPending && (
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
