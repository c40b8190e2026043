import type { Questionnaire } from '@vi/contracts';
import { useId, type KeyboardEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { FormField } from '../../shared/ui/form-field';
import type { InviteResult } from '../../shared/lib/recruiter/invite-result';
import { AccommodationsSection } from './accommodations-section';
import { InviteJobSection } from './invite-job-section';
import { INVITE_TEXTS } from './texts';
import { InvitationDetailsSection } from './invitation-details-section';
import { useInviteForm, type TextField } from './use-invite-form';

type InviteFormProps = {
  questionnaires: readonly Questionnaire[];
  initialJobId: number | undefined;
  onCancel: () => void;
  onSuccess: (result: InviteResult) => void;
};

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
  const id = useId();
  const {
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
    resumeError,
    resumeInput,
    onResumeChange,
    removeResume,
    alert,
    formRef,
    submit,
    isSending,
    accommodations,
    isAccommodationsOpen,
    toggleAccommodations,
    isAudioOnlyOffered,
    details,
    defaultDeadlineDays,
  } = useInviteForm({ questionnaires, initialJobId, onSuccess });
  const jobErrorId = `${id}-job-error`;

  function textField(
    field: TextField,
    label: string,
    options: {
      required: boolean;
      type: 'text' | 'email' | 'tel';
      autoComplete: string;
      inputMode?: 'text' | 'email' | 'tel';
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
              changeField(field, event.target.value);
            }}
            onBlur={() => touch(field)}
            onPaste={(event) => {
              pasteInto(field, event);
            }}
            onKeyDown={options.onKeyDown}
          />
        )}
      </FormField>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="invite-form">
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
          <InviteJobSection job={job} onPick={pickJob} jobError={jobError} jobErrorId={jobErrorId} />
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
            })}
            {textField('lastName', INVITE_TEXTS.lastName, {
              required: true,
              type: 'text',
              autoComplete: 'family-name',
              maxLength: 100,
              error: shownError('lastName'),
            })}
          </div>
          {textField('email', INVITE_TEXTS.email, {
            required: true,
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            maxLength: 254,
            error: shownError('email'),
          })}
          {textField('phone', INVITE_TEXTS.phone, {
            required: false,
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            maxLength: 30,
            error: phoneError,
            onKeyDown: onPhoneKeyDown,
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
        <InvitationDetailsSection
          state={details}
          idPrefix={`${id}-details`}
          defaultDays={defaultDeadlineDays}
        />
        <AccommodationsSection
          state={accommodations}
          isOpen={isAccommodationsOpen}
          onToggle={toggleAccommodations}
          idPrefix={`${id}-accommodations`}
          isAudioOnlyOffered={isAudioOnlyOffered}
        />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {INVITE_TEXTS.cancel}
        </button>
        <ButtonWithSpinner
          type="submit"
          text={isSending ? INVITE_TEXTS.sending : INVITE_TEXTS.send}
          isLoading={isSending}
        />
      </Modal.Footer>
    </form>
  );
}
