import type { GuestReview, SharedInterview } from '@vi/contracts';
import type { ReactNode } from 'react';
import { deletionSentence, isDeleted } from '../../shared/lib/deletion-sentence';
import { GivenAnswer, isGivenAnswer } from '../../shared/ui/given-answer';
import { StarRatingDisplay } from '../../shared/ui/star-rating-input';
import type { LinkProblem } from './api/shared-review-api';
import { GuestReviewForm } from './guest-review-form';
import { SharedAnswerPlayer } from './shared-answer-player';
import { formatDate } from './shared-dates';
import { SHARED_TEXTS as T } from './texts';

type SharedInterviewCardProps = {
  token: string;
  interview: SharedInterview;
  hideContactDetails: boolean;
  allowReviews: boolean;
  /** Guests see the team's ratings and every guest's reviews; otherwise only their own. */
  showTeamReviews: boolean;
  lastReviewerName: string;
  onReviewSaved: (interviewId: string, review: GuestReview) => void;
  onLinkProblem: (problem: Exclude<LinkProblem, 'failed'>) => void;
  onMediaError: () => void;
};

export const interviewAnchor = (id: string) => `interview-${id}`;

/** The applicant's name, or "Deleted candidate" once their data is gone. */
export const sharedName = (interview: SharedInterview) =>
  isDeleted(interview) || interview.applicantName.trim() === '' ? T.deletedName : interview.applicantName;

/**
 * One shared interview: who (as much as the link shows), each answer with its transcript, and reviews. An
 * erased one shows its tombstone instead of the name, contact details and answers; reviews stay.
 */
export function SharedInterviewCard({
  token,
  interview,
  hideContactDetails,
  allowReviews,
  showTeamReviews,
  lastReviewerName,
  onReviewSaved,
  onLinkProblem,
  onMediaError,
}: SharedInterviewCardProps) {
  const headingId = `${interviewAnchor(interview.id)}-name`;
  const total = interview.responses.length;
  const deletion = isDeleted(interview) ? interview.deletion : null;
  return (
    <article id={interviewAnchor(interview.id)} className="shared-interview" aria-labelledby={headingId}>
      <header className="shared-interview__header">
        <h2 id={headingId} className="shared-interview__name">
          {sharedName(interview)}
        </h2>
        <dl className="shared-facts">
          <Fact label={T.jobTitle}>{interview.jobTitle}</Fact>
          <Fact label={T.dateApplied}>
            <time dateTime={interview.dateApplied}>{formatDate(interview.dateApplied)}</time>
          </Fact>
          {interview.completedAt !== null && (
            <Fact label={T.completedAt}>
              <time dateTime={interview.completedAt}>{formatDate(interview.completedAt)}</time>
            </Fact>
          )}
          {deletion === null && interview.applicantEmail !== null && interview.applicantEmail !== '' && (
            <Fact label={T.email}>
              <a href={`mailto:${interview.applicantEmail}`}>{interview.applicantEmail}</a>
            </Fact>
          )}
          {deletion === null && interview.applicantPhone !== null && interview.applicantPhone !== '' && (
            <Fact label={T.phone}>
              <a href={`tel:${interview.applicantPhone}`}>{interview.applicantPhone}</a>
            </Fact>
          )}
          {interview.rating !== null && (
            <Fact label={T.teamRating}>
              {interview.rating.average === null || interview.rating.count === 0 ? (
                T.noTeamRating
              ) : (
                <>
                  <StarRatingDisplay
                    stars={Math.round(interview.rating.average)}
                    label={T.stars(Math.round(interview.rating.average))}
                  />{' '}
                  {T.teamRatingValue(interview.rating.average, interview.rating.count)}
                </>
              )}
            </Fact>
          )}
        </dl>
        {hideContactDetails && <p className="shared-muted">{T.contactHidden}</p>}
        {deletion === null && interview.resumeUrl !== null && (
          <p className="shared-interview__resume">
            <a href={interview.resumeUrl} download className="btn btn-outline-primary btn-sm">
              {T.downloadResume}
            </a>
          </p>
        )}
      </header>

      {deletion !== null ? (
        <div className="shared-tombstone">
          <p className="shared-tombstone__when">{deletionSentence(deletion, formatDate)}</p>
          <p className="shared-muted">{T.deletedAnswers}</p>
        </div>
      ) : total === 0 ? (
        <p className="shared-muted">{T.noAnswers}</p>
      ) : (
        <ol className="shared-answers" aria-label={T.answersHeading}>
          {interview.responses.map((response, index) => (
            <li key={response.questionId} className="shared-answer">
              <p className="shared-answer__label">{T.questionLabel(index + 1, total)}</p>
              <h3 className="shared-answer__question">{response.questionText}</h3>
              {isGivenAnswer(response) ? (
                <GivenAnswer response={response} texts={{ skipped: T.skipped, chosen: T.chosen }} />
              ) : (
                <SharedAnswerPlayer response={response} position={index + 1} onMediaError={onMediaError} />
              )}
            </li>
          ))}
        </ol>
      )}

      {allowReviews && (
        <section className="shared-reviews" aria-labelledby={`${headingId}-reviews`}>
          <h3 id={`${headingId}-reviews`} className="shared-reviews__heading">
            {showTeamReviews ? T.reviewsHeading : T.myReviewsHeading}
          </h3>
          {interview.guestReviews.length === 0 ? (
            <p className="shared-muted">{showTeamReviews ? T.noGuestReviews : T.noMyReviews}</p>
          ) : (
            <ul className="shared-reviews__list">
              {interview.guestReviews.map((review) => (
                <li key={review.reviewerName} className="shared-reviews__item">
                  <p className="shared-reviews__who">
                    <strong>{review.reviewerName}</strong>{' '}
                    <StarRatingDisplay stars={review.overall} label={T.stars(review.overall)} />{' '}
                    <time className="shared-muted" dateTime={review.updatedAt}>
                      {formatDate(review.updatedAt)}
                    </time>
                  </p>
                  {review.comment !== null && review.comment !== '' && (
                    <p className="shared-reviews__comment">{review.comment}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
          <GuestReviewForm
            token={token}
            interviewId={interview.id}
            existing={interview.guestReviews.filter((review) => review.mine !== false)}
            lastName={lastReviewerName}
            onSaved={(review) => {
              onReviewSaved(interview.id, review);
            }}
            onLinkProblem={onLinkProblem}
          />
        </section>
      )}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="shared-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
