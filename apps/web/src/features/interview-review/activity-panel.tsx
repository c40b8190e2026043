import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { activityQueryOptions } from '../../shared/api/recruiter/reviews';
import { activitySentence } from './activity-sentence';
import { REVIEW_TEXTS as T } from './texts';
import { formatWhen } from './when';

type ActivityPanelProps = {
  interviewId: string;
  positions: ReadonlyMap<string, number>;
};

/** What happened to the interview, newest first, as sentences with their time. */
export function ActivityPanel({ interviewId, positions }: ActivityPanelProps) {
  const headingId = useId();
  const activity = useQuery(activityQueryOptions(interviewId));
  const entries = activity.data?.data ?? [];
  return (
    <section className="review-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-panel__heading">
        {T.activity}
      </h3>
      {activity.isError ? (
        <p role="alert" className="review-panel__empty">
          {T.activityLoadFailed}
        </p>
      ) : activity.isSuccess && entries.length === 0 ? (
        <p className="review-panel__empty">{T.noActivity}</p>
      ) : (
        // Focusable: the list scrolls inside its box, and a keyboard user must be able to scroll it too.
        <ol className="activity" tabIndex={0} aria-labelledby={headingId}>
          {entries.map((entry) => (
            <li key={entry.id} className="activity__entry">
              <span>{activitySentence(entry, positions)}</span>
              <time dateTime={entry.at} className="activity__when">
                {formatWhen(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
