import { useState, type FormEvent } from 'react';
import { accountErrorMessage } from '../../shared/api/accounts/account-errors';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  type TotpSetup,
} from '../../shared/api/accounts/own-account';
import { FormField } from '../../shared/ui/form-field';
import { TextInput } from '../../shared/ui/text-input';
import { Outcome, PasswordRow } from './settings-form';
import { SETTINGS_TEXTS as T } from './texts';

type Stage =
  | { name: 'idle' }
  | { name: 'setting-up'; setup: TotpSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'turning-off' };

type TwoFactorSectionProps = {
  isEnabled: boolean;
  isRequired: boolean;
  /** After it was turned on or off: who-am-I is asked again. */
  onChanged: () => void;
};

/**
 * Two-step sign-in with an authenticator app: the secret as a link and as text (no QR code library is
 * part of the app), the recovery codes shown once, and turning it off with the password.
 */
export function TwoFactorSection({ isEnabled, isRequired, onChanged }: TwoFactorSectionProps) {
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  const attempt = async (action: () => Promise<void>) => {
    setIsBusy(true);
    setError('');
    setStatus('');
    try {
      await action();
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  };
  const begin = () =>
    attempt(async () => setStage({ name: 'setting-up', setup: await startTwoFactorSetup() }));
  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const codes = await enableTwoFactor(code.trim());
      setCode('');
      setStage({ name: 'codes', codes });
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      await disableTwoFactor(password);
      setPassword('');
      setStage({ name: 'idle' });
      setStatus(T.turnedOff);
      onChanged();
    });
  };
  const copyCodes = (codes: string[]) =>
    void navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <section aria-labelledby="account-2fa-title">
      <h3 id="account-2fa-title" className="h5">
        {T.twoFactor}
      </h3>
      {stage.name === 'codes' ? (
        <div className="d-flex flex-column gap-2">
          <h4 className="h6">{T.recoveryTitle}</h4>
          <p>{T.recoveryIntro}</p>
          <ul className="account-settings__codes" aria-label={T.recoveryTitle}>
            {stage.codes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => copyCodes(stage.codes)}
            >
              {T.copyCodes}
            </button>
            <span aria-live="polite">{copied ? T.copied : ''}</span>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setStage({ name: 'idle' });
                setCopied(false);
                onChanged();
              }}
            >
              {T.saved}
            </button>
          </div>
        </div>
      ) : stage.name === 'setting-up' ? (
        <form noValidate onSubmit={turnOn} aria-label={T.setUp}>
          <p className="mb-0">{T.setUpIntro}</p>
          <dl className="mb-0">
            <dt>{T.setupLink}</dt>
            <dd className="account-settings__secret">
              <a href={stage.setup.otpauthUrl}>{stage.setup.otpauthUrl}</a>
            </dd>
            <dt>{T.secret}</dt>
            <dd className="account-settings__secret">{stage.setup.secret}</dd>
          </dl>
          <FormField label={T.code} required>
            {(control) => (
              <TextInput
                id={control.id}
                value={code}
                onValueChange={setCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                invalid={error !== ''}
              />
            )}
          </FormField>
          <Outcome status="" error={error} />
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={isBusy}>
              {T.turnOn}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setStage({ name: 'idle' })}
            >
              {T.cancel}
            </button>
          </div>
        </form>
      ) : stage.name === 'turning-off' ? (
        <form noValidate onSubmit={turnOff} aria-label={T.turnOff}>
          <PasswordRow
            label={T.turnOffPassword}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <Outcome status="" error={error} />
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-danger" disabled={isBusy}>
              {T.turnOff}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setStage({ name: 'idle' })}
            >
              {T.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="d-flex flex-column gap-2 align-items-start">
          <p className="mb-0">
            {isEnabled ? T.twoFactorOn : isRequired ? T.twoFactorRequired : T.twoFactorOff}
          </p>
          <Outcome status={status} error={error} />
          {isEnabled ? (
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setStage({ name: 'turning-off' })}
            >
              {T.turnOff}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" disabled={isBusy} onClick={() => void begin()}>
              {T.setUp}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
