import type { Job } from '@vi/contracts';
import { TEAM_TEXTS as T } from './texts';

/** The jobs a reviewer sees, as checkboxes in a labelled group (keyboard: Tab and Space). */
export function JobChecklist({
  jobs,
  selected,
  onChange,
}: {
  jobs: readonly Job[];
  selected: readonly number[];
  onChange: (jobIds: number[]) => void;
}) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((jobId) => jobId !== id));
  return (
    <fieldset>
      <legend className="form-label fs-6">{T.jobs}</legend>
      <div className="team-dialog__jobs">
        {jobs.length === 0 && <p className="mb-0">{T.noJobs}</p>}
        {jobs.map((job) => (
          <div className="form-check" key={job.id}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`team-job-${job.id}`}
              checked={selected.includes(job.id)}
              onChange={(event) => toggle(job.id, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`team-job-${job.id}`}>
              {job.title}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
