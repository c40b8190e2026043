import { useState, type FormEvent } from 'react';
import { accountErrorMessage, fieldErrors } from '../../shared/api/accounts/account-errors';
import { changePassword } from '../../shared/api/accounts/own-account';
import { Outcome, PasswordRow } from './settings-form';
import { SETTINGS_TEXTS as T } from './texts';

export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    setError('');
    setErrors({});
    if (next !== repeat) {
      setErrors({ repeat: T.passwordsDiffer });
      setError(T.passwordsDiffer);
      return;
    }
    setIsBusy(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setRepeat('');
      setStatus(T.passwordChanged);
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setError(accountErrorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section aria-labelledby="account-password-title">
      <h3 id="account-password-title" className="h5">
        {T.password}
      </h3>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={T.password}>
        <PasswordRow
          label={T.currentPassword}
          value={current}
          onChange={setCurrent}
          error={errors.currentPassword}
          autoComplete="current-password"
        />
        <PasswordRow
          label={T.newPassword}
          value={next}
          onChange={setNext}
          error={errors.newPassword}
          helperText={T.passwordHelp}
          autoComplete="new-password"
        />
        <PasswordRow
          label={T.repeatPassword}
          value={repeat}
          onChange={setRepeat}
          error={errors.repeat}
          autoComplete="new-password"
        />
        <Outcome status={status} error={error} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={isBusy}>
            {T.changePassword}
          </button>
        </div>
      </form>
    </section>
  );
}
