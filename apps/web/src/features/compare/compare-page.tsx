import { useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isDeleted } from '../../shared/lib/deletion-sentence';
import { Spinner } from '../../shared/ui/spinner';
import { AnswerPlayer } from '../../shared/ui/recruiter/answer-player';
import { GivenAnswer, isGivenAnswer } from '../../shared/ui/given-answer';
import { displayName } from '../../shared/ui/recruiter/tombstone';
import { PRIVACY_TEXTS } from '../../shared/ui/recruiter/privacy-texts';
import {
  COMPARE_PROBLEM_TEXTS,
  compareProblem,
  countProblem,
  readCompareIds,
} from '../../shared/lib/recruiter/compare-rules';
import { INTERVIEW_TEXTS } from '../../shared/ui/recruiter/interview-texts';
import { AnswerStars, CandidateSummary } from './candidate-summary';
import { COMPARE_TEXTS as T, givenAnswerTexts } from './texts';
import { useComparedInterviews } from './use-compared-interviews';
import 'bootstrap/dist/css/bootstrap.min.css';
import '../../shared/ui/recruiter/interviews.css';
import './compare.css';

/**
 * /recruiter/compare?ids=a,b: two to four interviews of one questionnaire side by side, question by
 * question — each answer's player and transcript (or a choice's labels, a written text, a skip), and each
 * reviewer's stars. Columns on a wide screen,
 * one candidate after another on a phone.
 */
export function ComparePage() {
  const [searchParams] = useSearchParams();
  const ids = readCompareIds(searchParams.get('ids'));
  const wrongCount = countProblem(ids.length);
  const compared = useComparedInterviews(wrongCount === null ? ids : []);
  const [speed, setSpeed] = useState(1);

  const back = (
    <Link to="/recruiter?tab=interviews" className="btn btn-link px-0">
      ← {INTERVIEW_TEXTS.backToInterviews}
    </Link>
  );
  const frame = (content: ReactNode) => (
    <div className="compare">
      {back}
      <h2 className="compare__title">{T.title}</h2>
      {content}
    </div>
  );

  if (wrongCount !== null) return frame(<Refusal message={COMPARE_PROBLEM_TEXTS[wrongCount]} />);
  if (compared.isError) {
    return frame(
      <div role="alert">
        <p>{compared.isNotFound ? T.notFound : T.loadFailed}</p>
        {!compared.isNotFound && (
          <button type="button" className="btn btn-outline-primary" onClick={compared.retry}>
            {INTERVIEW_TEXTS.tryAgain}
          </button>
        )}
      </div>,
    );
  }
  if (compared.isPending) return frame(<Spinner label={T.loading} />);
  const { interviews, questions } = compared;
  const mixed = compareProblem(interviews);
  if (mixed !== null) return frame(<Refusal message={COMPARE_PROBLEM_TEXTS[mixed]} />);

  const columns = { '--compare-columns': interviews.length } as CSSProperties;
  return frame(
    <>
      <section className="compare__row" style={columns} aria-label={T.candidates}>
        {interviews.map((interview) => (
          <CandidateSummary key={interview.id} interview={interview} />
        ))}
      </section>
      <ol className="compare__questions">
        {questions.map((question, index) => {
          const heading = T.questionHeading(index + 1, questions.length, question.questionText);
          return (
            <li key={question.questionId} className="compare-question">
              <h3 className="compare-question__heading">{heading}</h3>
              <div className="compare__row" style={columns}>
                {interviews.map((interview) => {
                  const response = interview.responses.find((r) => r.questionId === question.questionId);
                  return (
                    <section
                      key={interview.id}
                      className="compare-cell"
                      aria-label={T.answerOf(displayName(interview), index + 1)}
                    >
                      <p className="compare-cell__name">{displayName(interview)}</p>
                      {isDeleted(interview) ? (
                        <p className="compare-muted">{PRIVACY_TEXTS.answerDeleted}</p>
                      ) : response && isGivenAnswer(response) ? (
                        <GivenAnswer response={response} texts={givenAnswerTexts()} />
                      ) : response ? (
                        <AnswerPlayer
                          response={response}
                          position={index + 1}
                          speed={speed}
                          onSpeedChange={setSpeed}
                        />
                      ) : (
                        <p className="compare-muted">{INTERVIEW_TEXTS.notAnswered}</p>
                      )}
                      <AnswerStars interview={interview} questionId={question.questionId} />
                    </section>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
    </>,
  );
}

function Refusal({ message }: { message: string }) {
  return (
    <div className="alert alert-warning" role="alert">
      <h3 className="h5">{T.cannotCompare}</h3>
      <p className="mb-0">{message}</p>
    </div>
  );
}
