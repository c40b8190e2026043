import type { Job } from '@vi/contracts';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { candidatesPath } from '../../shared/lib/recruiter/pipeline-filters';
import { formatLocations } from './job-actions';
import { JobStatusBadge } from './status-badge';
import { PANEL_TEXTS } from './texts';

type JobDetailsProps = {
  job: Job;
  headingId: string;
  /** The row's action button, so the job can be attached or detached from here too. */
  action: ReactNode;
  /** 'View candidates' leaves the panel for the Interviews tab: the panel closes first. */
  onViewCandidates?: () => void;
};

/** Job HTML comes from the company's ATS: sanitised again here, whatever the server did. */
function SafeHtml({ html }: { html: string | null }) {
  const clean = html === null ? '' : DOMPurify.sanitize(html);
  if (clean.trim() === '') return <p>{PANEL_TEXTS.notProvided}</p>;
  return <div className="job-details__html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function JobDetails({ job, headingId, action, onViewCandidates }: JobDetailsProps) {
  const locations = formatLocations(job);
  const created = formatCreatedDate(job.created);
  return (
    <article className="job-details" aria-labelledby={headingId}>
      <div className="job-details__head">
        <h3 id={headingId} className="h4 mb-1">
          {job.title}
        </h3>
        {action}
      </div>
      <p className="mb-0">
        <Link
          to={candidatesPath({ jobId: job.id })}
          className="btn btn-outline-primary btn-sm"
          onClick={onViewCandidates}
        >
          {PANEL_TEXTS.viewCandidates}
        </Link>
      </p>
      <dl className="job-details__facts">
        <Field label={PANEL_TEXTS.status}>
          <JobStatusBadge status={job.status} />
        </Field>
        <Field label={PANEL_TEXTS.locations}>{locations || PANEL_TEXTS.locationUnknown}</Field>
        {job.requisitionName ? <Field label={PANEL_TEXTS.requisition}>{job.requisitionName}</Field> : null}
        {created ? <Field label={PANEL_TEXTS.created}>{created}</Field> : null}
        {job.jobFunction ? <Field label={PANEL_TEXTS.jobFunction}>{job.jobFunction}</Field> : null}
        {job.industry ? <Field label={PANEL_TEXTS.industry}>{job.industry}</Field> : null}
        {job.companyName ? <Field label={PANEL_TEXTS.company}>{job.companyName}</Field> : null}
        {job.contactEmail ? (
          <Field label={PANEL_TEXTS.contactEmail}>
            <a href={`mailto:${job.contactEmail}`}>{job.contactEmail}</a>
          </Field>
        ) : null}
        {job.applyUrl && /^https?:\/\//i.test(job.applyUrl) ? (
          <Field label={PANEL_TEXTS.applyUrl}>
            <a href={job.applyUrl} target="_blank" rel="noopener noreferrer">
              {job.applyUrl}
            </a>
          </Field>
        ) : null}
      </dl>
      <section>
        <h4 className="h6">{PANEL_TEXTS.description}</h4>
        <SafeHtml html={job.description} />
      </section>
      {job.roleDescription ? (
        <section>
          <h4 className="h6">{PANEL_TEXTS.roleDescription}</h4>
          <p>{job.roleDescription}</p>
        </section>
      ) : null}
      {job.responsibilities.length > 0 ? (
        <section>
          <h4 className="h6">{PANEL_TEXTS.responsibilities}</h4>
          <ul>
            {job.responsibilities.map((item, index) => (
              // Responsibilities may repeat, so the index keeps keys unique.
              <li key={`${index}-${item}`}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {job.skills ? (
        <section>
          <h4 className="h6">{PANEL_TEXTS.skills}</h4>
          <p>{job.skills}</p>
        </section>
      ) : null}
      <section>
        <h4 className="h6">{PANEL_TEXTS.requirements}</h4>
        <SafeHtml html={job.requirements} />
      </section>
    </article>
  );
}
