import { useId, useState, type InputHTMLAttributes } from 'react';
import english from '../i18n/locales/en/recruiter-access.json';
import { recruiterNamespace, recruiterTexts } from '../i18n/recruiter-i18n';
import './password-input.css';

// Only the recruiter's account pages ask for a password: their language, read at render.
const ACCESS = recruiterNamespace('recruiter-access', english);
const PASSWORD_TEXTS = recruiterTexts(ACCESS, 'password');

type PasswordInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
};

/**
 * The toggle keeps one name ("Show password") and reports its state with aria-pressed, so a screen reader
 * says "Show password, toggle button, pressed" rather than a name that flips under the user.
 */
export function PasswordInput({
  value,
  onValueChange,
  invalid = false,
  id,
  className,
  ...rest
}: PasswordInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        {...rest}
        id={inputId}
        type={isVisible ? 'text' : 'password'}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete={rest.autoComplete ?? 'current-password'}
        spellCheck={false}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        className={['form-control', invalid ? 'is-invalid' : '', className].filter(Boolean).join(' ')}
      />
      <button
        type="button"
        className="btn btn-outline-secondary password-input__toggle"
        aria-label={PASSWORD_TEXTS.toggle}
        aria-pressed={isVisible}
        aria-controls={inputId}
        onClick={() => setIsVisible((visible) => !visible)}
      >
        <span aria-hidden="true">{isVisible ? PASSWORD_TEXTS.hide : PASSWORD_TEXTS.show}</span>
      </button>
    </div>
  );
}
