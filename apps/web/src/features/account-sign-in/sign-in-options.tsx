import { useState, type FormEvent } from 'react';
import {
  discoverSso,
  requestPasswordReset,
  requestSignInLink,
  ssoStartUrl,
} from '../../shared/api/accounts/session';
import { FormAlert, TextField } from './account-form';
import { ACCOUNT_TEXTS as T } from './texts';
import { useAccountForm } from './use-account-form';

type BackProps = { initialEmail: string; onBack: () => void };

/**
 * "Forgot password?" and "Email me a sign-in link": the answer is the same whether or not the account
 * exists, so the page cannot be used to find out who has one.
 */
export function EmailRequestForm({ kind, initialEmail, onBack }: BackProps & { kind: 'reset' | 'link' }) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const form = useAccountForm<'email'>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      await (kind === 'reset' ? requestPasswordReset(email) : requestSignInLink(email));
      setSent(true);
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={kind === 'reset' ? T.resetTitle : T.emailLink}>
      <TextField
        label={T.email}
        type="email"
        value={email}
        onChange={setEmail}
        error={form.errors.email}
        autoComplete="username"
      />
      <FormAlert message={form.formError} />
      <FormAlert tone="success" message={sent ? T.linkSent : null} />
      <div className="account-page__actions">
        <button type="submit" className="btn btn-primary" disabled={form.isBusy}>
          {kind === 'reset' ? T.sendResetLink : T.sendSignInLink}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          {T.back}
        </button>
      </div>
    </form>
  );
}

/** Finds the company whose single sign-on serves the work email, then hands the browser to its IdP. */
export function SsoForm({ initialEmail, onBack }: BackProps) {
  const [email, setEmail] = useState(initialEmail);
  const form = useAccountForm<'email'>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const companyId = await discoverSso(email.trim());
      if (companyId === null) {
        form.setFormError(T.noSso);
        return;
      }
      window.location.assign(ssoStartUrl(companyId));
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={T.sso}>
      <TextField
        label={T.workEmail}
        type="email"
        value={email}
        onChange={setEmail}
        error={form.errors.email}
        autoComplete="username"
      />
      <FormAlert message={form.formError} />
      <div className="account-page__actions">
        <button type="submit" className="btn btn-primary" disabled={form.isBusy}>
          {T.continue}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          {T.back}
        </button>
      </div>
    </form>
  );
}
