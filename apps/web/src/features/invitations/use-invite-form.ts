import type { Questionnaire } from '@vi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { InviteResult } from '../../shared/lib/recruiter/invite-result';
import { insertAtSelection } from '../../shared/lib/sanitize-text';
import { useAccommodationsDraft } from '../../shared/ui/recruiter/accommodations/use-accommodations-draft';
import { interviewKeys } from '../../shared/api/recruiter/interviews';
import { createApplication, type ApplicationForm } from '../../shared/api/recruiter/invitations';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import {
  cleanEmail,
  cleanName,
  cleanPhone,
  hasErrors,
  isPhoneKeyAllowed,
  validateInvite,
  validateResume,
  type InviteField,
} from '../../shared/lib/recruiter/paste-cleaning';
import { nonDefaultAccommodations, toAccommodations } from '../../shared/lib/recruiter/accommodations';
import { inviteFailureMessage } from './invite-errors';
import { INVITE_MESSAGES, INVITE_TEXTS, inviteMessage } from './texts';
import { useInvitationDetails } from './use-invitation-details';
import { useInviteJob } from './use-invite-job';

export type TextField = 'firstName' | 'lastName' | 'email' | 'phone';

/** Spec §5 paste cleaning, per field. */
const CLEANERS: Record<TextField, (text: string) => string> = {
  firstName: cleanName,
  lastName: cleanName,
  email: cleanEmail,
  phone: cleanPhone,
};

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

type Options = {
  questionnaires: readonly Questionnaire[];
  initialJobId: number | undefined;
  onSuccess: (result: InviteResult) => void;
};

/**
 * The Invite Applicant form's state, validation (spec §5) and sending. Messages show once a field was
 * left or a submit was tried; nothing is sent while an error exists.
 */
export function useInviteForm({ questionnaires, initialJobId, onSuccess }: Options) {
  const { companyId } = useRecruiterIdentity();
  const queryClient = useQueryClient();
  const job = useInviteJob({ companyId, questionnaires, initialJobId });
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
  const formRef = useRef<HTMLFormElement>(null);
  const accommodations = useAccommodationsDraft();
  const [isAccommodationsOpen, setAccommodationsOpen] = useState(false);
  // Audio only means something for a video questionnaire alone.
  const isAudioOnlyOffered = job.preview.kind === 'ready' && job.preview.contentType === 'Video';
  const defaultDeadlineDays = job.preview.kind === 'ready' ? job.preview.deadlineDays : null;
  const details = useInvitationDetails(defaultDeadlineDays);

  const picked = job.job;
  const errors = validateInvite({
    job: picked ? { id: picked.id, questionnaireId: job.usableQuestionnaireId } : null,
    ...values,
  });
  // The shared checks word their messages in English (the server's words); shown in the recruiter's language.
  const shownError = (field: InviteField): string | undefined =>
    submitted || touched.has(field) ? inviteMessage(errors[field]) : undefined;
  const phoneError = shownError('phone') ?? (phoneBlocked ? INVITE_MESSAGES.phoneChars : undefined);
  // Once a job is picked, a missing questionnaire is worth saying at once.
  const jobError = submitted || picked !== undefined ? inviteMessage(errors.jobId) : undefined;

  const invite = useMutation({ mutationFn: (form: ApplicationForm) => createApplication(form) });

  function setField(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setAlert(null);
  }

  function changeField(field: TextField, value: string) {
    if (field === 'phone') setPhoneBlocked(false);
    setField(field, value);
  }

  function pasteInto(field: TextField, event: ClipboardEvent<HTMLInputElement>) {
    if (field === 'phone') setPhoneBlocked(false);
    setField(field, pasteCleaned(event, values[field], CLEANERS[field]));
  }

  function touch(field: InviteField) {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }

  function pickJob(jobId: number) {
    job.pick(jobId);
    setAlert(null);
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    accommodations.revealErrors();
    details.revealErrors();
    // A problem in the folded section must be seen to be fixed.
    if (!accommodations.isValid) setAccommodationsOpen(true);
    const isInvalid = !accommodations.isValid || !details.isValid;
    if (hasErrors(errors) || resumeError !== null || picked === undefined || isInvalid) {
      // Spec §5: nothing is sent while an error exists; focus goes to the first field to fix.
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-target]')?.focus();
      });
      return;
    }
    const email = cleanEmail(values.email);
    // Only what differs from none is sent: an untouched section sends the spec's form unchanged.
    const chosen = nonDefaultAccommodations(toAccommodations(accommodations.draft, { isAudioOnlyOffered }));
    let response;
    try {
      response = await invite.mutateAsync({
        jobId: picked.id,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        phone: values.phone.trim(),
        ...(resume ? { resume } : {}),
        ...(Object.keys(chosen).length > 0 ? { accommodations: chosen } : {}),
        ...details.fields(),
      });
      if (response.success !== true) {
        setAlert(INVITE_TEXTS.failedDefault);
        return;
      }
    } catch (error) {
      setAlert(inviteFailureMessage(error));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: interviewKeys.lists(companyId) });
    const { mailStatus, interviewUrl, deadline } = response.data;
    onSuccess({ jobId: picked.id, email, mailStatus, interviewUrl, deadline });
  }

  return {
    job,
    pickJob,
    jobError,
    values,
    changeField,
    pasteInto,
    touch,
    shownError,
    phoneError,
    onPhoneKeyDown,
    resume,
    resumeError: resumeError === null ? null : inviteMessage(resumeError),
    resumeInput,
    onResumeChange,
    removeResume,
    alert,
    formRef,
    submit,
    isSending: invite.isPending,
    accommodations,
    isAccommodationsOpen,
    toggleAccommodations: () => {
      setAccommodationsOpen((open) => !open);
    },
    isAudioOnlyOffered,
    details,
    defaultDeadlineDays,
  };
}
