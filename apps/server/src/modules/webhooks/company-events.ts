import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { WebhookEventTypeSchema, type WebhookEventData, type WebhookEventType } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { JobQueue } from '../../infra/queue/queue.js';
import { nowIso } from '../../lib/time.js';
import { deliverWebhookJob, webhookAttemptJobId } from './delivery-job.js';
import { newMessageId } from './webhook-signing.js';
import * as repo from './webhook.repository.js';

/** What every interview event carries; emitInterviewEvent fills it in from the interview's id. */
type InterviewRef = 'companyId' | 'interviewId' | 'jobId' | 'questionnaireId';
export type InterviewEventDetails<T extends WebhookEventType> = Omit<WebhookEventData<T>, InterviewRef>;

export interface CompanyEvents {
  /**
   * Hands an event to every endpoint of the company subscribed to it: one delivery each, sent through
   * the background queue. Never throws (webhook trouble must not undo what happened): failures are logged.
   * Call it after the change the event tells of has been committed.
   */
  emitCompanyEvent<T extends WebhookEventType>(
    companyId: number,
    type: T,
    data: WebhookEventData<T>,
  ): Promise<void>;
  /** The same for an event about one interview, its company, job and questionnaire read from its id. */
  emitInterviewEvent<T extends WebhookEventType>(
    type: T,
    applicationId: string,
    details: InterviewEventDetails<T>,
  ): Promise<void>;
}

const subscribes = (events: string, type: WebhookEventType): boolean => {
  const parsed = WebhookEventTypeSchema.array().safeParse(JSON.parse(events));
  return parsed.success && parsed.data.includes(type);
};

export function createCompanyEvents({
  db,
  queue,
  log,
}: {
  db: Kysely<DB>;
  queue: JobQueue;
  log: FastifyBaseLogger;
}): CompanyEvents {
  async function emit(companyId: number, type: WebhookEventType, data: object): Promise<void> {
    // A disabled endpoint (its creator's access ended) is sent nothing until an admin re-enables it.
    const endpoints = (await repo.listEndpoints(db, companyId)).filter(
      (e) => e.disabled_at === null && subscribes(e.events, type),
    );
    if (endpoints.length === 0) return;
    const timestamp = nowIso();
    const payload = JSON.stringify({ type, timestamp, data });
    for (const endpoint of endpoints) {
      const deliveryId = newMessageId();
      await repo.insertDelivery(db, {
        id: deliveryId,
        endpoint_id: endpoint.id,
        event_type: type,
        payload,
        status: 'pending',
        attempts: 0,
        next_attempt_at: timestamp,
        created_at: timestamp,
        updated_at: timestamp,
      });
      await queue.enqueue(
        deliverWebhookJob,
        { deliveryId, round: 1 },
        { jobId: webhookAttemptJobId(deliveryId, 1) },
      );
    }
  }

  const guarded = async (what: object, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      log.error({ err, ...what }, 'webhook event could not be queued');
    }
  };

  return {
    emitCompanyEvent(companyId, type, data) {
      return guarded({ companyId, type }, () => emit(companyId, type, data));
    },
    emitInterviewEvent(type, applicationId, details) {
      return guarded({ applicationId, type }, async () => {
        const ref = await repo.findInterviewRef(db, applicationId);
        if (!ref) return;
        await emit(ref.company_id, type, {
          companyId: ref.company_id,
          interviewId: ref.id,
          jobId: ref.job_id,
          questionnaireId: ref.questionnaire_id,
          ...details,
        });
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhook events of the companies (see emitCompanyEvent). */
    companyEvents: CompanyEvents;
  }
}
