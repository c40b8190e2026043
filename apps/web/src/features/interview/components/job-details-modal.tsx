import type { PublicJob } from '@vi/contracts';
import Modal from 'react-bootstrap/Modal';
import { hasHtml, SafeHtml } from '../../../shared/ui/safe-html';
import { formatSkills } from './job-format';
import { JOB_TEXTS } from './texts';
import './modal.css';

type JobDetailsModalProps = {
  job: PublicJob;
  show: boolean;
  onHide: () => void;
};

/** Spec "Job card and Job Details modal": About the Role, Responsibilities, Required Skills, Job Requirements. */
export function JobDetailsModal({ job, show, onHide }: JobDetailsModalProps) {
  const skills = formatSkills(job.skills);
  const roleDescription = job.roleDescription?.trim() ?? '';

  return (
    <Modal show={show} onHide={onHide} size="lg" scrollable aria-labelledby="job-details-title">
      <Modal.Header closeButton closeLabel={JOB_TEXTS.close}>
        <Modal.Title id="job-details-title" as="h2">
          <bdi>{job.title}</bdi>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="job-details">
        <section aria-labelledby="job-details-about">
          <h3 id="job-details-about">{JOB_TEXTS.aboutTheRole}</h3>
          <p dir="auto">{roleDescription || JOB_TEXTS.notProvided}</p>
        </section>
        <section aria-labelledby="job-details-responsibilities">
          <h3 id="job-details-responsibilities">{JOB_TEXTS.responsibilities}</h3>
          {job.responsibilities.length > 0 ? (
            <ul dir="auto">
              {job.responsibilities.map((item, index) => (
                // Responsibilities may repeat, so the index keeps keys unique.
                <li key={`${index}-${item}`}>{item}</li>
              ))}
            </ul>
          ) : (
            <p>{JOB_TEXTS.notProvided}</p>
          )}
        </section>
        <section aria-labelledby="job-details-skills">
          <h3 id="job-details-skills">{JOB_TEXTS.requiredSkills}</h3>
          <p dir="auto">{skills || JOB_TEXTS.notProvided}</p>
        </section>
        <section aria-labelledby="job-details-requirements">
          <h3 id="job-details-requirements">{JOB_TEXTS.jobRequirements}</h3>
          {hasHtml(job.requirements) ? (
            <SafeHtml className="job-details__html" html={job.requirements} dir="auto" />
          ) : (
            <p>{JOB_TEXTS.notProvided}</p>
          )}
        </section>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onHide}>
          {JOB_TEXTS.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
