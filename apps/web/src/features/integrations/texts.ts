import type { WebhookDeliveryStatus, WebhookEventType } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-integrations.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import { dateLocale } from '../../shared/lib/recruiter/dates';

const INTEGRATIONS = recruiterNamespace('recruiter-integrations', english);

/** How a key is sent: code, the same in every language. */
const BEARER_HEADER = 'Authorization: Bearer <key>';

/** Texts of the integrations screen (webhooks, API keys), in the recruiter's language. */
export const INTEGRATIONS_TEXTS = recruiterTexts(INTEGRATIONS, 'integrations', {
  confirmDelete: (url: string) => INTEGRATIONS.t('integrations.confirmDelete', { url }),
  deliveriesCaption: (url: string) => INTEGRATIONS.t('integrations.deliveriesCaption', { url }),
  retryOf: (event: string, at: string) => INTEGRATIONS.t('integrations.retryOf', { event, at }),
  attemptAnswered: (attempt: number, code: number, ms: number) =>
    INTEGRATIONS.t('integrations.attemptAnswered', { attempt, code, ms }),
  attemptNoAnswer: (attempt: number, ms: number) =>
    INTEGRATIONS.t('integrations.attemptNoAnswer', { attempt, ms }),
  nextAttempt: (at: string) =>
    INTEGRATIONS.t('integrations.nextAttempt', { at: new Date(at).toLocaleString(dateLocale()) }),
  get apiKeysIntro() {
    return INTEGRATIONS.t('integrations.apiKeysIntro', { header: BEARER_HEADER });
  },
  revokeOf: (name: string) => INTEGRATIONS.t('integrations.revokeOf', { name }),
  confirmRevoke: (name: string) => INTEGRATIONS.t('integrations.confirmRevoke', { name }),
});

/** One delivery attempt: its number, the status code (or no answer), the time taken, the error if any. */
export function attemptLine(attempt: number, code: number | null, ms: number, error: string | null): string {
  const T = INTEGRATIONS_TEXTS;
  const line = code === null ? T.attemptNoAnswer(attempt, ms) : T.attemptAnswered(attempt, code, ms);
  return error ? `${line} (${error})` : line;
}

const EVENT_NAMES = recruiterTexts(INTEGRATIONS, 'webhookEvents');

/** A webhook event's name (`interview.completed` is the catalogue's `interview_completed`). */
export const eventLabel = (type: WebhookEventType): string =>
  EVENT_NAMES[type.replace('.', '_') as keyof typeof EVENT_NAMES];

export const DELIVERY_STATUS_LABELS: Readonly<Record<WebhookDeliveryStatus, string>> = recruiterTexts(
  INTEGRATIONS,
  'deliveryStatus',
);
