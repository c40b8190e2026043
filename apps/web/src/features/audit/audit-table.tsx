import type { AuditEntry } from '@vi/contracts';
import { Link } from 'react-router';
import { describeAuditEntry } from './audit-entry-text';
import { AUDIT_ACTOR_KIND_LABELS, AUDIT_TEXTS as T } from './texts';

const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIME_FORMAT.format(date);
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
          <th scope="col">{T.columns.time}</th>
          <th scope="col">{T.columns.who}</th>
          <th scope="col">{T.columns.what}</th>
          <th scope="col">{T.columns.interview}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={T.columns.time}>
              <time dateTime={entry.at}>{formatTime(entry.at)}</time>
            </td>
            <td data-label={T.columns.who}>
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
            <td data-label={T.columns.what}>{describeAuditEntry(entry)}</td>
            <td data-label={T.columns.interview}>
              {entry.interviewId === null ? (
                <span>
                  <span aria-hidden="true">{T.noInterview}</span>
                  <span className="visually-hidden">{T.noInterviewSpoken}</span>
                </span>
              ) : (
                <span className="audit__interview">
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
