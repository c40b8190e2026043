import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { FormField } from '../../shared/ui/form-field';
import { PRIVACY_TEXTS as T } from '../../shared/ui/recruiter/privacy-texts';
import { isEraseConfirmed } from './erase-confirmation';

type EraseInterviewModalProps = {
  show: boolean;
  applicantName: string;
  isPending: boolean;
  /** The server's refusal or failure, shown inside the dialog; null while there is none. */
  error: string | null;
  onErase: () => void;
  onHide: () => void;
  /** After the dialog has faded out (focus moves on from there). */
  onExited: () => void;
  restoreFocus: boolean;
};

/**
 * A real dialog (focus kept inside, Escape closes, named by its title) saying what erasing deletes and that
 * it cannot be undone, and asking for ERASE (or the applicant's name) to be typed before it runs.
 */
export function EraseInterviewModal(props: EraseInterviewModalProps) {
  const { show, applicantName, isPending, error, onErase, onHide, onExited, restoreFocus } = props;
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      show={show}
      onHide={isPending ? () => undefined : onHide}
      onEntered={() => inputRef.current?.focus()}
      onExited={onExited}
      restoreFocus={restoreFocus}
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={!isPending} closeLabel={T.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {T.eraseTitle}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted per opening, so each starts empty. */}
      {show && (
        <EraseForm
          inputRef={inputRef}
          applicantName={applicantName}
          isPending={isPending}
          error={error}
          onErase={onErase}
          onCancel={onHide}
        />
      )}
    </Modal>
  );
}

type EraseFormProps = Pick<EraseInterviewModalProps, 'applicantName' | 'isPending' | 'error' | 'onErase'> & {
  inputRef: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
};

function EraseForm({ inputRef, applicantName, isPending, error, onErase, onCancel }: EraseFormProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    if (!isEraseConfirmed(typed, applicantName)) {
      setTypedError(T.confirmError);
      inputRef.current?.focus();
      return;
    }
    setTypedError(undefined);
    onErase();
  }

  return (
    <form noValidate onSubmit={submit}>
      <Modal.Body>
        <p>{T.eraseWhat(applicantName)}</p>
        <p className="erase-dialog__final">{T.eraseFinal}</p>
        <FormField
          label={T.confirmLabel}
          helperText={T.confirmHelp(applicantName)}
          error={typedError}
          id={`${id}-confirm`}
        >
          {(control) => (
            <input
              ref={inputRef}
              id={control.id}
              type="text"
              autoComplete="off"
              spellCheck={false}
              className={`form-control${control.invalid ? ' is-invalid' : ''}`}
              value={typed}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              onChange={(event) => {
                setTyped(event.target.value);
                if (typedError !== undefined && isEraseConfirmed(event.target.value, applicantName)) {
                  setTypedError(undefined);
                }
              }}
            />
          )}
        </FormField>
        {error !== null && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={isPending}>
          {T.cancel}
        </button>
        <ButtonWithSpinner
          type="submit"
          variant="danger"
          text={isPending ? T.erasing : T.confirm}
          isLoading={isPending}
        />
      </Modal.Footer>
    </form>
  );
}
