import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ApiKey } from '@vi/contracts';
import { MessageDialog } from '../../shared/ui/message-dialog';
import { apiKeysQueryOptions, integrationKeys } from '../../shared/api/recruiter/integrations';
import { createApiKey, revokeApiKey } from '../../shared/api/recruiter/integrations-api';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { dateLocale } from '../../shared/lib/recruiter/dates';
import { SecretDialog } from './secret-dialog';
import { INTEGRATIONS_TEXTS as T } from './texts';

const when = (iso: string | null) => (iso === null ? T.never : new Date(iso).toLocaleString(dateLocale()));

/** Create a named key (shown once), list the keys that work, revoke one. */
export function ApiKeysSection({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQueryOptions(companyId));
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const ids = { name: useId(), error: useId() };
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys(companyId) });
  const create = useMutation({
    mutationFn: () => createApiKey(companyId, name),
    onMutate: () => setError(null),
    onSuccess: ({ key }) => {
      setName('');
      setNewKey(key);
      void refresh();
    },
    onError: (err) => setError(apiErrorMessage(err, T.failed)),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiKey(companyId, id),
    onSuccess: () => void refresh(),
    onError: (err) => setError(apiErrorMessage(err, T.failed)),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };

  return (
    <section className="integrations__section" aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">{T.apiKeysHeading}</h2>
      <p className="integrations__hint">{T.apiKeysIntro}</p>
      <form
        className="integrations__form integrations__form--inline"
        onSubmit={onSubmit}
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="integrations__field">
          <label htmlFor={ids.name}>{T.keyNameLabel}</label>
          <input
            id={ids.name}
            className="form-control"
            required
            maxLength={100}
            placeholder={T.keyNamePlaceholder}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending || name.trim() === ''}>
            {create.isPending ? T.creating : T.createKey}
          </button>
        </div>
      </form>
      {error && (
        <p id={ids.error} role="alert" className="integrations__error">
          {error}
        </p>
      )}
      {keys.isError && <p role="alert">{T.loadFailed}</p>}
      {keys.isSuccess && keys.data.length === 0 && <p className="integrations__hint">{T.noKeys}</p>}
      {keys.isSuccess && keys.data.length > 0 && (
        <div className="integrations__table-wrap" role="region" aria-label={T.keysCaption} tabIndex={0}>
          <table className="integrations__table">
            <caption className="visually-hidden">{T.keysCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.key}</th>
                <th scope="col">{T.created}</th>
                <th scope="col">{T.lastUsed}</th>
                <th scope="col">{T.createdBy}</th>
                <th scope="col">
                  <span className="visually-hidden">{T.revoke}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <tr key={key.id}>
                  <th scope="row" data-label={T.name}>
                    {key.name}
                  </th>
                  <td data-label={T.key}>
                    <code>{key.prefix}…</code>
                  </td>
                  <td data-label={T.created}>{when(key.createdAt)}</td>
                  <td data-label={T.lastUsed}>{when(key.lastUsedAt)}</td>
                  <td data-label={T.createdBy}>{key.createdBy.name}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      aria-label={T.revokeOf(key.name)}
                      onClick={() => setRevoking(key)}
                    >
                      {T.revoke}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SecretDialog
        id="api-key-secret"
        title={T.keyCreated}
        intro={T.keyIntro}
        secret={newKey}
        onClose={() => setNewKey(null)}
      />
      <MessageDialog
        id="revoke-api-key"
        show={revoking !== null}
        title={T.confirmRevokeTitle}
        message={T.confirmRevoke(revoking?.name ?? '')}
        onClose={() => setRevoking(null)}
        actions={[
          { label: T.cancel, variant: 'outline-secondary', onClick: () => setRevoking(null) },
          {
            label: T.revoke,
            variant: 'danger',
            onClick: () => {
              if (revoking) revoke.mutate(revoking.id);
              setRevoking(null);
            },
          },
        ]}
      />
    </section>
  );
}
