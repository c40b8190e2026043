import { Link, Navigate } from 'react-router';
import { Spinner } from '../../../shared/ui/spinner';
import type { AnswerKind } from '../recording/recording-channel';
import { AnswerScreen, type AnswerScreenClock } from './answer-screen';
import { QUESTION_TEXTS } from './texts';
import { useInterviewSession } from './use-interview-session';
import './question-page.css';

export type { AnswerKind };

/**
 * The audio and video question screens (spec §2 "Question screen"): loads the session onboarding wrote
 * and where the interview stands on the server, then hands over to the answer screen.
 */
export function QuestionPage({ kind, clock }: { kind: AnswerKind; clock?: AnswerScreenClock }) {
  const load = useInterviewSession(kind);

  switch (load.status) {
    case 'loading':
      return <Spinner size="lg" />;
    case 'completed':
      return <Navigate to="/interview/already-completed" replace />;
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
      return <AnswerScreen interview={load.interview} routeKind={kind} clock={clock} />;
  }
}
