import { type TextareaHTMLAttributes } from 'react';
import { useSanitizedText } from './use-sanitized-text';

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'onPaste'
> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Strip unsafe HTML from typed and pasted text. */
  sanitize?: boolean;
  invalid?: boolean;
};

export function TextArea({
  value,
  onValueChange,
  sanitize = false,
  invalid = false,
  className,
  rows = 3,
  ...rest
}: TextAreaProps) {
  const { ref, onChange, onPaste } = useSanitizedText<HTMLTextAreaElement>({
    value,
    onValueChange,
    sanitize,
  });
  return (
    <textarea
      {...rest}
      ref={ref}
      rows={rows}
      value={value}
      onChange={onChange}
      onPaste={onPaste}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={['form-control', invalid ? 'is-invalid' : '', className].filter(Boolean).join(' ')}
    />
  );
}
