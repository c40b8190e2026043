import { useState } from 'react';
import { accountErrorMessage, fieldErrors } from '../../shared/api/accounts/account-errors';

/**
 * A form's refusal from the server: messages on the fields it names, and one sentence for the whole form
 * (announced), so nobody has to find a red field to learn what went wrong.
 */
export function useAccountForm<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  /** Runs `action` once at a time; a refusal is spread over the fields and the form's alert. */
  async function submit(action: () => Promise<void>, onError?: (error: unknown) => boolean): Promise<void> {
    if (isBusy) return;
    setIsBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await action();
    } catch (error) {
      if (onError?.(error) !== true) {
        setErrors(fieldErrors(error) as Partial<Record<Field, string>>);
        setFormError(accountErrorMessage(error));
      }
    } finally {
      setIsBusy(false);
    }
  }

  return { errors, setErrors, formError, setFormError, isBusy, submit };
}
