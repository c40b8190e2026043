import { useQuery } from '@tanstack/react-query';
import { HOME_LIMITS } from '@vi/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { homeSummaryQueryOptions } from '../../shared/api/recruiter/home';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { takeLastVisit } from './last-visit';
import { WORK_TEXTS as T } from './texts';
import './work-waiting.css';

type WorkWaitingProps = {
  /** Where each count's link leads: the list where that work is done. */
  links: { completed: string; expiring: string; jobsWithout: string };
};

/**
 * The home's first view: what waits for the team, counted by the server (GET /company/{id}/home), each
 * count with a link to act on it. Shown without a click: the counts are small and the reason to come.
 */
export function WorkWaiting({ links }: WorkWaitingProps) {
  const { companyId, userId } = useRecruiterIdentity();
  const headingId = useId();
  // Read once per mount: the visit before this one.
  const [since] = useState(() => takeLastVisit(companyId, userId));
  const query = useQuery(homeSummaryQueryOptions(companyId, since));
  return (
    <section className="work-waiting" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {T.heading}
      </h2>
      {query.isPending && <p role="status">{T.loading}</p>}
      {query.isError && (
        <div role="alert">
          <p>{T.failed}</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
            {T.retry}
          </button>
        </div>
      )}
      {query.data !== undefined && (
        <>
          <ul className="work-waiting__list">
            <WorkItem count={query.data.newCompleted} to={links.completed} action={T.reviewThem}>
              {T.newCompleted(query.data.newCompleted)}{' '}
              {since === null
                ? T.sinceDays(HOME_LIMITS.defaultSinceDays)
                : T.sinceVisit(formatCreatedDate(since))}
            </WorkItem>
            <WorkItem count={query.data.expiringSoon} to={links.expiring} action={T.seeThem}>
              {T.expiring(query.data.expiringSoon, query.data.expiringWithinHours)}
            </WorkItem>
            <WorkItem
              count={query.data.openJobsWithoutQuestionnaire}
              to={links.jobsWithout}
              action={T.attachOne}
            >
              {T.jobsWithout(query.data.openJobsWithoutQuestionnaire)}
            </WorkItem>
          </ul>
          {query.data.newCompleted + query.data.expiringSoon + query.data.openJobsWithoutQuestionnaire ===
            0 && <p className="work-waiting__done">{T.allDone}</p>}
        </>
      )}
    </section>
  );
}

function WorkItem({
  count,
  to,
  action,
  children,
}: {
  count: number;
  to: string;
  action: string;
  children: React.ReactNode;
}) {
  return (
    <li className={count > 0 ? 'work-waiting__item work-waiting__item--due' : 'work-waiting__item'}>
      <span className="work-waiting__text">{children}</span>
      {count > 0 && (
        <Link to={to} className="btn btn-outline-primary btn-sm work-waiting__action">
          {action}
        </Link>
      )}
    </li>
  );
}
