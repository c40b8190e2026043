import { useId, type ReactNode } from 'react';
import { useSharedUiTexts } from './shared-ui-texts';
import './form-field.css';

/** Wiring FormField hands to its control so label, state and message reach assistive technology. */
export type FieldControlProps = {
  id: string;
  labelId: string;
  required: boolean;
  invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  /** Replaces the helper text and turns the field red. */
  error?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({
  label,
  required = false,
  helperText,
  error,
  id,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const texts = useSharedUiTexts();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const messageId = `${controlId}-message`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const message = hasError ? error : helperText;
  const hasMessage = message !== undefined && message !== null && message !== false && message !== '';

  return (
    <div
      className={['form-field', hasError ? 'form-field--invalid' : '', className].filter(Boolean).join(' ')}
    >
      <label id={labelId} htmlFor={controlId} className="form-label">
        {label}
        {required ? (
          <span className="form-field__asterisk" aria-hidden="true" title={texts.required}>
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        labelId,
        required,
        invalid: hasError,
        'aria-invalid': hasError || undefined,
        'aria-required': required || undefined,
        'aria-describedby': hasMessage ? messageId : undefined,
      })}
      {hasMessage ? (
        <div id={messageId} className={`form-field__message${hasError ? ' form-field__message--error' : ''}`}>
          {message}
        </div>
      ) : null}
    </div>
  );
}
