import { useId, useRef, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { FormField } from '../../shared/ui/form-field';
import { localTimeZone } from '../../shared/lib/recruiter/invitation-deadline';
import { INTERVIEW_TEXTS } from '../../shared/ui/recruiter/interview-texts';
import { checkExtension, defaultExtensionValue } from './extend-deadline';
import { INVITATION_TEXTS as T } from './invitation-texts';

type ExtendDeadlineModalProps = {
  show: boolean;
  isPending: boolean;
  /** Resolves once the server took the new deadline; the dialog closes then. */
  onExtend: (deadlineIso: string) => Promise<unknown>;
  onHide: () => void;
};

/** A real dialog (focus kept inside, Escape closes, named by its title) asking for the new deadline. */
export function ExtendDeadlineModal({ show, isPending, onExtend, onHide }: ExtendDeadlineModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={INTERVIEW_TEXTS.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {T.extendTitle}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted per opening, so each starts a week from the moment it opens. */}
      {show && <ExtendForm isPending={isPending} onExtend={onExtend} onCancel={onHide} />}
    </Modal>
  );
}

type ExtendFormProps = Pick<ExtendDeadlineModalProps, 'isPending' | 'onExtend'> & { onCancel: () => void };

function ExtendForm({ isPending, onExtend, onCancel }: ExtendFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => defaultExtensionValue());
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkExtension(value);
    if (checked.error !== undefined) {
      setError(checked.error);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    onExtend(checked.iso).catch(() => {
      // The caller says what went wrong; the dialog stays open to try again.
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Modal.Body>
        <FormField
          label={T.newDeadline}
          helperText={T.newDeadlineHelp(localTimeZone())}
          error={error}
          id={`${id}-deadline`}
        >
          {(control) => (
            <input
              ref={inputRef}
              id={control.id}
              type="datetime-local"
              className={`form-control${control.invalid ? ' is-invalid' : ''}`}
              value={value}
              required
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              onChange={(event) => {
                setValue(event.target.value);
                if (error !== undefined) setError(checkExtension(event.target.value).error);
              }}
            />
          )}
        </FormField>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {INTERVIEW_TEXTS.cancel}
        </button>
        <ButtonWithSpinner type="submit" text={isPending ? T.extending : T.extend} isLoading={isPending} />
      </Modal.Footer>
    </form>
  );
}
