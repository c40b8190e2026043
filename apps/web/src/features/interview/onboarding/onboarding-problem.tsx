import { Link } from 'react-router';
import { APPLICANT_MESSAGES } from '../../../shared/i18n/applicant-i18n';
import { ConfiguredSupportContact } from '../../../shared/ui/support-contact';
import { ONBOARDING_TEXTS as T } from './texts';
import '../components/buttons.css';
import './onboarding-problem.css';

// Read at render time: the messages are in the interview's language.
const isTemporary = (message: string) =>
  [APPLICANT_MESSAGES.applicationFetchFailed, APPLICANT_MESSAGES.jobFetchFailed].includes(message);
const isFromTheRecruiter = (message: string) =>
  [APPLICANT_MESSAGES.jobIncomplete, APPLICANT_MESSAGES.noQuestionnaire].includes(message);

/** What the applicant can do about a message: open the link again, retry, or ask the recruiter. */
function hintFor(message: string): string {
  if (isTemporary(message)) return T.problemHintRetry;
  if (isFromTheRecruiter(message)) return T.problemHintRecruiter;
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
        {isTemporary(message) && (
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
