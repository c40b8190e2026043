import type { Accommodations } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { useId, useRef, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { toast } from 'react-toastify';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { AccommodationFields } from '../../shared/ui/recruiter/accommodations/accommodation-fields';
import { useAccommodationsDraft } from '../../shared/ui/recruiter/accommodations/use-accommodations-draft';
import { useUpdateAccommodations } from '../../shared/api/recruiter/interviews';
import { toAccommodations } from '../../shared/lib/recruiter/accommodations';
import { INTERVIEW_TEXTS as T } from '../../shared/ui/recruiter/interview-texts';

type EditAccommodationsModalProps = {
  show: boolean;
  interviewId: string;
  companyId: number;
  accommodations: Accommodations;
  isAudioOnlyOffered: boolean;
  onHide: () => void;
  onExited: () => void;
};

/** A real dialog (focus kept inside, Escape closes, named by its title) over the review screen. */
export function EditAccommodationsModal({ show, onHide, onExited, ...form }: EditAccommodationsModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} onExited={onExited} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={T.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {T.editAccommodations}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted per opening, so each starts from the interview's current values. */}
      {show && <AccommodationsForm {...form} onDone={onHide} />}
    </Modal>
  );
}

type AccommodationsFormProps = Omit<EditAccommodationsModalProps, 'show' | 'onHide' | 'onExited'> & {
  onDone: () => void;
};

function AccommodationsForm({
  interviewId,
  companyId,
  accommodations,
  isAudioOnlyOffered,
  onDone,
}: AccommodationsFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const state = useAccommodationsDraft(accommodations);
  const update = useUpdateAccommodations(interviewId, companyId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    state.revealErrors();
    if (!state.isValid) {
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    update.mutate(toAccommodations(state.draft, { isAudioOnlyOffered }), {
      onSuccess: () => {
        toast.success(T.accommodationsSaved);
        onDone();
      },
      onError: (error) => {
        // Completed meanwhile: nothing left to edit, and the refreshed screen shows why.
        if (isAxiosError(error) && error.response?.status === 409) {
          toast.error(T.accommodationsLocked);
          onDone();
          return;
        }
        toast.error(T.accommodationsFailed);
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Modal.Body>
        <AccommodationFields state={state} idPrefix={id} isAudioOnlyOffered={isAudioOnlyOffered} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {T.cancel}
        </button>
        <ButtonWithSpinner
          type="submit"
          text={update.isPending ? T.saving : T.save}
          isLoading={update.isPending}
        />
      </Modal.Footer>
    </form>
  );
}
