import { MESSAGES, type Questionnaire } from '@vi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import Modal from 'react-bootstrap/Modal';
import { insertAtSelection } from '../../../shared/lib/sanitize-text';
import { ButtonWithSpinner } from '../../../shared/ui/button-with-spinner';
import { FormField } from '../../../shared/ui/form-field';
import { Spinner } from '../../../shared/ui/spinner';
import {
  createApplication,
  fetchJobQuestionnaire,
  fetchJobs,
  type InviteForm as InviteFormValues,
} from '../api/recruiter-api';
import { readRecruiterIdentity } from '../api/recruiter-identity';
import {
  cleanEmail,
  cleanName,
  cleanPhone,
  hasErrors,
  isPhoneKeyAllowed,
  validateInvite,
  validateResume,
  type InviteField,
} from '../lib/paste-cleaning';
import { inviteFailureMessage } from './invite-errors';
import { JobPicker } from './job-picker';
import { QuestionnairePreview, type PreviewState } from './questionnaire-preview';
import { INVITE_TEXTS } from './texts';

type InviteFormProps = {
  questionnaires: readonly Questionnaire[];
  initialJobId: number | undefined;
  onCancel: () => void;
  onSuccess: (result: { jobId: number; email: string }) => void;
};

type TextField = 'firstName' | 'lastName' | 'email' | 'phone';

/** The server's own closed check is case-insensitive; closed jobs cannot take invitations. */
const isOpenJob = (status: string) => status.trim().toLowerCase() !== 'closed';

/** Put cleaned pasted text where the selection is, like a normal paste would. */
function pasteCleaned(
  event: ClipboardEvent<HTMLInputElement>,
  value: string,
  clean: (text: string) => string,
): string {
  event.preventDefault();
  const element = event.currentTarget;
  const text = clean(event.clipboardData.getData('text/plain'));
  return insertAtSelection(value, text, element.selectionStart, element.selectionEnd).value;
}

function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      {/* The input itself says aria-required; the mark is for sighted users, with its tooltip. */}
      <span className="invite-required" title={INVITE_TEXTS.required} aria-hidden="true">
        *
      </span>
    </>
  );
}

export function InviteForm({ questionnaires, initialJobId, onCancel, onSuccess }: InviteFormProps) {
  const [{ companyId }] = useState(readRecruiterIdentity);
  const queryClient = useQueryClient();
  const id = useId();
  const [jobId, setJobId] = useState<number | null>(initialJobId ?? null);
  const [isPicking, setIsPicking] = useState(initialJobId === undefined);
  const [values, setValues] = useState<Record<TextField, string>>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
  });
  const [touched, setTouched] = useState<ReadonlySet<InviteField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [phoneBlocked, setPhoneBlocked] = useState(false);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);
  const changeLink = useRef<HTMLButtonElement>(null);
  const focusChangeAfterPick = useRef(false);
  // In the commit that shows the picked job, not a frame later: typing that follows must not lose keys.
  useLayoutEffect(() => {
    if (!focusChangeAfterPick.current || isPicking) return;
    focusChangeAfterPick.current = false;
    changeLink.current?.focus();
  }, [isPicking]);
  const formRef = useRef<HTMLFormElement>(null);

  const jobsQuery = useQuery({ queryKey: ['jobs', companyId], queryFn: () => fetchJobs(companyId) });
  const jobs = useMemo(() => (jobsQuery.data ?? []).filter((job) => isOpenJob(job.status)), [jobsQuery.data]);
  const job = jobId === null ? undefined : jobsQuery.data?.find((candidate) => candidate.id === jobId);
  const attachedId = job?.questionnaireId ?? null;
  const knownQuestionnaire = questionnaires.find((q) => q.questionnaireId === attachedId);

  // The home's list is used when it has the questionnaire; otherwise the job's own link is read.
  const linkQuery = useQuery({
    queryKey: ['job-questionnaire', jobId],
    queryFn: () => fetchJobQuestionnaire(jobId ?? 0),
    enabled: jobId !== null && attachedId !== null && knownQuestionnaire === undefined,
  });

  const preview: PreviewState = (() => {
    if (attachedId === null) return { kind: 'none' };
    if (knownQuestionnaire) {
      return {
        kind: 'ready',
        name: knownQuestionnaire.questionnaireName,
        contentType: knownQuestionnaire.contentType,
        active: knownQuestionnaire.active,
        questions: knownQuestionnaire.questions,
      };
    }
    if (linkQuery.isError) return { kind: 'error' };
    if (linkQuery.isPending) return { kind: 'loading' };
    const data = linkQuery.data.data;
    if (!linkQuery.data.hasQuestionnaire || data === null) return { kind: 'none' };
    return {
      kind: 'ready',
      name: data.questionnaireName,
      contentType: data.contentType,
      active: data.active,
      questions: data.questions,
    };
  })();
  // An inactive questionnaire sends no interviews: the server refuses it like a missing one.
  const usableQuestionnaireId = preview.kind === 'ready' && !preview.active ? null : attachedId;

  const errors = validateInvite({
    job: job ? { id: job.id, questionnaireId: usableQuestionnaireId } : null,
    ...values,
  });
  const shownError = (field: InviteField): string | undefined =>
    submitted || touched.has(field) ? errors[field] : undefined;
  const phoneError = shownError('phone') ?? (phoneBlocked ? MESSAGES.phoneChars : undefined);
  // Once a job is picked, a missing questionnaire is worth saying at once.
  const jobError = submitted || job !== undefined ? errors.jobId : undefined;

  const invite = useMutation({ mutationFn: (form: InviteFormValues) => createApplication(form) });

  function setField(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setAlert(null);
  }

  function touch(field: InviteField) {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }

  function pickJob(picked: number) {
    setJobId(picked);
    setIsPicking(false);
    setAlert(null);
    // The picker disappears; focus lands on its replacement instead of the document body.
    focusChangeAfterPick.current = true;
  }

  function onResumeChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      setResume(null);
      return;
    }
    const problem = validateResume(file);
    if (problem !== null) {
      // Spec §5: an invalid file is cleared, so it can never be sent.
      event.target.value = '';
      setResume(null);
      setResumeError(problem);
      return;
    }
    setResume(file);
    setResumeError(null);
  }

  function removeResume() {
    if (resumeInput.current) resumeInput.current.value = '';
    setResume(null);
    setResumeError(null);
    resumeInput.current?.focus();
  }

  function onPhoneKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (isPhoneKeyAllowed(event.key, { ctrlKey: event.ctrlKey, metaKey: event.metaKey })) return;
    event.preventDefault();
    setPhoneBlocked(true);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    if (hasErrors(errors) || resumeError !== null || job === undefined) {
      // Spec §5: nothing is sent while an error exists; focus goes to the first field to fix.
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-target]')?.focus();
      });
      return;
    }
    const email = cleanEmail(values.email);
    try {
      const response = await invite.mutateAsync({
        jobId: job.id,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        phone: values.phone.trim(),
        ...(resume ? { resume } : {}),
      });
      if (response.success !== true) {
        setAlert(INVITE_TEXTS.failedDefault);
        return;
      }
    } catch (error) {
      setAlert(inviteFailureMessage(error));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['interviews', companyId] });
    onSuccess({ jobId: job.id, email });
  }

  const jobErrorId = `${id}-job-error`;

  function jobSection() {
    if (jobsQuery.isPending) return <Spinner size="sm" label={INVITE_TEXTS.loadingJobs} />;
    if (jobsQuery.isError) {
      return (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{INVITE_TEXTS.jobsFailed}</p>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => {
              void jobsQuery.refetch();
            }}
          >
            {INVITE_TEXTS.tryAgain}
          </button>
        </div>
      );
    }
    if (isPicking || job === undefined) {
      return <JobPicker jobs={jobs} onPick={pickJob} errorId={jobError ? jobErrorId : undefined} />;
    }
    return (
      <div className="invite-selected-job">
        <div className="invite-selected-job__head">
          <div>
            <span className="invite-selected-job__label">{INVITE_TEXTS.selectedJob}</span>
            <div className="invite-selected-job__title">{job.title}</div>
          </div>
          <button
            ref={changeLink}
            type="button"
            className="btn btn-link p-0"
            data-error-target={jobError ? true : undefined}
            aria-label={INVITE_TEXTS.changeJob}
            aria-describedby={jobError ? jobErrorId : undefined}
            onClick={() => setIsPicking(true)}
          >
            {INVITE_TEXTS.change}
          </button>
        </div>
        <h4 className="h6 mt-2">{INVITE_TEXTS.questionnaire}</h4>
        <QuestionnairePreview state={preview} />
      </div>
    );
  }

  function textField(
    field: TextField,
    label: string,
    options: {
      required: boolean;
      type: 'text' | 'email' | 'tel';
      autoComplete: string;
      inputMode?: 'text' | 'email' | 'tel';
      onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
      onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
      error: string | undefined;
      maxLength: number;
    },
  ) {
    return (
      <FormField
        label={options.required ? <RequiredLabel text={label} /> : label}
        error={options.error}
        id={`${id}-${field}`}
      >
        {(control) => (
          <input
            id={control.id}
            type={options.type}
            className={`form-control${control.invalid ? ' is-invalid' : ''}`}
            value={values[field]}
            autoComplete={options.autoComplete}
            inputMode={options.inputMode}
            maxLength={options.maxLength}
            aria-required={options.required || undefined}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            onChange={(event) => {
              if (field === 'phone') setPhoneBlocked(false);
              setField(field, event.target.value);
            }}
            onBlur={() => touch(field)}
            onPaste={options.onPaste}
            onKeyDown={options.onKeyDown}
          />
        )}
      </FormField>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="invite-form">
      <Modal.Body>
        {alert !== null ? (
          <div className="alert alert-danger" role="alert">
            {alert}
          </div>
        ) : null}
        <section aria-labelledby={`${id}-job-heading`} className="invite-form__section">
          <h3 id={`${id}-job-heading`} className="h6">
            {INVITE_TEXTS.jobSection}
            <span className="invite-required" title={INVITE_TEXTS.required} aria-hidden="true">
              *
            </span>
          </h3>
          {jobSection()}
          {jobError ? (
            <div id={jobErrorId} className="form-field__message form-field__message--error" role="alert">
              {jobError}
            </div>
          ) : null}
        </section>
        <section aria-labelledby={`${id}-send-to`} className="invite-form__section">
          <h3 id={`${id}-send-to`} className="h6">
            {INVITE_TEXTS.sendTo}
          </h3>
          <div className="invite-form__names">
            {textField('firstName', INVITE_TEXTS.firstName, {
              required: true,
              type: 'text',
              autoComplete: 'given-name',
              maxLength: 100,
              error: shownError('firstName'),
              onPaste: (event) => setField('firstName', pasteCleaned(event, values.firstName, cleanName)),
            })}
            {textField('lastName', INVITE_TEXTS.lastName, {
              required: true,
              type: 'text',
              autoComplete: 'family-name',
              maxLength: 100,
              error: shownError('lastName'),
              onPaste: (event) => setField('lastName', pasteCleaned(event, values.lastName, cleanName)),
            })}
          </div>
          {textField('email', INVITE_TEXTS.email, {
            required: true,
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            maxLength: 254,
            error: shownError('email'),
            onPaste: (event) => setField('email', pasteCleaned(event, values.email, cleanEmail)),
          })}
          {textField('phone', INVITE_TEXTS.phone, {
            required: false,
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            maxLength: 30,
            error: phoneError,
            onKeyDown: onPhoneKeyDown,
            onPaste: (event) => {
              setPhoneBlocked(false);
              setField('phone', pasteCleaned(event, values.phone, cleanPhone));
            },
          })}
          <FormField
            label={INVITE_TEXTS.resume}
            helperText={INVITE_TEXTS.resumeHelp}
            error={resumeError ?? undefined}
            id={`${id}-resume`}
          >
            {(control) => (
              <div className="invite-form__resume">
                <input
                  ref={resumeInput}
                  id={control.id}
                  type="file"
                  className={`form-control${control.invalid ? ' is-invalid' : ''}`}
                  accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                  aria-invalid={control['aria-invalid']}
                  aria-describedby={control['aria-describedby']}
                  onChange={onResumeChange}
                />
                {resume !== null || resumeError !== null ? (
                  <button type="button" className="btn btn-sm btn-outline-secondary" onClick={removeResume}>
                    {INVITE_TEXTS.removeResume}
                  </button>
                ) : null}
              </div>
            )}
          </FormField>
        </section>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {INVITE_TEXTS.cancel}
        </button>
        <ButtonWithSpinner
          type="submit"
          text={invite.isPending ? INVITE_TEXTS.sending : INVITE_TEXTS.send}
          isLoading={invite.isPending}
        />
      </Modal.Footer>
    </form>
  );
}
