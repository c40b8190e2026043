import type { ReactNode } from 'react';
import { FormField } from '../../shared/ui/form-field';
import { PasswordInput } from '../../shared/ui/password-input';

/** A labelled password field whose error is tied to it. */
export function PasswordRow(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: ReactNode;
  autoComplete: string;
}) {
  return (
    <FormField label={props.label} required error={props.error} helperText={props.helperText}>
      {(control) => (
        <PasswordInput
          id={control.id}
          value={props.value}
          onValueChange={props.onChange}
          autoComplete={props.autoComplete}
          invalid={control.invalid}
          aria-describedby={control['aria-describedby']}
        />
      )}
    </FormField>
  );
}

/** The section's outcome: a success is a polite status, a refusal an alert. */
export function Outcome({ status, error }: { status: string; error: string }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {status !== '' && <p className="alert alert-success mb-0">{status}</p>}
      </div>
      <div role="alert">{error !== '' && <p className="alert alert-danger mb-0">{error}</p>}</div>
    </>
  );
}
