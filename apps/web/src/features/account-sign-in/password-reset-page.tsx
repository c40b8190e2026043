import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { confirmPasswordReset } from '../../shared/api/accounts/session';
import { errorStatus } from '../../shared/api/accounts/account-errors';
import { AccountPage, FormAlert, PasswordField } from './account-form';
import { ACCOUNT_TEXTS as T } from './texts';
import { useAccountForm } from './use-account-form';

/** The reset mail's link: a new password, typed twice; then the person signs in with it. */
export function PasswordResetPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [isDone, setIsDone] = useState(false);
  const form = useAccountForm<'password' | 'repeat'>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      form.setErrors({ repeat: T.passwordsDiffer });
      form.setFormError(T.passwordsDiffer);
      return;
    }
    void form.submit(
      async () => {
        await confirmPasswordReset(token, password);
        setIsDone(true);
      },
      (error) => {
        // Unknown, used or expired: the token, not the password, is what failed.
        if (errorStatus(error) !== 404 && errorStatus(error) !== 410) return false;
        form.setFormError(T.resetLinkInvalid);
        return true;
      },
    );
  };

  if (isDone) {
    return (
      <AccountPage title={T.newPasswordTitle}>
        <FormAlert tone="success" message={T.passwordSaved} />
        <Link to="/sign-in" className="btn btn-primary mt-3">
          {T.signIn}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={T.newPasswordTitle}>
      <form noValidate onSubmit={onSubmit} aria-label={T.newPasswordTitle}>
        <PasswordField
          label={T.newPassword}
          value={password}
          onChange={setPassword}
          error={form.errors.password}
          helperText={T.passwordHelp}
          autoComplete="new-password"
        />
        <PasswordField
          label={T.repeatPassword}
          value={repeat}
          onChange={setRepeat}
          error={form.errors.repeat}
          autoComplete="new-password"
        />
        <FormAlert message={form.formError} />
        <div className="account-page__actions">
          <button type="submit" className="btn btn-primary" disabled={form.isBusy}>
            {T.savePassword}
          </button>
          <Link to="/sign-in">{T.goToSignIn}</Link>
        </div>
      </form>
    </AccountPage>
  );
}
