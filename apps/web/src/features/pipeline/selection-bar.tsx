import { INTERVIEW_STAGES, REVIEW_LIMITS, type InterviewStage } from '@vi/contracts';
import { Suspense, useState, type ComponentType } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { MessageDialog } from '../../shared/ui/message-dialog';
import { COMPARE_PROBLEM_TEXTS, compareProblem, comparePath } from '../../shared/lib/recruiter/compare-rules';
import { STAGE_LABELS } from '../../shared/ui/recruiter/interview-facts-texts';
import type { Selection } from './use-selection';
import { useMoveToStage } from './use-move-to-stage';
import { PIPELINE_TEXTS as T } from './texts';

/** The dialog that shares the ticked interviews (the sharing feature's, passed in by app/, loaded lazily). */
export type ShareDialogComponent = ComponentType<{
  show: boolean;
  companyId: number;
  interviewIds: readonly string[];
  onHide: () => void;
}>;

type SelectionBarProps = { companyId: number; selection: Selection; ShareDialog: ShareDialogComponent };

/** What can be done with the ticked interviews: move them to a stage, compare them, share them. */
export function SelectionBar({ companyId, selection, ShareDialog }: SelectionBarProps) {
  const navigate = useNavigate();
  const move = useMoveToStage(companyId);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [isSharing, setIsSharing] = useState(false);
  const [hasOpenedShare, setHasOpenedShare] = useState(false);
  const ids = selection.items.map((interview) => interview.id);

  function moveTo(stage: InterviewStage) {
    if (ids.length > REVIEW_LIMITS.maxBulkInterviews) {
      setProblem({ title: T.cannotMove, message: T.tooManyForStage(REVIEW_LIMITS.maxBulkInterviews) });
      return;
    }
    move.mutate(
      { ids, stage },
      {
        onSuccess: () => {
          toast.success(T.moved(ids.length, STAGE_LABELS[stage]));
          selection.clear();
        },
        onError: () => toast.error(T.moveFailed),
      },
    );
  }

  function compare() {
    const reason = compareProblem(selection.items);
    if (reason !== null) setProblem({ title: T.cannotCompare, message: COMPARE_PROBLEM_TEXTS[reason] });
    else void navigate(comparePath(ids));
  }

  if (selection.count === 0) return null;
  return (
    <div className="pipeline-selection" role="region" aria-label={T.selection}>
      <p className="pipeline-selection__count" aria-live="polite">
        {T.selectedCount(selection.count)}
      </p>
      <Dropdown>
        <Dropdown.Toggle variant="primary" size="sm" disabled={move.isPending}>
          {T.moveToStage}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {INTERVIEW_STAGES.map((stage) => (
            <Dropdown.Item key={stage} as="button" type="button" onClick={() => moveTo(stage)}>
              {STAGE_LABELS[stage]}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={compare}>
        {T.compare}
      </button>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => {
          setHasOpenedShare(true);
          setIsSharing(true);
        }}
      >
        {T.share}
      </button>
      <button type="button" className="btn btn-link btn-sm" onClick={selection.clear}>
        {T.clearSelection}
      </button>
      <MessageDialog
        id="pipeline-problem"
        show={problem !== null}
        title={problem?.title ?? ''}
        message={problem?.message ?? ''}
        onClose={() => setProblem(null)}
      />
      {hasOpenedShare && (
        <Suspense fallback={null}>
          <ShareDialog
            show={isSharing}
            companyId={companyId}
            interviewIds={ids}
            onHide={() => setIsSharing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
