import { z } from 'zod';
import { MEDIA_FAILURE_REASONS } from './answer-media.schema.js';
import { DeletionReasonSchema } from './privacy.schema.js';
import { QuestionAnswerSchema, ScreeningSchema } from './question-answer.schema.js';
import { InterviewStageSchema } from './review.schema.js';

/** The events a company's endpoints can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'invitation.created',
  'interview.started',
  'interview.completed',
  'answer.transcribed',
  'answer.failed',
  'interview.stage_changed',
  'invitation.expired',
  'interview.erased',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

export const WEBHOOK_LIMITS = { urlMaxLength: 2000, endpointsPerCompany: 20 } as const;

/** What every event says about its interview. */
const InterviewRefShape = {
  companyId: z.number().int(),
  interviewId: z.string(),
  jobId: z.number().int(),
  questionnaireId: z.string().nullable(),
};

/** Each event's `data`, by type. */
export const WEBHOOK_EVENT_DATA_SCHEMAS = {
  'invitation.created': z.object({
    ...InterviewRefShape,
    applicationGuid: z.string(),
    interviewUrl: z.string(),
    applicant: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  }),
  'interview.started': z.object({ ...InterviewRefShape, startedAt: z.string() }),
  /**
   * `answers`: the answers that are not recordings (choices with their labels, written texts, skips), in
   * question order; recorded answers follow as `answer.transcribed`. `screening`: whether a chosen option
   * was a knockout, and which. Information for a person to decide on, never a rejection (docs/questions.md).
   */
  'interview.completed': z.object({
    ...InterviewRefShape,
    completedAt: z.string(),
    answers: z.array(QuestionAnswerSchema.extend({ questionText: z.string() })),
    screening: ScreeningSchema,
  }),
  'answer.transcribed': z.object({
    ...InterviewRefShape,
    answerId: z.string(),
    questionId: z.string(),
    transcriptionStatus: z.enum(['done', 'failed', 'unavailable']),
    text: z.string().nullable(),
  }),
  /**
   * A take accepted at Submit that the media job could not use: the question is open again and the
   * applicant is asked (by mail when one can be sent) to record it anew.
   */
  'answer.failed': z.object({
    ...InterviewRefShape,
    answerId: z.string(),
    questionId: z.string(),
    reason: z.enum(MEDIA_FAILURE_REASONS),
    /** The reason in plain words, as the recruiter and the applicant read it. */
    message: z.string(),
    failedAt: z.string(),
  }),
  'interview.stage_changed': z.object({
    ...InterviewRefShape,
    from: InterviewStageSchema,
    to: InterviewStageSchema,
  }),
  'invitation.expired': z.object({ ...InterviewRefShape, deadline: z.string().nullable() }),
  /** Never names the applicant: receivers should delete what they keep of this interview. */
  'interview.erased': z.object({
    ...InterviewRefShape,
    deletedAt: z.string(),
    reason: DeletionReasonSchema,
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA_SCHEMAS)[T]>;

/** The body of a delivery (the Standard Webhooks envelope): the event type, when it happened, its data. */
export const webhookPayloadSchema = <T extends WebhookEventType>(type: T) =>
  z.object({ type: z.literal(type), timestamp: z.string(), data: WEBHOOK_EVENT_DATA_SCHEMAS[type] });

export const CreateWebhookBodySchema = z.object({
  url: z.string().trim().min(1, 'Please enter the endpoint URL').max(WEBHOOK_LIMITS.urlMaxLength),
  events: z
    .array(WebhookEventTypeSchema)
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBodySchema>;

/** The signing secret is in this answer (and a rotation's) only. */
export const WebhookSecretResponseSchema = z.object({ id: z.string(), secret: z.string() });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponseSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  createdAt: z.string(),
  secretRotatedAt: z.string().nullable(),
  /** Who made it (null when that user is gone); its deliveries stop when their access ends. */
  createdBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  /** Set while the endpoint delivers nothing (its creator's access ended); an admin re-enables it. */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
/** PATCH .../webhooks/{id}: an admin re-enables a disabled endpoint. */
export const PatchWebhookBodySchema = z.object({ enabled: z.literal(true) });
export type PatchWebhookBody = z.infer<typeof PatchWebhookBodySchema>;
export const WebhookEndpointListSchema = z.array(WebhookEndpointSchema);

export const WebhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;

export const WebhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused address, time-out, network). */
  statusCode: z.number().int().nullable(),
  responseMs: z.number().int(),
  error: z.string().nullable(),
  /** True for a redelivery asked for by hand. */
  manual: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  /** Also the `webhook-id` header: the same for every attempt of one delivery. */
  id: z.string(),
  eventType: WebhookEventTypeSchema,
  status: WebhookDeliveryStatusSchema,
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.array(WebhookDeliverySchema);

export const WebhookParamsSchema = z.object({
  companyId: z.coerce.number().int().positive(),
  webhookId: z.string().max(64),
});
export const WebhookDeliveryParamsSchema = WebhookParamsSchema.extend({ deliveryId: z.string().max(64) });
