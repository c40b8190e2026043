import { InterviewStageSchema, type InterviewStage } from '@vi/contracts';
import { useId } from 'react';
import { toast } from 'react-toastify';
import { useUpdateStage } from '../../shared/api/recruiter/reviews';
import { STAGE_LABELS } from '../../shared/ui/recruiter/interview-facts-texts';
import { REVIEW_TEXTS as T } from './texts';

/**
 * Moves the interview to a stage, and says so in a toast with Undo (a stray S or R is one click from
 * being taken back). Moving to the stage it is in does nothing.
 */
export function useStageChange(interviewId: string, companyId: number, current: InterviewStage) {
  const update = useUpdateStage(interviewId, companyId);
  return function moveTo(stage: InterviewStage, isUndo = false) {
    // An undo goes back whatever this render knew; anything else is skipped when it would change nothing.
    if (stage === current && !isUndo) return;
    const before = current;
    update.mutate(stage, {
      onSuccess: () => {
        toast.success(
          ({ closeToast }) => (
            <span className="stage-toast">
              <span>{T.stageMoved(STAGE_LABELS[stage])}</span>
              {!isUndo && (
                <button
                  type="button"
                  className="btn btn-link btn-sm stage-toast__undo"
                  onClick={() => {
                    closeToast();
                    moveTo(before, true);
                  }}
                >
                  {T.undo}
                </button>
              )}
            </span>
          ),
          { autoClose: 6000 },
        );
      },
      onError: () => toast.error(T.stageFailed),
    });
  };
}

type StageControlProps = {
  stage: InterviewStage;
  onChange: (stage: InterviewStage) => void;
};

/** The interview's stage as a labelled list; S and R are its shortcuts for Shortlisted and Rejected. */
export function StageControl({ stage, onChange }: StageControlProps) {
  const id = useId();
  return (
    <div className="stage-control">
      <label htmlFor={id} className="stage-control__label">
        {T.stage}
      </label>
      <select
        id={id}
        className={`form-select form-select-sm stage-control__select stage-control__select--${stage}`}
        value={stage}
        aria-keyshortcuts="S R"
        onChange={(event) => onChange(InterviewStageSchema.parse(event.target.value))}
      >
        {InterviewStageSchema.options.map((option) => (
          <option key={option} value={option}>
            {STAGE_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
