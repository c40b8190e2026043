import { type InputHTMLAttributes } from 'react';
import { useSanitizedText } from './use-sanitized-text';

type TextInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onPaste' | 'type'
> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Strip unsafe HTML from typed and pasted text. */
  sanitize?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  invalid?: boolean;
};

export function TextInput({
  value,
  onValueChange,
  sanitize = false,
  type = 'text',
  invalid = false,
  className,
  ...rest
}: TextInputProps) {
  const { ref, onChange, onPaste } = useSanitizedText<HTMLInputElement>({
    value,
    onValueChange,
    sanitize,
  });
  return (
    <input
      {...rest}
      ref={ref}
      type={type}
      value={value}
      onChange={onChange}
      onPaste={onPaste}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={['form-control', invalid ? 'is-invalid' : '', className].filter(Boolean).join(' ')}
    />
  );
}
