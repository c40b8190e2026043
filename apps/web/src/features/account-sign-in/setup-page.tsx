import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountErrorMessage, errorCode } from '../../shared/api/accounts/account-errors';
import { postSetup, setupStatusQueryOptions } from '../../shared/api/accounts/setup';
import { DEFAULT_AFTER_SIGN_IN } from '../../shared/lib/next-path';
import { Spinner } from '../../shared/ui/spinner';
import { AccountPage, FormAlert, PasswordField, TextField } from './account-form';
import { ACCOUNT_TEXTS as T } from './texts';
import { useAccountForm } from './use-account-form';

type Field = 'setupCode' | 'companyName' | 'name' | 'email' | 'password';

/** The first run: the set-up code from the server log creates the company and its owner. */
export function SetupPage() {
  const status = useQuery(setupStatusQueryOptions());
  const navigate = useNavigate();
  const form = useAccountForm<Field>();
  const [values, setValues] = useState<Record<Field, string>>({
    setupCode: '',
    companyName: '',
    name: '',
    email: '',
    password: '',
  });
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  if (status.isPending) return <Spinner label={T.loading} />;
  if (status.data?.needed === false) {
    return (
      <AccountPage title={T.setupTitle}>
        <p>{T.setupDone}</p>
        <Link to="/sign-in" className="btn btn-primary">
          {T.goToSignIn}
        </Link>
      </AccountPage>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      async () => {
        await postSetup(values);
        await navigate(DEFAULT_AFTER_SIGN_IN);
      },
      (error) => {
        // A wrong code is a 403 without field paths: its message belongs beside the code's field.
        if (errorCode(error) !== 'INVALID_SETUP_CODE') return false;
        form.setErrors({ setupCode: accountErrorMessage(error) });
        form.setFormError(accountErrorMessage(error));
        return true;
      },
    );
  };

  return (
    <AccountPage title={T.setupTitle}>
      <p>{T.setupIntro}</p>
      <form noValidate onSubmit={onSubmit} aria-label={T.setupTitle}>
        <TextField
          label={T.setupCode}
          value={values.setupCode}
          onChange={set('setupCode')}
          error={form.errors.setupCode}
          helperText={T.setupCodeHelp}
          autoComplete="off"
        />
        <TextField
          label={T.companyName}
          value={values.companyName}
          onChange={set('companyName')}
          error={form.errors.companyName}
          autoComplete="organization"
        />
        <TextField
          label={T.yourName}
          value={values.name}
          onChange={set('name')}
          error={form.errors.name}
          autoComplete="name"
        />
        <TextField
          label={T.email}
          type="email"
          value={values.email}
          onChange={set('email')}
          error={form.errors.email}
          autoComplete="email"
        />
        <PasswordField
          label={T.password}
          value={values.password}
          onChange={set('password')}
          error={form.errors.password}
          helperText={T.passwordHelp}
          autoComplete="new-password"
        />
        <FormAlert message={form.formError} />
        <div className="account-page__actions">
          <button type="submit" className="btn btn-primary" disabled={form.isBusy}>
            {T.createAccount}
          </button>
        </div>
      </form>
    </AccountPage>
  );
}
