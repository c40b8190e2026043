import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookDelivery } from '@vi/contracts';
import { deliveriesQueryOptions, integrationKeys } from '../../shared/api/recruiter/integrations';
import { retryWebhookDelivery } from '../../shared/api/recruiter/integrations-api';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { dateLocale } from '../../shared/lib/recruiter/dates';
import { attemptLine, DELIVERY_STATUS_LABELS, eventLabel, INTEGRATIONS_TEXTS as T } from './texts';

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <ul className="integrations__attempts">
      {delivery.attempts.map((a) => (
        <li key={a.attempt}>{attemptLine(a.attempt, a.statusCode, a.responseMs, a.error)}</li>
      ))}
      {delivery.nextAttemptAt && <li>{T.nextAttempt(delivery.nextAttemptAt)}</li>}
    </ul>
  );
}

/** The endpoint's latest deliveries: event, status, every attempt (status code, milliseconds), Retry. */
export function WebhookDeliveries({
  companyId,
  webhookId,
  url,
}: {
  companyId: number;
  webhookId: string;
  url: string;
}) {
  const queryClient = useQueryClient();
  const deliveries = useQuery(deliveriesQueryOptions(companyId, webhookId));
  const [message, setMessage] = useState('');
  const retry = useMutation({
    mutationFn: (deliveryId: string) => retryWebhookDelivery(companyId, webhookId, deliveryId),
    onSuccess: () => {
      setMessage(T.retryQueued);
      void queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(companyId, webhookId) });
    },
    onError: (err) => setMessage(apiErrorMessage(err, T.failed)),
  });

  if (deliveries.isPending) return <p>…</p>;
  if (deliveries.isError) return <p role="alert">{T.loadFailed}</p>;
  if (deliveries.data.length === 0) return <p className="integrations__hint">{T.noDeliveries}</p>;
  return (
    <div
      className="integrations__table-wrap"
      role="region"
      aria-label={T.deliveriesCaption(url)}
      tabIndex={0}
    >
      <p aria-live="polite" className="integrations__hint">
        {message}
      </p>
      <table className="integrations__table">
        <caption className="visually-hidden">{T.deliveriesCaption(url)}</caption>
        <thead>
          <tr>
            <th scope="col">{T.event}</th>
            <th scope="col">{T.status}</th>
            <th scope="col">{T.attempts}</th>
            <th scope="col">
              <span className="visually-hidden">{T.retry}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((d) => (
            <tr key={d.id}>
              <th scope="row" data-label={T.event}>
                <span>
                  {eventLabel(d.eventType)}
                  <span className="integrations__muted">
                    {' '}
                    {new Date(d.createdAt).toLocaleString(dateLocale())}
                  </span>
                </span>
              </th>
              <td data-label={T.status}>
                <span className={`integrations__status integrations__status--${d.status}`}>
                  {DELIVERY_STATUS_LABELS[d.status]}
                </span>
              </td>
              <td data-label={T.attempts}>
                <Attempts delivery={d} />
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  disabled={retry.isPending}
                  aria-label={T.retryOf(
                    eventLabel(d.eventType),
                    new Date(d.createdAt).toLocaleString(dateLocale()),
                  )}
                  onClick={() => retry.mutate(d.id)}
                >
                  {T.retry}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
