import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState, type FormEvent } from 'react';
import { ASSIGNABLE_ROLES, type ErrorResponse, type SsoConfig } from '@vi/contracts';
import { ssoConfigQueryOptions, useSaveSsoConfig } from '../../shared/api/accounts/sso';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { FormField, type FieldControlProps } from '../../shared/ui/form-field';
import { domainsOf, draftFrom, fieldErrorsOf, requestFrom, type SsoDraft, type SsoField } from './sso-draft';
import { SSO_ROLE_LABELS, SSO_TEXTS as T } from './texts';
import '../../shared/ui/buttons.css';
import './sso-settings.css';

/**
 * The company's single sign-on (GET/PUT /company/{id}/sso), for owners and admins: the identity
 * provider's issuer and client, which email domains may sign in, and the role new members get.
 */
export function SsoSettingsPage() {
  const { companyId } = useRecruiterIdentity();
  const query = useQuery(ssoConfigQueryOptions(companyId));
  return (
    <div className="sso-settings">
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      {query.isPending && <p role="status">{T.loading}</p>}
      {query.isError && (
        <div role="alert">
          <p>{apiErrorMessage(query.error, T.loadFailed)}</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
            {T.retry}
          </button>
        </div>
      )}
      {query.isSuccess && <SsoForm companyId={companyId} config={query.data} />}
    </div>
  );
}

type Problems = Partial<Record<SsoField, string>>;

/** What a control takes of FormField's wiring, with Bootstrap's invalid look. */
const wiring = (control: FieldControlProps, base: string) => ({
  id: control.id,
  required: control.required,
  'aria-invalid': control['aria-invalid'],
  'aria-describedby': control['aria-describedby'],
  className: `${base}${control.invalid ? ' is-invalid' : ''}`,
});

function localProblems(draft: SsoDraft, config: SsoConfig | null): Problems {
  const problems: Problems = {};
  if (!draft.issuer.trim()) problems.issuer = T.required;
  if (!draft.clientId.trim()) problems.clientId = T.required;
  if (domainsOf(draft.allowedDomains).length === 0) problems.allowedDomains = T.domainsRequired;
  // A first save needs a secret: a confidential client cannot exchange codes without one.
  if (!config?.hasClientSecret && !draft.clientSecret) problems.clientSecret = T.required;
  return problems;
}

function SsoForm({ companyId, config }: { companyId: number; config: SsoConfig | null }) {
  const [draft, setDraft] = useState<SsoDraft>(() => draftFrom(config));
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveSsoConfig(companyId);
  const set = <K extends keyof SsoDraft>(key: K, value: SsoDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local = localProblems(draft, config);
    setProblems(local);
    setStatus(null);
    if (Object.keys(local).length > 0) return;
    save.mutate(requestFrom(draft), {
      onSuccess: () => {
        setDraft((d) => ({ ...d, clientSecret: '' }));
        setStatus({ ok: true, text: T.saved });
      },
      onError: (err) => {
        const data = isAxiosError<ErrorResponse>(err) ? err.response?.data : undefined;
        setProblems(fieldErrorsOf(data?.fields));
        setStatus({ ok: false, text: apiErrorMessage(err, T.saveFailed) });
      },
    });
  };

  // Before the first save the server has no settings to send it with; the IdP needs it first, though (the
  // client is registered with it), so it is built as the server builds it: PUBLIC_URL is this address.
  const redirectUri =
    save.data?.redirectUri ??
    config?.redirectUri ??
    `${window.location.origin}/api/v1/auth/sso/${companyId}/callback`;
  const hasSecret = save.data?.hasClientSecret ?? config?.hasClientSecret ?? false;

  return (
    <form className="sso-settings__form" onSubmit={onSubmit} noValidate>
      <RedirectUri value={redirectUri} />
      <div className="form-check form-switch">
        <input
          id="sso-enabled"
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={draft.enabled}
          onChange={(e) => set('enabled', e.target.checked)}
        />
        <label className="form-check-label" htmlFor="sso-enabled">
          {T.enabled}
        </label>
      </div>
      <FormField label={T.issuer} required helperText={T.issuerHelp} error={problems.issuer}>
        {(control) => (
          <input
            {...wiring(control, 'form-control')}
            type="url"
            maxLength={500}
            value={draft.issuer}
            onChange={(e) => set('issuer', e.target.value)}
          />
        )}
      </FormField>
      <FormField label={T.clientId} required error={problems.clientId}>
        {(control) => (
          <input
            {...wiring(control, 'form-control')}
            maxLength={500}
            value={draft.clientId}
            onChange={(e) => set('clientId', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={T.clientSecret}
        required={!hasSecret}
        helperText={hasSecret ? T.clientSecretStored : T.clientSecretNew}
        error={problems.clientSecret}
      >
        {(control) => (
          <input
            {...wiring(control, 'form-control')}
            type="password"
            autoComplete="new-password"
            maxLength={2000}
            placeholder={hasSecret ? '••••••••' : undefined}
            value={draft.clientSecret}
            onChange={(e) => set('clientSecret', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={T.allowedDomains}
        required
        helperText={T.allowedDomainsHelp}
        error={problems.allowedDomains}
      >
        {(control) => (
          <textarea
            {...wiring(control, 'form-control')}
            rows={3}
            value={draft.allowedDomains}
            onChange={(e) => set('allowedDomains', e.target.value)}
          />
        )}
      </FormField>
      <FormField label={T.defaultRole} helperText={T.defaultRoleHelp} error={problems.defaultRole}>
        {(control) => (
          <select
            {...wiring(control, 'form-select')}
            value={draft.defaultRole}
            onChange={(e) => set('defaultRole', e.target.value as SsoDraft['defaultRole'])}
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {SSO_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'text-success' : 'text-danger'}>
          {status.text}
        </p>
      )}
      <ButtonWithSpinner type="submit" text={T.save} isLoading={save.isPending} />
    </form>
  );
}

function RedirectUri({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    setCopied(true);
  };
  return (
    <div className="sso-settings__redirect">
      <label htmlFor="sso-redirect-uri" className="form-label">
        {T.redirectUriLabel}
      </label>
      <div className="input-group">
        <input
          id="sso-redirect-uri"
          className="form-control"
          readOnly
          value={value}
          aria-describedby="sso-redirect-help"
        />
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
          {copied ? T.copied : T.copy}
        </button>
      </div>
      <p id="sso-redirect-help" className="form-text">
        {T.redirectUriHelp}
      </p>
    </div>
  );
}
