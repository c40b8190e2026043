import { useMutation } from '@tanstack/react-query';
import { GuestReviewBodySchema, REVIEW_LIMITS, type GuestReview, type GuestReviewBody } from '@vi/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../shared/ui/form-field';
import { StarRatingInput } from '../../shared/ui/star-rating-input';
import { TextArea } from '../../shared/ui/text-area';
import { TextInput } from '../../shared/ui/text-input';
import {
  isNameTaken,
  linkProblemOf,
  sameReviewerName,
  saveGuestReview,
  type LinkProblem,
} from './api/shared-review-api';
import { GUEST_FORM_TEXTS as T } from './texts';

type FieldErrors = Partial<Record<'reviewerName' | 'overall' | 'comment', string>>;

type GuestReviewFormProps = {
  token: string;
  interviewId: string;
  /** This browser's reviews of the interview: typing one of their names edits that review. */
  existing: readonly GuestReview[];
  /** The name used for the last review on this page, offered again for the next interview. */
  lastName: string;
  onSaved: (review: GuestReview) => void;
  /** The link ended or vanished while the page was open. */
  onLinkProblem: (problem: Exclude<LinkProblem, 'failed'>) => void;
};

function fieldErrorsOf(body: unknown): FieldErrors {
  const result = GuestReviewBodySchema.safeParse(body);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'reviewerName' || field === 'overall' || field === 'comment')
      errors[field] ??= issueText(field, issue);
  }
  return errors;
}

type Issue = NonNullable<ReturnType<typeof GuestReviewBodySchema.safeParse>['error']>['issues'][number];

/** The contract's refusal of a field, worded in the guest's language (the schema words it in English). */
function issueText(field: keyof FieldErrors, issue: Issue): string {
  const tooLong = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
  switch (field) {
    case 'overall':
      return T.overallRequired;
    case 'reviewerName':
      if (tooLong !== undefined) return T.nameTooLong(tooLong);
      return issue.code === 'custom' ? T.noNul : T.nameRequired;
    case 'comment':
      return tooLong !== undefined ? T.commentTooLong(tooLong) : T.noNul;
  }
}

/** A named review (overall 1–5 and an optional comment), for links that take reviews. */
export function GuestReviewForm({
  token,
  interviewId,
  existing,
  lastName,
  onSaved,
  onLinkProblem,
}: GuestReviewFormProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Untouched, the field offers the name of the last review saved on this page.
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? lastName;
  const [overall, setOverall] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [hasSaved, setSaved] = useState(false);
  const body = {
    reviewerName: name,
    ...(overall === null ? {} : { overall }),
    ...(comment.trim() === '' ? {} : { comment }),
  };
  // The server's refusal of a name another browser reviews under, until the name changes.
  const [takenName, setTakenName] = useState<string | null>(null);
  const isTaken = takenName !== null && sameReviewerName(takenName, name);
  const errors: FieldErrors = {
    ...(isSubmitted ? fieldErrorsOf(body) : {}),
    ...(isTaken ? { reviewerName: T.nameTaken } : {}),
  };
  const previous =
    name.trim() === '' ? undefined : existing.find((r) => sameReviewerName(r.reviewerName, name));

  const mutation = useMutation({
    mutationFn: (valid: GuestReviewBody) => saveGuestReview(token, interviewId, valid),
    onSuccess: (review) => {
      setSaved(true);
      setSubmitted(false);
      onSaved(review);
    },
    onError: (error, sent) => {
      if (isNameTaken(error)) {
        setTakenName(sent.reviewerName);
        formRef.current?.querySelector<HTMLInputElement>('input[type=text]')?.focus();
        return;
      }
      const problem = linkProblemOf(error);
      if (problem !== 'failed') onLinkProblem(problem);
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setSaved(false);
    const parsed = GuestReviewBodySchema.safeParse(body);
    if (!parsed.success) {
      // Focus goes to the first field to fix, in screen order.
      const found = fieldErrorsOf(body);
      const form = formRef.current;
      if (found.reviewerName) form?.querySelector<HTMLInputElement>('input[type=text]')?.focus();
      else if (found.overall) form?.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
      else form?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
      return;
    }
    mutation.mutate(parsed.data);
  }

  return (
    <form ref={formRef} className="shared-review-form" noValidate onSubmit={handleSubmit}>
      <h4 className="shared-review-form__heading">{T.formHeading}</h4>
      <p className="shared-muted">{T.formHelp}</p>
      <FormField
        label={T.yourName}
        required
        id={`${idPrefix}-name`}
        error={errors.reviewerName}
        helperText={previous ? T.editing(previous.reviewerName) : undefined}
      >
        {(control) => (
          <TextInput
            id={control.id}
            value={name}
            onValueChange={(value) => {
              setName(value);
              setSaved(false);
            }}
            sanitize
            autoComplete="name"
            maxLength={100}
            invalid={control.invalid}
            aria-required={control['aria-required']}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </FormField>
      <StarRatingInput
        legend={T.overall}
        choiceLabel={T.starChoice}
        required
        value={overall}
        error={errors.overall}
        onChange={(stars) => {
          setOverall(stars);
          setSaved(false);
        }}
      />
      <FormField
        label={T.comment}
        id={`${idPrefix}-comment`}
        error={errors.comment}
        helperText={T.commentHelp}
      >
        {(control) => (
          <TextArea
            id={control.id}
            value={comment}
            onValueChange={(value) => {
              setComment(value);
              setSaved(false);
            }}
            sanitize
            rows={3}
            maxLength={REVIEW_LIMITS.guestCommentMaxChars}
            invalid={control.invalid}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </FormField>
      {mutation.isError && !isNameTaken(mutation.error) && linkProblemOf(mutation.error) === 'failed' && (
        <div className="shared-alert" role="alert">
          {T.saveFailed}
        </div>
      )}
      <div className="shared-review-form__actions">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? T.saving : T.submit}
        </button>
        <p className="shared-review-form__saved" role="status">
          {hasSaved ? T.saved : ''}
        </p>
      </div>
    </form>
  );
}
