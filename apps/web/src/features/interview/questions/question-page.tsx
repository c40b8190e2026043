import { Link, Navigate } from 'react-router';
import { invitationExpiredPath } from '../../../shared/api/invitation-expired';
import { JobCard } from '../components/job-card';
import type { AnswerKind } from '../recording/recording-channel';
import { useApplicantLanguage } from '../../../shared/i18n/applicant-i18n';
import { QuestionFlow } from './question-flow';
import { QUESTION_TEXTS } from './texts';
import { useInterviewSession } from './use-interview-session';
import './question-page.css';

/**
 * The audio and video question screens (spec §2 "Question screen"): loads the session onboarding wrote
 * and where the interview stands on the server, then hands over to the questions in their order.
 */
export function QuestionPage({ kind }: { kind: AnswerKind }) {
  // A switch of the interface language re-renders the page in it (the tree is not remounted).
  useApplicantLanguage();
  const load = useInterviewSession(kind);

  switch (load.status) {
    case 'loading':
      // The job card's own spinner stands for the whole screen until the session and progress are read.
      return (
        <section className="question-page" aria-busy="true" aria-label={QUESTION_TEXTS.loadingInterview}>
          <JobCard job={undefined} loading />
        </section>
      );
    case 'completed':
      return <Navigate to="/interview/already-completed" replace />;
    case 'expired':
      return <Navigate to={invitationExpiredPath(load.applicantGuid)} replace />;
    case 'missing':
      return (
        <section className="question-page" aria-labelledby="question-heading">
          <h2 id="question-heading" className="h4">
            Interview
          </h2>
          <p role="alert">{QUESTION_TEXTS.sessionMissing}</p>
          {load.applicantGuid !== undefined && (
            <Link to={`/interview/onboarding/${encodeURIComponent(load.applicantGuid)}`}>
              {QUESTION_TEXTS.backToOnboarding}
            </Link>
          )}
        </section>
      );
    case 'error':
      return (
        <section className="question-page" aria-labelledby="question-heading">
          <h2 id="question-heading" className="h4">
            Interview
          </h2>
          <p role="alert">{QUESTION_TEXTS.loadFailed}</p>
        </section>
      );
    case 'ready':
      return <QuestionFlow interview={load.interview} routeKind={kind} />;
  }
}
