import { InviteConflictReasonSchema, type InviteConflictReason } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { INVITE_MESSAGES, INVITE_TEXTS } from './texts';

function conflictReason(data: unknown): InviteConflictReason | undefined {
  if (typeof data !== 'object' || data === null || !('reason' in data)) return undefined;
  const reason = InviteConflictReasonSchema.safeParse(data.reason);
  return reason.success ? reason.data : undefined;
}

function conflictMessage(reason: InviteConflictReason): string {
  switch (reason) {
    case 'ALREADY_INVITED':
      return INVITE_MESSAGES.alreadyInvited;
    case 'ALREADY_IN_SYSTEM':
      return INVITE_MESSAGES.alreadyInSystem;
  }
}

/**
 * Spec §8 invite alerts. A 409 says why in `reason`: a second invite to the same job, or an email that
 * belongs to an applicant with another name. A 409 without a reason we know is the spec's "otherwise".
 */
export function inviteFailureMessage(error: unknown): string {
  if (!isAxiosError(error) || error.response?.status !== 409) return INVITE_TEXTS.failedOther;
  const reason = conflictReason(error.response.data);
  return reason === undefined ? INVITE_MESSAGES.alreadyProcessed : conflictMessage(reason);
}
