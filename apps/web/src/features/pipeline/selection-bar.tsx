import { INTERVIEW_STAGES, REVIEW_LIMITS, type InterviewStage } from '@vi/contracts';
import { Suspense, useState, type ComponentType } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePermission } from '../../shared/identity/use-permission';
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

type SelectionBarProps = { companyId: number; selection: Selection; ShareDialog?: ShareDialogComponent };

/** What can be done with the ticked interviews: move them to a stage, compare them, share them. */
export function SelectionBar({ companyId, selection, ShareDialog }: SelectionBarProps) {
  const navigate = useNavigate();
  const move = useMoveToStage(companyId);
  // Deciding (stages) is a recruiter's: a reviewer rates, notes and compares (docs/accounts.md "Roles").
  const mayDecide = usePermission('recruit');
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

  // Always in place, in the flow above the list: the bar never lies over a row's checkbox (a sticky bar
  // covered the rows scrolled under it), and where its actions fit on one line ticking the first row
  // moves nothing. One live line says how many are ticked.
  const isEmpty = selection.count === 0;
  return (
    <div
      className={isEmpty ? 'pipeline-selection pipeline-selection--empty' : 'pipeline-selection'}
      role="region"
      aria-label={T.selection}
    >
      <p className={isEmpty ? 'pipeline-selection__hint' : 'pipeline-selection__count'} aria-live="polite">
        {isEmpty ? T.selectionHint : T.selectedCount(selection.count)}
      </p>
      {!isEmpty && (
        <SelectionActions
          mayDecide={mayDecide}
          isMoving={move.isPending}
          onMove={moveTo}
          onCompare={compare}
          onShare={
            ShareDialog === undefined
              ? undefined
              : () => {
                  setHasOpenedShare(true);
                  setIsSharing(true);
                }
          }
          onClear={selection.clear}
        />
      )}
      <MessageDialog
        id="pipeline-problem"
        show={problem !== null}
        title={problem?.title ?? ''}
        message={problem?.message ?? ''}
        onClose={() => setProblem(null)}
      />
      {hasOpenedShare && ShareDialog !== undefined && (
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

function SelectionActions({
  mayDecide,
  isMoving,
  onMove,
  onCompare,
  onShare,
  onClear,
}: {
  mayDecide: boolean;
  isMoving: boolean;
  onMove: (stage: InterviewStage) => void;
  onCompare: () => void;
  onShare: (() => void) | undefined;
  onClear: () => void;
}) {
  return (
    <>
      {mayDecide && (
        <Dropdown>
          <Dropdown.Toggle variant="primary" size="sm" disabled={isMoving}>
            {T.moveToStage}
          </Dropdown.Toggle>
          <Dropdown.Menu>
            {INTERVIEW_STAGES.map((stage) => (
              <Dropdown.Item key={stage} as="button" type="button" onClick={() => onMove(stage)}>
                {STAGE_LABELS[stage]}
              </Dropdown.Item>
            ))}
          </Dropdown.Menu>
        </Dropdown>
      )}
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onCompare}>
        {T.compare}
      </button>
      {onShare !== undefined && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onShare}>
          {T.share}
        </button>
      )}
      <button type="button" className="btn btn-link btn-sm" onClick={onClear}>
        {T.clearSelection}
      </button>
    </>
  );
}
