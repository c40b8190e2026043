import type { FastifyBaseLogger } from 'fastify';
import type { CompanyEvents } from '../webhooks/index.js';

/** An invitation whose deadline has just passed with the interview not completed. */
export interface ExpiredInvitation {
  id: string;
  guid: string;
  companyId: number;
  jobId: number;
  deadline: string;
}

/**
 * The one place an expiry is announced. The scheduler calls it once per application and deadline (its
 * unique notice row decides which process does), after the deadline passed; an extension followed by
 * another expiry calls it again for the new deadline.
 *
 * It tells the company's webhooks (`invitation.expired`), so the event goes out exactly once per expiry.
 */
export async function onInvitationExpired(
  application: ExpiredInvitation,
  { log, events }: { log: FastifyBaseLogger; events: CompanyEvents },
): Promise<void> {
  log.info(
    { applicationId: application.id, companyId: application.companyId, deadline: application.deadline },
    'invitation expired',
  );
  await events.emitInterviewEvent('invitation.expired', application.id, { deadline: application.deadline });
}
