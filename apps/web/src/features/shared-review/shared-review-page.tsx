import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestReview, SharedPage } from '@vi/contracts';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { RecruiterLanguageGate } from '../../shared/i18n/recruiter-language-gate';
import { PageLayout } from '../../shared/ui/page-layout';
import { Spinner } from '../../shared/ui/spinner';
import { StatusPage } from '../../shared/ui/status-page';
import {
  linkProblemOf,
  sameReviewerName,
  sharedPageKey,
  sharedPageQueryOptions,
  type LinkProblem,
} from './api/shared-review-api';
import { formatDate } from './shared-dates';
import { interviewAnchor, SharedInterviewCard, sharedName } from './shared-interview-card';
import { SHARED_TEXTS as T } from './texts';
import '../../shared/ui/buttons.css';
import './shared-review.css';

/**
 * The page a share link opens: /v1/shared/:token. Outside the recruiter area (no account, no cookie, no
 * link into it); the token in the address is the only credential. The guest has no account to save a
 * language in: the page speaks the browser's language, as the account pages do (docs/languages.md).
 */
export function SharedReviewPage() {
  const { token = '' } = useParams();
  // Its own client: this page shares nothing with the recruiter area's cache.
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <RecruiterLanguageGate saved={undefined}>
        <SharedReview key={token} token={token} />
      </RecruiterLanguageGate>
    </QueryClientProvider>
  );
}

function SharedReview({ token }: { token: string }) {
  const client = useQueryClient();
  const query = useQuery(sharedPageQueryOptions(token));
  const [endedWhileOpen, setEndedWhileOpen] = useState<Exclude<LinkProblem, 'failed'> | null>(null);
  const [savedReviewerName, setLastReviewerName] = useState<string | null>(null);
  const hasRecheckedMedia = useRef(false);
  const companyName = query.data?.companyName ?? '';

  useEffect(() => {
    document.title = companyName === '' ? T.pageTitleFallback : `${T.pageTitleFallback} · ${companyName}`;
  }, [companyName]);

  const problem: LinkProblem | null = endedWhileOpen ?? (query.isError ? linkProblemOf(query.error) : null);
  if (problem === 'not-found') {
    return <StatusPage code="404" title={T.notFoundTitle} message={T.notFoundMessage} />;
  }
  if (problem === 'ended') {
    return <StatusPage code="410" title={T.endedTitle} message={T.endedMessage} />;
  }

  const page = query.data;
  if (page === undefined) {
    if (problem === 'failed') {
      return (
        <StatusPage
          title={T.failedTitle}
          message={T.failedMessage}
          actions={
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {T.tryAgain}
            </button>
          }
        />
      );
    }
    return (
      <PageLayout title={T.pageTitleFallback}>
        <Spinner size="lg" label={T.loading} />
      </PageLayout>
    );
  }

  // A returning guest is offered the name they reviewed under before, in this browser.
  const lastReviewerName =
    savedReviewerName ??
    page.interviews.flatMap((i) => i.guestReviews).find((r) => r.mine === true)?.reviewerName ??
    '';

  function onReviewSaved(interviewId: string, review: GuestReview) {
    setLastReviewerName(review.reviewerName);
    // The answer is the saved review: put it in place without asking for the page again (each GET is a view).
    client.setQueryData<SharedPage>(sharedPageKey(token), (current) =>
      current === undefined
        ? current
        : {
            ...current,
            interviews: current.interviews.map((interview) =>
              interview.id !== interviewId
                ? interview
                : {
                    ...interview,
                    guestReviews: [
                      ...interview.guestReviews.filter(
                        (r) => !sameReviewerName(r.reviewerName, review.reviewerName),
                      ),
                      review,
                    ],
                  },
            ),
          },
    );
  }

  function onMediaError() {
    // A file that stops loading most likely means the link ended: ask once whether it still works.
    if (hasRecheckedMedia.current) return;
    hasRecheckedMedia.current = true;
    void query.refetch();
  }

  return (
    <PageLayout title={page.companyName === '' ? T.pageTitleFallback : page.companyName}>
      <div className="shared-page">
        <div className="shared-page__intro">
          <p className="shared-page__lead">{T.intro(page.interviews.length)}</p>
          <p className="shared-muted">
            {page.allowReviews ? T.canReview : T.canWatch} {T.expiresAt(formatDate(page.expiresAt))}
          </p>
          {!page.allowReviews && <p className="shared-muted">{T.reviewsOff}</p>}
        </div>
        {page.interviews.length > 1 && (
          <nav className="shared-page__jump" aria-label={T.jumpTo}>
            <ul>
              {page.interviews.map((interview) => (
                <li key={interview.id}>
                  <a href={`#${interviewAnchor(interview.id)}`}>{sharedName(interview)}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {page.interviews.length === 0 && <p>{T.noInterviews}</p>}
        {page.interviews.map((interview) => (
          <SharedInterviewCard
            key={interview.id}
            token={token}
            interview={interview}
            hideContactDetails={page.hideContactDetails}
            allowReviews={page.allowReviews}
            showTeamReviews={page.showTeamReviews === true}
            lastReviewerName={lastReviewerName}
            onReviewSaved={onReviewSaved}
            onLinkProblem={setEndedWhileOpen}
            onMediaError={onMediaError}
          />
        ))}
      </div>
    </PageLayout>
  );
}
