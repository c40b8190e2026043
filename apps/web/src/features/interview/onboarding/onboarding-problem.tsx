import { MESSAGES } from '@vi/contracts';
import { Link } from 'react-router';
import { ConfiguredSupportContact } from '../../../shared/ui/support-contact';
import { ONBOARDING_TEXTS as T } from './texts';
import '../components/buttons.css';
import './onboarding-problem.css';

const TEMPORARY: readonly string[] = [MESSAGES.applicationFetchFailed, MESSAGES.jobFetchFailed];
const FROM_THE_RECRUITER: readonly string[] = [MESSAGES.jobIncomplete, MESSAGES.noQuestionnaire];

/** What the applicant can do about a message: open the link again, retry, or ask the recruiter. */
function hintFor(message: string): string {
  if (TEMPORARY.includes(message)) return T.problemHintRetry;
  if (FROM_THE_RECRUITER.includes(message)) return T.problemHintRecruiter;
  return T.problemHintLink;
}

/**
 * Onboarding that cannot go on (a bad link, a failed fetch, no questionnaire): the spec's message, what to
 * do about it, a way on and the support contact, never a dead end.
 */
export function OnboardingProblem({ message }: { message: string }) {
  return (
    <div className="onboarding onboarding--centered">
      <p role="alert" className="onboarding-alert">
        {message}
      </p>
      <p className="onboarding-problem__hint">{hintFor(message)}</p>
      <div className="onboarding-problem__actions">
        {TEMPORARY.includes(message) && (
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {T.tryAgain}
          </button>
        )}
        <Link to="/" className="btn btn-outline-primary">
          {T.goHome}
        </Link>
      </div>
      <ConfiguredSupportContact className="onboarding-problem__support" />
    </div>
  );
}
