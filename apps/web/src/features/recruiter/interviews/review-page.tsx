import { useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Interview, InterviewResponse, Questionnaire } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../shared/ui/spinner';
import { interviewKeys, interviewQueryOptions } from '../api/interviews';
import { questionnaireQueryOptions } from '../api/questionnaires';
import { readRecruiterIdentity } from '../api/recruiter-identity';
import { formatCreatedDate } from '../lib/dates';
import { AnswerPlayer } from './answer-player';
import { InterviewAccommodations } from './interview-accommodations';
import { parseStatusFilter, reviewPath, type InterviewPage } from './interview-pages';
import { INTERVIEW_TEXTS as T } from './texts';
import { useInterviewNeighbours } from './use-interview-neighbours';
import 'bootstrap/dist/css/bootstrap.min.css';
import './interviews.css';

/** While a transcript is being made the screen asks again this often, and stops once none is pending. */
export const TRANSCRIPT_POLL_MS = 3000;
const TRANSCRIPT_SLOW_POLL_MS = 15_000;

type ReviewItem = {
  questionId: string;
  questionText: string;
  response: InterviewResponse | undefined;
};

/**
 * Every question of the interview's questionnaire in order, each with its answer or none ('Not answered').
 * Answers to questions no longer in the questionnaire (it was edited since) still show, after the rest.
 */
function reviewItems(interview: Interview, questionnaire: Questionnaire | undefined): ReviewItem[] {
  const byQuestion = new Map(interview.responses.map((response) => [response.questionId, response]));
  const items: ReviewItem[] = [];
  for (const question of questionnaire?.questions ?? []) {
    const response = byQuestion.get(question.questionId);
    byQuestion.delete(question.questionId);
    // The text the applicant was asked wins over the questionnaire's current wording.
    items.push({
      questionId: question.questionId,
      questionText: response?.questionText ?? question.questionText,
      response,
    });
  }
  for (const response of byQuestion.values()) {
    items.push({ questionId: response.questionId, questionText: response.questionText, response });
  }
  return items;
}

function hasPendingTranscript(interview: Interview | undefined): boolean {
  return interview?.responses.some((r) => r.transcription.status === 'pending') ?? false;
}

/** The card the recruiter clicked is already in the grid's cache: show it at once while the call runs. */
function fromListCache(client: QueryClient, companyId: number, id: string): Interview | undefined {
  for (const [, data] of client.getQueriesData<InfiniteData<InterviewPage>>({
    queryKey: interviewKeys.lists(companyId),
  })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function ReviewPage() {
  const { interviewId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const status = parseStatusFilter(searchParams.get('status'));
  const [{ companyId }] = useState(readRecruiterIdentity);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [speed, setSpeed] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(interviewId);

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
  const questionnaireId = interview?.questionnaireId ?? null;
  const questionnaireQuery = useQuery({
    ...questionnaireQueryOptions(questionnaireId),
    staleTime: 5 * 60_000,
  });
  // An interview outside the list's filter (opened by its address) is walked within all interviews.
  const listStatus =
    interview !== undefined && status !== 'all' && interview.status !== status ? 'all' : status;
  const neighbours = useInterviewNeighbours(companyId, listStatus, interviewId);
  const previousPath = neighbours.previous && reviewPath(neighbours.previous.id, listStatus);
  const nextPath = neighbours.next && reviewPath(neighbours.next.id, listStatus);

  // '[' and ']' step through the list; never while typing or choosing in a field.
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
      const target = event.key === '[' ? previousPath : event.key === ']' ? nextPath : undefined;
      if (target === undefined) return;
      event.preventDefault();
      void navigate(target);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [previousPath, nextPath, navigate]);

  // After Previous/Next the screen reader starts at the new applicant, not wherever focus was left.
  useEffect(() => {
    if (shownId.current === interviewId || interview?.id !== interviewId) return;
    shownId.current = interviewId;
    headingRef.current?.focus();
  }, [interviewId, interview?.id]);

  const backLink = (
    <Link to="/recruiter?tab=interviews" className="btn btn-link px-0">
      ← {T.backToInterviews}
    </Link>
  );

  const navigation = (
    <nav className="review__nav" aria-label={T.interviewNavigation}>
      {backLink}
      <div className="review__nav-steps">
        {neighbours.position !== undefined && neighbours.total !== undefined && (
          <span className="align-self-center text-body-secondary">
            {neighbours.position} / {neighbours.total}
          </span>
        )}
        <StepLink to={previousPath} shortcut="[" label={T.previousInterview} />
        <StepLink to={nextPath} shortcut="]" label={T.nextInterview} />
      </div>
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

  const items = reviewItems(interview, questionnaireQuery.data);
  return (
    <div className="review">
      {navigation}
      <header className="review__header">
        <h2 ref={headingRef} tabIndex={-1} className="review__name">
          {interview.applicantName}
        </h2>
        <dl className="review__facts">
          <Fact label={T.jobTitle}>{interview.jobTitle}</Fact>
          <Fact label={T.dateApplied}>
            <time dateTime={interview.dateApplied}>{formatCreatedDate(interview.dateApplied)}</time>
          </Fact>
          <Fact label={T.status}>
            <span className={`review__status review__status--${interview.status}`}>{interview.status}</span>
          </Fact>
          <Fact label={T.email}>
            <a href={`mailto:${interview.applicantEmail}`}>{interview.applicantEmail}</a>
          </Fact>
          {interview.applicantPhone && (
            <Fact label={T.phone}>
              <a href={`tel:${interview.applicantPhone}`}>{interview.applicantPhone}</a>
            </Fact>
          )}
        </dl>
        <InterviewAccommodations
          interview={interview}
          companyId={companyId}
          contentType={questionnaireQuery.data?.contentType}
        />
        {interview.hasResume && interview.resumeUrl && (
          <p className="m-0">
            <a href={interview.resumeUrl} download className="btn btn-outline-primary btn-sm">
              {T.downloadResume}
            </a>
          </p>
        )}
      </header>
      <ol className="review__questions">
        {items.map((item, index) => (
          <li key={item.questionId} className="review-answer">
            <p className="review-answer__label">{T.questionHeading(index + 1, items.length)}</p>
            <h3 className="review-answer__question">{item.questionText}</h3>
            {item.response ? (
              <AnswerPlayer
                key={`${interview.id}-${item.questionId}`}
                response={item.response}
                position={index + 1}
                speed={speed}
                onSpeedChange={setSpeed}
              />
            ) : (
              <p className="review-transcript__status">{T.notAnswered}</p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
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
