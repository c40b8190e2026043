import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema, type WebhookEventType } from '@vi/contracts';

type OpenApiDocument = Extract<NonNullable<FastifyDynamicSwaggerOptions['openapi']>, { webhooks?: unknown }>;
type OpenApiWebhooks = NonNullable<OpenApiDocument['webhooks']>;

const SUMMARIES: Record<WebhookEventType, string> = {
  'invitation.created': 'An applicant was invited (single or bulk); carries the personal interview link',
  'interview.started': 'The applicant began answering',
  'interview.completed':
    'The applicant answered every question; carries the choice and written answers and the screening (knockouts hit)',
  'answer.transcribed': "An answer's transcript is final (done, failed, or unavailable without consent)",
  'answer.failed':
    'An answer accepted at Submit could not be processed (a damaged recording): its question is open again and the applicant is asked to record it anew',
  'interview.stage_changed': 'A recruiter moved the interview to another stage',
  'invitation.expired': 'The invitation’s deadline passed before the interview was completed',
  'interview.erased':
    'The interview’s personal data was erased (retention rule, the applicant’s or a recruiter’s request); delete your copies',
};

const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The delivery’s id (msg_…); the same on every attempt, so receivers can drop repeats.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'Seconds since 1970 when this attempt was signed; refuse ones far from now.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      'Standard Webhooks signatures, space-separated v1,<base64 HMAC-SHA256 of "id.timestamp.body"> (two for a day ' +
      'after a secret rotation). Verify with the standardwebhooks package: new Webhook(secret).verify(body, headers).',
    schema: { type: 'string' },
  },
];

/**
 * The `webhooks` section of the OpenAPI 3.1 document: one POST this server sends per event type, with
 * its signed headers and its body (from the same contracts the server builds the payloads with).
 */
export function webhookPayloadDocuments(): OpenApiWebhooks {
  // JSON Schema from zod is the document's own schema language in 3.1; only its static type differs.
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: SUMMARIES[type],
          tags: ['webhooks'],
          parameters: SIGNATURE_HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(webhookPayloadSchema(type), { target: 'draft-2020-12', io: 'output' }),
              },
            },
          },
          responses: {
            '200': {
              description: 'Any 2xx accepts the delivery; anything else (or no answer in time) is retried.',
            },
          },
        },
      },
    ]),
  ) as OpenApiWebhooks;
}
