import type { Interview } from '@vi/contracts';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { toast } from 'react-toastify';
import { errorMessage } from '../../shared/api/http-client';
import { useScreeningDecision, type ScreeningDecision } from '../../shared/api/recruiter/screening';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { INTERVIEW_TEXTS } from '../../shared/ui/recruiter/interview-texts';
import type { ReviewScreeningItem } from './screening-types';
import { SCREENING_TEXTS as T } from './screening-texts';
import './screening-panel.css';

type ScreeningPanelProps = {
  interview: Interview;
  companyId: number;
  /** The questions by id, for the knockouts' question texts. */
  questions: readonly ReviewScreeningItem[];
  /** The viewer may change the stage (not a viewer-only role). */
  mayDecide: boolean;
};

/**
 * Whether the answers hit a "does not meet requirements" option, and which. Informational: a person
 * decides, confirming (moves to Rejected) or overriding, each after a real confirmation dialog.
 */
export function ScreeningPanel({ interview, companyId, questions, mayDecide }: ScreeningPanelProps) {
  const { screening } = interview;
  const [asking, setAsking] = useState<ScreeningDecision | undefined>();
  const decide = useScreeningDecision(interview.id, companyId);
  const titleId = useId();
  const hasChoices = interview.responses.some((r) => r.type === 'Select' || r.type === 'Multiselect');
  if (!screening || (screening.meetsRequirements && !hasChoices)) return null;
  const textOf = (questionId: string) =>
    questions.find((q) => q.questionId === questionId)?.questionText ?? questionId;
  const isOpen =
    !screening.meetsRequirements && screening.override === null && interview.stage !== 'rejected';

  const run = (decision: ScreeningDecision) =>
    decide.mutateAsync(decision).then(
      () => {
        setAsking(undefined);
        toast.success(decision === 'confirm' ? T.confirmed : T.overridden);
      },
      (error: unknown) => toast.error(T.failed(errorMessage(error))),
    );

  return (
    <section className="screening" aria-labelledby={`${titleId}-heading`}>
      <h3 id={`${titleId}-heading`} className="screening__heading">
        {T.heading}
      </h3>
      {screening.meetsRequirements ? (
        <p className="screening__status screening__status--met">{T.meets}</p>
      ) : (
        <>
          <p className="screening__status screening__status--failed">{T.doesNotMeet}</p>
          <ul className="screening__knockouts">
            {screening.knockouts.map((k) => (
              <li key={`${k.questionId}-${k.optionId}`}>{T.knockout(textOf(k.questionId), k.label)}</li>
            ))}
          </ul>
          <p className="screening__note">
            {screening.override !== null
              ? T.overriddenOn(new Date(screening.override.at))
              : interview.stage === 'rejected'
                ? T.rejected
                : T.nothingAutomatic}
          </p>
          {isOpen && mayDecide && (
            <div className="screening__actions">
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => setAsking('confirm')}
              >
                {T.confirm}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => setAsking('override')}
              >
                {T.override}
              </button>
            </div>
          )}
        </>
      )}
      <Modal
        show={asking !== undefined}
        onHide={() => setAsking(undefined)}
        centered
        aria-labelledby={titleId}
      >
        <Modal.Header closeButton closeLabel={INTERVIEW_TEXTS.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {asking === 'confirm' ? T.confirmTitle : T.overrideTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">
            {asking === 'confirm'
              ? T.confirmBody(interview.applicantName)
              : T.overrideBody(interview.applicantName)}
          </p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setAsking(undefined)}>
            {INTERVIEW_TEXTS.cancel}
          </button>
          <ButtonWithSpinner
            text={asking === 'confirm' ? T.confirm : T.override}
            variant={asking === 'confirm' ? 'danger' : 'primary'}
            onClick={() => (asking === undefined ? undefined : run(asking))}
          />
        </Modal.Footer>
      </Modal>
    </section>
  );
}
