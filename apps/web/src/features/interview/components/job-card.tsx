import type { PublicJob } from '@vi/contracts';
import { lazy, Suspense, useState } from 'react';
import { hasHtml, SafeHtml } from '../../../shared/ui/safe-html';
import { Spinner } from '../../../shared/ui/spinner';
import { formatFirstLocation } from './job-format';
import { JOB_TEXTS } from './texts';
import './buttons.css';
import './job-card.css';

// The modal (react-bootstrap's Modal) is only needed once asked for; it stays out of the first load.
const JobDetailsModal = lazy(() =>
  import('./job-details-modal').then((module) => ({ default: module.JobDetailsModal })),
);

type JobCardProps = {
  job: PublicJob | undefined;
  loading: boolean;
  /**
   * A header-sized card on a phone (the question screen): title, facts on one line and Job Details; the
   * description is in the modal there. From the md breakpoint up it is the full card.
   */
  compact?: boolean;
};

/**
 * Spec "Job card": title, company, first location, industry, sanitised description, and the details modal.
 * The job's own words are in the recruiter's language, not the interface's: on a right-to-left page an
 * English title keeps its punctuation in place (`<bdi>`, aligned with the page) and its description reads
 * left to right (`dir="auto"`), and the reverse.
 */
export function JobCard({ job, loading, compact = false }: JobCardProps) {
  const [isDetailsOpen, setIsDetailsOpen] = useState(false);
  const [hasOpenedDetails, setHasOpenedDetails] = useState(false);

  if (loading) {
    return (
      <div className="job-card job-card--state">
        <Spinner label={JOB_TEXTS.loadingJob} />
      </div>
    );
  }
  if (!job) {
    return (
      <div className="job-card job-card--state">
        <p className="job-card__empty">{JOB_TEXTS.noJob}</p>
      </div>
    );
  }

  return (
    <article className={compact ? 'job-card job-card--compact' : 'job-card'} aria-labelledby="job-card-title">
      <div className="job-card__head">
        <h2 id="job-card-title" className="job-card__title">
          <bdi>{job.title}</bdi>
        </h2>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => {
            setHasOpenedDetails(true);
            setIsDetailsOpen(true);
          }}
        >
          {JOB_TEXTS.viewDetails}
        </button>
      </div>
      <dl className="job-card__facts">
        <div>
          <dt>{JOB_TEXTS.company}</dt>
          <dd>
            <bdi>{job.companyName}</bdi>
          </dd>
        </div>
        <div>
          <dt>{JOB_TEXTS.location}</dt>
          <dd>
            <bdi>{formatFirstLocation(job.locations)}</bdi>
          </dd>
        </div>
        {job.industry && (
          <div>
            <dt>{JOB_TEXTS.industry}</dt>
            <dd>
              <bdi>{job.industry}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {hasHtml(job.description) && (
        <SafeHtml className="job-card__description" html={job.description} dir="auto" />
      )}
      {hasOpenedDetails && (
        <Suspense fallback={<Spinner fullScreen label={JOB_TEXTS.loadingJob} />}>
          <JobDetailsModal job={job} show={isDetailsOpen} onHide={() => setIsDetailsOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
