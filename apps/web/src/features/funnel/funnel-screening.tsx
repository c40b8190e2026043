import type { FunnelResponse } from '@vi/contracts';
import { FUNNEL_TEXTS as T, formatCount, formatPercent } from './texts';

/**
 * Screening in the funnel (docs/questions.md): how many interviews per job had an answer on a knockout
 * option, and how often each option of a choice question was chosen. Counts only: who is rejected is a
 * recruiter's decision on the review screen.
 */
export function FunnelScreening({ funnel }: { funnel: FunnelResponse }) {
  const choices = funnel.questions
    .map((question, index) => ({ question, number: index + 1 }))
    .filter(({ question }) => question.options !== null);
  return (
    <div className="funnel__tables">
      <dl className="funnel__facts">
        <div>
          <dt>{T.screenedOut}</dt>
          <dd>{formatCount(funnel.screenedOut)}</dd>
        </div>
      </dl>
      {funnel.screenedOut > 0 && (
        <table className="funnel__table">
          <caption>{T.screenedOutCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.jobLabel}</th>
              <th scope="col">{T.interviews}</th>
              <th scope="col">{T.screenedOutColumn}</th>
            </tr>
          </thead>
          <tbody>
            {funnel.jobs.map((job) => (
              <tr key={job.jobId}>
                <th scope="row">{job.jobTitle}</th>
                <td>{formatCount(job.interviews)}</td>
                <td>{formatCount(job.screenedOut)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {choices.map(({ question, number }) => (
        <table key={question.questionId} className="funnel__table">
          <caption>{T.choicesCaption(number, question.questionText)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.option}</th>
              <th scope="col">{T.chosen}</th>
              <th scope="col">{T.ofAnswered}</th>
            </tr>
          </thead>
          <tbody>
            {(question.options ?? []).map((option) => (
              <tr key={option.optionId}>
                <th scope="row">
                  {option.label}
                  {option.knockout && <span className="funnel__knockout"> {T.knockout}</span>}
                </th>
                <td>{formatCount(option.chosen)}</td>
                <td>{question.answered === 0 ? '–' : formatPercent(option.chosen / question.answered)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
