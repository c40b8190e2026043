import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint, type WebhookEventType } from '@vi/contracts';
import { MessageDialog } from '../../shared/ui/message-dialog';
import { integrationKeys, webhooksQueryOptions } from '../../shared/api/recruiter/integrations';
import {
  createWebhook,
  deleteWebhook,
  rotateWebhookSecret,
} from '../../shared/api/recruiter/integrations-api';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { SecretDialog } from './secret-dialog';
import { eventLabel, INTEGRATIONS_TEXTS as T } from './texts';
import { WebhookDeliveries } from './webhook-deliveries';

type Shown = { title: string; intro: string; secret: string } | null;

function WebhookItem({
  companyId,
  endpoint,
  onSecret,
}: {
  companyId: number;
  endpoint: WebhookEndpoint;
  onSecret: (s: Shown) => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks(companyId) });
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(companyId, endpoint.id),
    onSuccess: ({ secret }) => {
      onSecret({ title: T.secretRotated, intro: T.rotatedIntro, secret });
      void refresh();
    },
    onError: (err) => setError(apiErrorMessage(err, T.failed)),
  });
  const remove = useMutation({
    mutationFn: () => deleteWebhook(companyId, endpoint.id),
    onSuccess: () => void refresh(),
    onError: (err) => setError(apiErrorMessage(err, T.failed)),
  });
  return (
    <li className="integrations__item">
      <p className="integrations__url">{endpoint.url}</p>
      <p className="integrations__muted">{endpoint.events.map(eventLabel).join(', ')}</p>
      <div className="integrations__actions">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? T.hideDeliveries : T.deliveries}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate()}
        >
          {T.rotate}
        </button>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setConfirming(true)}>
          {T.remove}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {open && <WebhookDeliveries companyId={companyId} webhookId={endpoint.id} url={endpoint.url} />}
      <MessageDialog
        id={`delete-webhook-${endpoint.id}`}
        show={confirming}
        title={T.confirmDeleteTitle}
        message={T.confirmDelete(endpoint.url)}
        onClose={() => setConfirming(false)}
        actions={[
          { label: T.cancel, variant: 'outline-secondary', onClick: () => setConfirming(false) },
          {
            label: T.remove,
            variant: 'danger',
            onClick: () => {
              setConfirming(false);
              remove.mutate();
            },
          },
        ]}
      />
    </li>
  );
}

/** Add an endpoint (URL and events), see the endpoints with their deliveries, rotate, delete. */
export function WebhooksSection({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const webhooks = useQuery(webhooksQueryOptions(companyId));
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['interview.completed']);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  const ids = { url: useId(), error: useId() };
  const add = useMutation({
    mutationFn: () => createWebhook(companyId, { url, events }),
    onMutate: () => setError(null),
    onSuccess: ({ secret }) => {
      setUrl('');
      setShown({ title: T.webhookAdded, intro: T.secretIntro, secret });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks(companyId) });
    },
    onError: (err) => setError(apiErrorMessage(err, T.failed)),
  });
  const toggle = (event: WebhookEventType) =>
    setEvents((current) =>
      current.includes(event) ? current.filter((e) => e !== event) : [...current, event],
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };

  return (
    <section className="integrations__section" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">{T.webhooksHeading}</h2>
      <p className="integrations__hint">{T.webhooksIntro}</p>
      <form
        className="integrations__form"
        onSubmit={onSubmit}
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="integrations__field">
          <label htmlFor={ids.url}>{T.urlLabel}</label>
          <input
            id={ids.url}
            type="url"
            className="form-control"
            required
            placeholder={T.urlPlaceholder}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <fieldset className="integrations__events">
          <legend>{T.eventsLegend}</legend>
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <label key={event} className="integrations__check">
              <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />{' '}
              {eventLabel(event)}
            </label>
          ))}
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary" disabled={add.isPending || events.length === 0}>
            {add.isPending ? T.adding : T.addWebhook}
          </button>
        </div>
        {error && (
          <p id={ids.error} role="alert" className="integrations__error">
            {error}
          </p>
        )}
      </form>
      {webhooks.isError && <p role="alert">{T.loadFailed}</p>}
      {webhooks.isSuccess && webhooks.data.length === 0 && (
        <p className="integrations__hint">{T.noWebhooks}</p>
      )}
      {webhooks.isSuccess && webhooks.data.length > 0 && (
        <ul className="integrations__list">
          {webhooks.data.map((endpoint) => (
            <WebhookItem key={endpoint.id} companyId={companyId} endpoint={endpoint} onSecret={setShown} />
          ))}
        </ul>
      )}
      <SecretDialog
        id="webhook-secret"
        title={shown?.title ?? ''}
        intro={shown?.intro ?? ''}
        secret={shown?.secret ?? null}
        onClose={() => setShown(null)}
      />
    </section>
  );
}
