import { Link, Navigate } from 'react-router';
import { invitationExpiredPath } from '../../../shared/api/invitation-expired';
import { JobCard } from '../components/job-card';
import { useApplicantLanguage } from '../../../shared/i18n/applicant-i18n';
import { usePracticeLoad } from './load-practice';
import { PracticeScreen } from './practice-screen';
import { PRACTICE_TEXTS as T } from './texts';
import './practice.css';

/**
 * Route /interview/practice: the practice question when this applicant has one, otherwise straight on to
 * the first real question (the route onboarding's Start would have opened).
 */
export function PracticePage() {
  // A switch of the interface language re-renders the page in it (the tree is not remounted).
  useApplicantLanguage();
  const load = usePracticeLoad();

  switch (load.status) {
    case 'loading':
      return (
        <section className="practice-page" aria-busy="true" aria-label={T.loading}>
          <JobCard job={undefined} loading />
        </section>
      );
    case 'completed':
      return <Navigate to="/interview/already-completed" replace />;
    case 'expired':
      return <Navigate to={invitationExpiredPath(load.applicantGuid)} replace />;
    case 'skip':
      return <Navigate to={load.questionRoute} replace />;
    case 'missing':
      return (
        <section className="practice-page" aria-labelledby="practice-heading">
          <h2 id="practice-heading" className="practice-card__title">
            {T.heading}
          </h2>
          <p role="alert">{T.sessionMissing}</p>
          {load.applicantGuid !== undefined && (
            <Link to={`/interview/onboarding/${encodeURIComponent(load.applicantGuid)}`}>
              {T.backToOnboarding}
            </Link>
          )}
        </section>
      );
    case 'error':
      return (
        <section className="practice-page" aria-labelledby="practice-heading">
          <h2 id="practice-heading" className="practice-card__title">
            {T.heading}
          </h2>
          <p role="alert">{T.loadFailed}</p>
        </section>
      );
    case 'ready':
      return <PracticeScreen setup={load.setup} />;
  }
}
