import type { Job } from '@vi/contracts';
import { useId, useState } from 'react';
import { matchesKeyword } from '../../shared/lib/recruiter/job-filters';
import { withQuestionnaireFirst } from './job-order';
import { INVITE_TEXTS } from './texts';

type JobPickerProps = {
  jobs: readonly Job[];
  onPick: (jobId: number) => void;
  /** The field's error ('Please select a job'), announced with the search box. */
  errorId?: string;
};

function locationOf(job: Job): string {
  const first = job.locations[0];
  return first ? [first.city, first.region].filter((part) => part.trim() !== '').join(', ') : '';
}

/** A searchable list of job buttons: each is one Tab stop and Enter picks it. */
export function JobPicker({ jobs, onPick, errorId }: JobPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const shown = withQuestionnaireFirst(jobs.filter((job) => matchesKeyword(job.title, search)));
  return (
    <div className="job-picker">
      <label className="form-label" htmlFor={`${id}-search`}>
        {INVITE_TEXTS.searchJobs}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-control"
        placeholder={INVITE_TEXTS.searchPlaceholder}
        value={search}
        maxLength={200}
        aria-describedby={errorId}
        aria-invalid={errorId !== undefined || undefined}
        aria-controls={shown.length > 0 ? `${id}-list` : undefined}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="visually-hidden" aria-live="polite">
        {shown.length === 0 ? INVITE_TEXTS.noJobs : INVITE_TEXTS.jobCount(shown.length)}
      </div>
      {shown.length === 0 ? (
        <p className="job-picker__empty">{INVITE_TEXTS.noJobs}</p>
      ) : (
        <ul id={`${id}-list`} className="job-picker__list" aria-label={INVITE_TEXTS.jobOptions}>
          {shown.map((job) => {
            const location = locationOf(job);
            return (
              <li key={job.id}>
                <button type="button" className="job-picker__option" onClick={() => onPick(job.id)}>
                  <span className="job-picker__title">{job.title}</span>
                  <span className="job-picker__meta">
                    {location}
                    {job.questionnaireId === null ? (
                      <span className="job-picker__hint"> · {INVITE_TEXTS.noQuestionnaireHint}</span>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
