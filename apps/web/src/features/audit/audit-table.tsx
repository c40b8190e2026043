import type { AuditEntry } from '@vi/contracts';
import { Link } from 'react-router';
import { dateLocale } from '../../shared/lib/recruiter/dates';
import { describeAuditEntry } from './audit-entry-text';
import { AUDIT_ACTOR_KIND_LABELS, AUDIT_TEXTS as T } from './texts';

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/**
 * The entries, newest first. On a narrow screen each row stacks into a card whose cells name their column
 * (data-label), so nothing scrolls sideways at 375 px.
 */
export function AuditTable({
  entries,
  onShowOnly,
}: {
  entries: readonly AuditEntry[];
  onShowOnly: (interviewId: string) => void;
}) {
  return (
    <table className="table audit__table">
      <caption className="visually-hidden">{T.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{T.columnTime}</th>
          <th scope="col">{T.columnWho}</th>
          <th scope="col">{T.columnWhat}</th>
          <th scope="col">{T.columnInterview}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={T.columnTime}>
              <time dateTime={entry.at}>{formatTime(entry.at)}</time>
            </td>
            <td data-label={T.columnWho}>
              <div>
                <span className="audit__actor">{entry.actor.label}</span>
                <span className="audit__actor-kind">
                  {AUDIT_ACTOR_KIND_LABELS[entry.actor.kind]}
                  {entry.actor.kind !== 'user' && entry.actor.id !== null
                    ? ` ${entry.actor.id.slice(0, 8)}`
                    : ''}
                </span>
              </div>
            </td>
            <td data-label={T.columnWhat}>{describeAuditEntry(entry)}</td>
            <td data-label={T.columnInterview}>
              {entry.interviewId === null ? (
                <span>
                  <span aria-hidden="true">{T.noInterview}</span>
                  <span className="visually-hidden">{T.noInterviewSpoken}</span>
                </span>
              ) : (
                <span className="audit__interview">
                  {entry.candidateName !== undefined && entry.candidateName !== null && (
                    <span className="audit__candidate">
                      {entry.candidateName === '' ? T.deletedCandidate : entry.candidateName}
                    </span>
                  )}
                  <Link
                    to={`/recruiter/interviews/${encodeURIComponent(entry.interviewId)}`}
                    aria-label={T.openInterview(entry.interviewId)}
                    className="audit__interview-id"
                  >
                    {entry.interviewId.slice(0, 8)}…
                  </Link>
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0"
                    aria-label={T.showOnly(entry.interviewId)}
                    onClick={() => onShowOnly(entry.interviewId!)}
                  >
                    {T.onlyThis}
                  </button>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
