import type { ReactNode } from 'react';
import { FormField } from '../../shared/ui/form-field';
import { PasswordInput } from '../../shared/ui/password-input';
import { TextInput } from '../../shared/ui/text-input';
import './account-page.css';

/** One account page: a narrow card with its title (the page header holds the product's h1). */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="account-page" aria-labelledby="account-page-title">
      <h2 id="account-page-title" className="account-page__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A message about the whole form, read out when it appears. Empty keeps the live region in place. */
export function FormAlert({
  message,
  tone = 'danger',
}: {
  message: string | null;
  tone?: 'danger' | 'success';
}) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} aria-live={tone === 'danger' ? 'assertive' : 'polite'}>
      {message !== null && message !== '' && <p className={`alert alert-${tone} mb-0`}>{message}</p>}
    </div>
  );
}

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: ReactNode;
  autoComplete?: string;
  required?: boolean;
};

export function TextField(props: FieldProps & { type?: 'text' | 'email'; inputMode?: 'numeric' | 'text' }) {
  const { label, value, onChange, error, helperText, autoComplete, required = true, type, inputMode } = props;
  return (
    <FormField label={label} required={required} error={error} helperText={helperText}>
      {(control) => (
        <TextInput
          id={control.id}
          type={type}
          inputMode={inputMode}
          value={value}
          onValueChange={onChange}
          autoComplete={autoComplete}
          invalid={control.invalid}
          aria-describedby={control['aria-describedby']}
        />
      )}
    </FormField>
  );
}

export function PasswordField(props: FieldProps) {
  const { label, value, onChange, error, helperText, autoComplete, required = true } = props;
  return (
    <FormField label={label} required={required} error={error} helperText={helperText}>
      {(control) => (
        <PasswordInput
          id={control.id}
          value={value}
          onValueChange={onChange}
          autoComplete={autoComplete}
          invalid={control.invalid}
          aria-describedby={control['aria-describedby']}
        />
      )}
    </FormField>
  );
}
