import type { MeResponse } from '@vi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { accountErrorMessage } from '../../shared/api/accounts/account-errors';
import { signOutEverywhere } from '../../shared/api/accounts/session';
import { putCompanySecurity } from '../../shared/api/accounts/team';
import { meQueryOptions } from '../../shared/api/recruiter/users';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { LanguageSection } from './language-section';
import { PasswordSection } from './password-section';
import { Outcome } from './settings-form';
import { SETTINGS_TEXTS as T } from './texts';
import { TwoFactorSection } from './two-factor-section';
import './account-settings.css';

/** GET /auth/me's second-factor fields (docs/accounts.md), absent from an older server. */
type MeWithTwoFactor = MeResponse & { twoFactorEnabled?: boolean; twoFactorRequired?: boolean };

/** The signed-in person's own account: password, two-step sign-in, sessions; admins: the company policy. */
export function AccountSettingsPage() {
  const { companyId, session } = useRecruiterIdentity();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const data: MeWithTwoFactor | undefined = me.data;
  const role = data?.role ?? session?.role ?? (data?.isAdmin === true ? 'admin' : undefined);
  const isAdmin = role === 'owner' || role === 'admin';
  const refreshMe = () => void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });

  return (
    <div className="account-settings">
      <h2>{T.title}</h2>
      <LanguageSection />
      <PasswordSection />
      <TwoFactorSection
        isEnabled={data?.twoFactorEnabled === true}
        isRequired={data?.twoFactorRequired === true}
        onChanged={refreshMe}
      />
      <SessionsSection />
      {isAdmin && data !== undefined && (
        <PolicySection
          key={String(data.twoFactorRequired)}
          companyId={companyId}
          initial={data.twoFactorRequired === true}
          onSaved={refreshMe}
        />
      )}
    </div>
  );
}

function SessionsSection() {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const end = async () => {
    setError('');
    try {
      await signOutEverywhere();
      await navigate('/sign-in', { replace: true });
    } catch (failure) {
      setError(accountErrorMessage(failure));
    }
  };
  return (
    <section aria-labelledby="account-sessions-title">
      <h3 id="account-sessions-title" className="h5">
        {T.sessions}
      </h3>
      <p>{T.sessionsIntro}</p>
      <Outcome status="" error={error} />
      <button type="button" className="btn btn-outline-danger" onClick={() => void end()}>
        {T.signOutEverywhere}
      </button>
    </section>
  );
}

function PolicySection({
  companyId,
  initial,
  onSaved,
}: {
  companyId: number;
  initial: boolean;
  onSaved: () => void;
}) {
  const [required, setRequired] = useState(initial);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    setError('');
    try {
      await putCompanySecurity(companyId, required);
      setStatus(T.policySaved);
      onSaved();
    } catch (failure) {
      setError(accountErrorMessage(failure));
    }
  };
  return (
    <section aria-labelledby="account-policy-title">
      <h3 id="account-policy-title" className="h5">
        {T.policy}
      </h3>
      <form noValidate onSubmit={(event) => void save(event)} aria-label={T.policy}>
        <div className="form-check">
          <input
            id="account-require-2fa"
            className="form-check-input"
            type="checkbox"
            checked={required}
            aria-describedby="account-require-2fa-help"
            onChange={(event) => setRequired(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="account-require-2fa">
            {T.requireTwoFactor}
          </label>
          <div id="account-require-2fa-help" className="form-text">
            {T.requireTwoFactorHelp}
          </div>
        </div>
        <Outcome status={status} error={error} />
        <div>
          <button type="submit" className="btn btn-primary">
            {T.savePolicy}
          </button>
        </div>
      </form>
    </section>
  );
}
