import { statusBadge } from '../../shared/lib/recruiter/eligibility';

/** Spec §4 colours; the status is written out, so colour is never the only signal. */
export function JobStatusBadge({ status }: { status: string }) {
  return <span className={`badge text-bg-${statusBadge(status)} job-status-badge`}>{status}</span>;
}
