import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorCode } from '../../shared/api/accounts/account-errors';
import { isEmailSignInOffered, signIn } from '../../shared/api/accounts/session';
import { usePublicConfig } from '../../shared/api/public-config';
import { safeNextPath } from '../../shared/lib/next-path';
import { AccountPage, FormAlert, PasswordField, TextField } from './account-form';
import { EmailRequestForm, SsoForm } from './sign-in-options';
import { ACCOUNT_TEXTS as T } from './texts';
import { useAccountForm } from './use-account-form';

type Step = 'password' | 'second-factor' | 'reset' | 'link' | 'sso';

/**
 * Sign-in with email and password; a second step asks for the code when the account has two-step
 * sign-in. Afterwards the person goes to `?next=` when it is a page of this app, else to the home.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useAccountForm<'email' | 'password' | 'totp'>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const totp = step === 'second-factor' ? code : undefined;
    void form.submit(
      async () => {
        await signIn({ email, password, ...(totp === undefined ? {} : { totp }) });
        await navigate(safeNextPath(params.get('next')), { replace: true });
      },
      (error) => {
        if (step !== 'password' || errorCode(error) !== 'TOTP_REQUIRED') return false;
        setStep('second-factor');
        return true;
      },
    );
  };
  const back = () => {
    form.setFormError(null);
    form.setErrors({});
    setCode('');
    setStep('password');
  };

  if (step === 'reset' || step === 'link') {
    return (
      <AccountPage title={step === 'reset' ? T.resetTitle : T.emailLink}>
        <EmailRequestForm kind={step} initialEmail={email} onBack={back} />
      </AccountPage>
    );
  }
  if (step === 'sso') {
    return (
      <AccountPage title={T.sso}>
        <SsoForm initialEmail={email} onBack={back} />
      </AccountPage>
    );
  }
  if (step === 'second-factor') {
    return (
      <AccountPage title={T.secondFactorTitle}>
        <p id="second-factor-intro">{T.secondFactorIntro}</p>
        <form noValidate onSubmit={onSubmit} aria-label={T.secondFactorTitle}>
          <TextField
            label={T.secondFactorCode}
            value={code}
            onChange={setCode}
            error={form.errors.totp}
            autoComplete="one-time-code"
            inputMode="text"
          />
          <FormAlert message={form.formError} />
          <div className="account-page__actions">
            <button type="submit" className="btn btn-primary" disabled={form.isBusy}>
              {T.verify}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={back}>
              {T.back}
            </button>
          </div>
        </form>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={T.signInTitle}>
      <form noValidate onSubmit={onSubmit} aria-label={T.signInTitle}>
        <TextField
          label={T.email}
          type="email"
          value={email}
          onChange={setEmail}
          error={form.errors.email}
          autoComplete="username"
        />
        <PasswordField
          label={T.password}
          value={password}
          onChange={setPassword}
          error={form.errors.password}
          autoComplete="current-password"
        />
        <FormAlert message={form.formError} />
        <div className="account-page__actions">
          <button type="submit" className="btn btn-primary" disabled={form.isBusy}>
            {T.signIn}
          </button>
        </div>
      </form>
      <div className="account-page__more">
        <button type="button" className="btn btn-link p-0" onClick={() => setStep('reset')}>
          {T.forgotPassword}
        </button>
        {isEmailSignInOffered(config.config) && (
          <button type="button" className="btn btn-link p-0" onClick={() => setStep('link')}>
            {T.emailLink}
          </button>
        )}
        <button type="button" className="btn btn-link p-0" onClick={() => setStep('sso')}>
          {T.sso}
        </button>
      </div>
    </AccountPage>
  );
}
