import type { Division, User } from '@vi/contracts';
import { useId } from 'react';
import { parseIdFilter, userFullName, type JobFilters } from '../../shared/lib/recruiter/job-filters';
import { PANEL_TEXTS } from './texts';

type JobFilterBarProps = {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
  divisions: readonly Division[];
  divisionsFailed: boolean;
  /** Already reduced to active users (spec §5). */
  users: readonly User[];
  usersFailed: boolean;
  /** Job Status is offered only where enabled (spec §2). */
  statuses: readonly string[] | null;
};

export function JobFilterBar({
  filters,
  onChange,
  divisions,
  divisionsFailed,
  users,
  usersFailed,
  statuses,
}: JobFilterBarProps) {
  const id = useId();
  return (
    <div className="job-filter-bar" role="search">
      <div className="job-filter-bar__field job-filter-bar__field--keyword">
        <label className="form-label" htmlFor={`${id}-keyword`}>
          {PANEL_TEXTS.keyword}
        </label>
        <input
          id={`${id}-keyword`}
          type="search"
          className="form-control form-control-sm"
          placeholder={PANEL_TEXTS.keywordPlaceholder}
          value={filters.keyword}
          maxLength={200}
          onChange={(event) => onChange({ ...filters, keyword: event.target.value })}
        />
      </div>
      <div className="job-filter-bar__field">
        <label className="form-label" htmlFor={`${id}-division`}>
          {PANEL_TEXTS.division}
        </label>
        <select
          id={`${id}-division`}
          className="form-select form-select-sm"
          value={filters.divisionId === null ? '' : String(filters.divisionId)}
          aria-describedby={divisionsFailed ? `${id}-division-error` : undefined}
          onChange={(event) => onChange({ ...filters, divisionId: parseIdFilter(event.target.value) })}
        >
          <option value="">{PANEL_TEXTS.allDivisions}</option>
          {divisions.map((division) => (
            <option key={division.id} value={division.id}>
              {division.name}
            </option>
          ))}
        </select>
        {divisionsFailed ? (
          <div id={`${id}-division-error`} className="job-filter-bar__warning" role="alert">
            {PANEL_TEXTS.divisionsFailed}
          </div>
        ) : null}
      </div>
      <div className="job-filter-bar__field">
        <label className="form-label" htmlFor={`${id}-posted-by`}>
          {PANEL_TEXTS.postedBy}
        </label>
        <select
          id={`${id}-posted-by`}
          className="form-select form-select-sm"
          value={filters.recruiterId === null ? '' : String(filters.recruiterId)}
          aria-describedby={usersFailed ? `${id}-users-error` : undefined}
          onChange={(event) => onChange({ ...filters, recruiterId: parseIdFilter(event.target.value) })}
        >
          <option value="">{PANEL_TEXTS.anyone}</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {userFullName(user)}
            </option>
          ))}
        </select>
        {usersFailed ? (
          <div id={`${id}-users-error`} className="job-filter-bar__warning" role="alert">
            {PANEL_TEXTS.usersFailed}
          </div>
        ) : null}
      </div>
      {statuses !== null ? (
        <div className="job-filter-bar__field">
          <label className="form-label" htmlFor={`${id}-status`}>
            {PANEL_TEXTS.jobStatus}
          </label>
          <select
            id={`${id}-status`}
            className="form-select form-select-sm"
            value={filters.status ?? ''}
            onChange={(event) =>
              onChange({ ...filters, status: event.target.value === '' ? null : event.target.value })
            }
          >
            <option value="">{PANEL_TEXTS.allStatuses}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
