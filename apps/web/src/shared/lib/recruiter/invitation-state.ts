import type { Interview } from '@vi/contracts';

type InvitationFacts = Pick<Interview, 'status' | 'deadline' | 'extensionRequest'>;

/** Past its deadline and not completed: the applicant's link shows the "expired" page (a completed one never expires). */
export function isInvitationExpired(interview: InvitationFacts, now: number = Date.now()): boolean {
  if (interview.status === 'Completed' || interview.deadline == null) return false;
  const deadline = Date.parse(interview.deadline);
  return Number.isFinite(deadline) && deadline <= now;
}

/** The applicant asked for more time and no recruiter has extended the deadline since. */
export function hasPendingExtensionRequest(interview: InvitationFacts): boolean {
  return interview.status !== 'Completed' && interview.extensionRequest != null;
}
