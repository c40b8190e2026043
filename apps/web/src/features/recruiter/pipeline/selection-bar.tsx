import { INTERVIEW_STAGES, REVIEW_LIMITS, type InterviewStage } from '@vi/contracts';
import { lazy, Suspense, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { MessageDialog } from '../../../shared/ui/message-dialog';
import { COMPARE_PROBLEM_TEXTS, compareProblem, comparePath } from '../compare/compare-rules';
import type { Selection } from './use-selection';
import { useMoveToStage } from './use-move-to-stage';
import { PIPELINE_TEXTS as T, STAGE_LABELS } from './texts';

const ShareModal = lazy(async () => {
  const { ShareModal } = await import('../share/share-modal');
  return { default: ShareModal };
});

type SelectionBarProps = { companyId: number; selection: Selection };

/** What can be done with the ticked interviews: move them to a stage, compare them, share them. */
export function SelectionBar({ companyId, selection }: SelectionBarProps) {
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
          <ShareModal
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
