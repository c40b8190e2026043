import type { FunnelResponse } from '@vi/contracts';
import { percentOfInvited, stageBars } from './funnel-stages';
import { FUNNEL_TEXTS, formatCount } from './texts';

/** The funnel's numbers as tables: what the charts show, readable by everyone and every screen reader. */
export function FunnelTables({ funnel }: { funnel: FunnelResponse }) {
  return (
    <div className="funnel__tables">
      <table className="funnel__table">
        <caption>{FUNNEL_TEXTS.stagesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{FUNNEL_TEXTS.step}</th>
            <th scope="col">{FUNNEL_TEXTS.applicants}</th>
            <th scope="col">{FUNNEL_TEXTS.ofInvited}</th>
          </tr>
        </thead>
        <tbody>
          {stageBars(funnel).map((s) => (
            <tr key={s.stage}>
              <th scope="row">{s.label}</th>
              <td>{formatCount(s.value)}</td>
              <td>{percentOfInvited(s.value, funnel.invited)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{FUNNEL_TEXTS.expired}</th>
            <td>{formatCount(funnel.expired)}</td>
            <td>{percentOfInvited(funnel.expired, funnel.invited)}</td>
          </tr>
        </tbody>
      </table>
      {funnel.questions.length > 0 && (
        <table className="funnel__table">
          <caption>{FUNNEL_TEXTS.questionsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{FUNNEL_TEXTS.question}</th>
              <th scope="col">{FUNNEL_TEXTS.answered}</th>
            </tr>
          </thead>
          <tbody>
            {funnel.questions.map((q, i) => (
              <tr key={q.questionId}>
                <th scope="row">{FUNNEL_TEXTS.questionRow(i + 1, q.questionText)}</th>
                <td>{formatCount(q.answered)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
