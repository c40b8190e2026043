import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isDeleted } from '../../shared/lib/deletion-sentence';
import { Spinner } from '../../shared/ui/spinner';
import { interviewQueryOptions } from '../../shared/api/recruiter/interviews';
import { questionnaireQueryOptions } from '../../shared/api/recruiter/questionnaires';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { usePermission } from '../../shared/identity/use-permission';
import { notesQueryOptions, reviewPartsOf, useSaveReview } from '../../shared/api/recruiter/reviews';
import type { AnswerPlayerHandle } from '../../shared/ui/recruiter/answer-player';
import { parseStatusFilter, reviewPath } from '../../shared/lib/recruiter/interview-pages';
import { INTERVIEW_TEXTS as T } from '../../shared/ui/recruiter/interview-texts';
import { EraseSection } from './erase-section';
import { ActivityPanel } from './activity-panel';
import { MyReview, type SaveState } from './my-review';
import type { Moment } from './note-form';
import { NotesPanel } from './notes-panel';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useStageChange } from './stage-control';
import { TeamReviews } from './team-reviews';
import { REVIEW_TEXTS } from './texts';
import { ANSWER_ATTRIBUTE, useReviewShortcuts } from './use-review-shortcuts';
import { ReviewAnswers, reviewItems } from './review-answers';
import { ScreeningPanel } from './screening-panel';
import { ReviewHeader } from './review-header';
import { useInterviewNeighbours } from './use-interview-neighbours';
import {
  fromListCache,
  hasPendingTranscript,
  TRANSCRIPT_POLL_MS,
  TRANSCRIPT_SLOW_POLL_MS,
} from './review-data';
import 'bootstrap/dist/css/bootstrap.min.css';
import '../../shared/ui/recruiter/interviews.css';
import './review.css';

function saveStateOf(mutation: { isPending: boolean; isError: boolean; isSuccess: boolean }): SaveState {
  if (mutation.isPending) return 'saving';
  if (mutation.isError) return 'failed';
  return mutation.isSuccess ? 'saved' : 'idle';
}

export { TRANSCRIPT_POLL_MS };

export function ReviewPage() {
  const { interviewId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const status = parseStatusFilter(searchParams.get('status'));
  const { companyId } = useRecruiterIdentity();
  // Stages, the invitation and erasure are a recruiter's; a reviewer rates and notes (docs/accounts.md).
  const mayDecide = usePermission('recruit');
  const client = useQueryClient();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tombstoneRef = useRef<HTMLDivElement>(null);
  const shownId = useRef(interviewId);
  const players = useRef(new Map<string, AnswerPlayerHandle>());
  // The answer keys 1–5 rate and "Pin to this moment" pins to: the one focused last, on this interview.
  const [active, setActive] = useState<{ interviewId: string; questionId: string } | null>(null);
  const [isHelpShown, setIsHelpShown] = useState(false);

  const interviewQuery = useQuery({
    ...interviewQueryOptions(interviewId),
    placeholderData: () => fromListCache(client, companyId, interviewId),
    refetchInterval: (query) => {
      if (!hasPendingTranscript(query.state.data)) return false;
      // A transcript still pending after a minute is stuck behind other work: ask less often.
      return query.state.dataUpdateCount > 60_000 / TRANSCRIPT_POLL_MS
        ? TRANSCRIPT_SLOW_POLL_MS
        : TRANSCRIPT_POLL_MS;
    },
    retry: (count, error) => !(isAxiosError(error) && error.response?.status === 404) && count < 2,
  });
  const interview = interviewQuery.data;
  // The server keeps questionnaires to recruiters; a reviewer's answers carry the question texts.
  const questionnaireId = mayDecide ? (interview?.questionnaireId ?? null) : null;
  const questionnaireQuery = useQuery({
    ...questionnaireQueryOptions(questionnaireId),
    staleTime: 5 * 60_000,
  });
  const notesQuery = useQuery({ ...notesQueryOptions(interviewId), enabled: interview !== undefined });
  const saveReview = useSaveReview(interviewId, companyId);
  const moveTo = useStageChange(interviewId, companyId, interview?.stage ?? 'new');

  // An interview outside the list's filter (opened by its address) is walked within all interviews.
  const listStatus =
    interview !== undefined && status !== 'all' && interview.status !== status ? 'all' : status;
  const neighbours = useInterviewNeighbours(companyId, listStatus, interviewId);
  const previousPath = neighbours.previous && reviewPath(neighbours.previous.id, listStatus);
  const nextPath = neighbours.next && reviewPath(neighbours.next.id, listStatus);

  const { reviews, criteria } = useMemo(
    () => (interview ? reviewPartsOf(interview) : { reviews: [], criteria: [] }),
    [interview],
  );
  const mine = reviews.find((review) => review.isMine);
  const items = interview ? reviewItems(interview, questionnaireQuery.data) : [];
  const positions = new Map(items.map((item, index) => [item.questionId, index + 1]));
  const activeQuestionId = active?.interviewId === interviewId ? active.questionId : null;

  function save(body: ReviewBody) {
    saveReview.mutate(body);
  }

  function rateAnswer(questionId: string, stars: number | null) {
    if (!items.some((item) => item.questionId === questionId && item.response)) return;
    save({ ratings: [{ questionId, stars }] });
  }

  function currentMoment(): Moment | null {
    const questionId =
      activeQuestionId ?? items.find((item) => players.current.has(item.questionId))?.questionId;
    const player = questionId === undefined ? undefined : players.current.get(questionId);
    return questionId !== undefined && player ? { questionId, atSeconds: player.currentTime() } : null;
  }

  function seekNote(questionId: string, atSeconds: number) {
    setActive({ interviewId, questionId });
    players.current.get(questionId)?.seekAndFocus(atSeconds);
  }

  useReviewShortcuts({
    rate: (stars, answer) => {
      const questionId = answer?.getAttribute(ANSWER_ATTRIBUTE) ?? activeQuestionId;
      if (questionId) rateAnswer(questionId, stars);
    },
    moveTo: (stage) => {
      if (interview && mayDecide) moveTo(stage);
    },
    next: () => {
      if (nextPath) void navigate(nextPath);
    },
    previous: () => {
      if (previousPath) void navigate(previousPath);
    },
    showHelp: () => setIsHelpShown(true),
  });

  // Each interview opens at its top, with the applicant's name and stage in view, not at the scroll
  // position of the list (or of the previous interview) it was opened from.
  useEffect(() => {
    const page = document.scrollingElement ?? document.documentElement;
    page.scrollTop = 0;
  }, [interviewId]);

  // After Previous/Next the screen reader starts at the new applicant, not wherever focus was left.
  useEffect(() => {
    if (shownId.current === interviewId || interview?.id !== interviewId) return;
    shownId.current = interviewId;
    headingRef.current?.focus({ preventScroll: true });
  }, [interviewId, interview?.id]);

  const navigation = (
    <nav className="review__nav" aria-label={T.interviewNavigation}>
      <Link to="/recruiter?tab=interviews" className="btn btn-link px-0">
        ← {T.backToInterviews}
      </Link>
      <div className="review__nav-steps">
        {neighbours.position !== undefined && neighbours.total !== undefined && (
          <span className="align-self-center text-body-secondary">
            {neighbours.position} / {neighbours.total}
          </span>
        )}
        <StepLink to={previousPath} shortcut="K [" label={T.previousInterview} />
        <StepLink to={nextPath} shortcut="J ]" label={T.nextInterview} />
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-keyshortcuts="?"
          onClick={() => setIsHelpShown(true)}
        >
          {REVIEW_TEXTS.shortcuts}
        </button>
      </div>
      <ShortcutsDialog show={isHelpShown} onHide={() => setIsHelpShown(false)} />
    </nav>
  );

  if (interview === undefined) {
    if (interviewQuery.isError) {
      const notFound = isAxiosError(interviewQuery.error) && interviewQuery.error.response?.status === 404;
      return (
        <div className="review">
          {navigation}
          <div role="alert">
            <p>{notFound ? T.reviewNotFound : T.reviewLoadFailed}</p>
            {!notFound && (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => void interviewQuery.refetch()}
              >
                {T.tryAgain}
              </button>
            )}
          </div>
        </div>
      );
    }
    return (
      <div className="review">
        {navigation}
        <Spinner label={T.reviewLoading} />
      </div>
    );
  }

  return (
    <div className="review">
      {navigation}
      <div className="review__body">
        <div className="review__main">
          <ReviewHeader
            interview={interview}
            companyId={companyId}
            contentType={questionnaireQuery.data?.contentType}
            headingRef={headingRef}
            tombstoneRef={tombstoneRef}
            onStageChange={moveTo}
          />
          <ScreeningPanel
            interview={interview}
            companyId={companyId}
            questions={items}
            mayDecide={mayDecide}
          />
          <ReviewAnswers
            interviewId={interview.id}
            isErased={isDeleted(interview)}
            items={items}
            mine={mine}
            notes={notesQuery.data?.data ?? []}
            activeQuestionId={activeQuestionId}
            onActivate={(questionId) => setActive({ interviewId, questionId })}
            onRate={rateAnswer}
            registerPlayer={(questionId, handle) => {
              if (handle) players.current.set(questionId, handle);
              else players.current.delete(questionId);
            }}
          />
        </div>
        {/* Keyed by the interview: a half-written note, an open form or the column's scroll position
            belong to the interview they were made on, and never carry over to the next one. */}
        <div className="review__side" key={interview.id}>
          <MyReview mine={mine} criteria={criteria} onSave={save} saveState={saveStateOf(saveReview)} />
          <TeamReviews rating={interview.rating} reviews={reviews} positions={positions} />
          <NotesPanel
            interviewId={interview.id}
            positions={positions}
            currentMoment={currentMoment}
            onSeek={seekNote}
          />
          <ActivityPanel interviewId={interview.id} positions={positions} />
          {mayDecide && (
            <EraseSection
              key={interview.id}
              interview={interview}
              companyId={companyId}
              onErased={() => tombstoneRef.current?.focus()}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function StepLink({ to, shortcut, label }: { to: string | undefined; shortcut: string; label: string }) {
  if (to === undefined) {
    return (
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled>
        {label}
      </button>
    );
  }
  return (
    <Link to={to} className="btn btn-outline-primary btn-sm" aria-keyshortcuts={shortcut}>
      {label}
    </Link>
  );
}
