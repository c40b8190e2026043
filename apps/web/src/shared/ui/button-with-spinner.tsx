import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import './button-with-spinner.css';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'success'
  | 'danger'
  | 'warning'
  | 'info'
  | 'light'
  | 'dark'
  | 'link'
  | 'outline-primary'
  | 'outline-secondary'
  | 'outline-danger';

type ButtonWithSpinnerProps = {
  text: ReactNode;
  variant?: ButtonVariant;
  /** A returned promise keeps the button disabled (with its spinner) until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
  disabled?: boolean;
  id?: string;
  showSpinner?: boolean;
  /** For actions run elsewhere (a parent's state), shown like a running click. */
  isLoading?: boolean;
  type?: 'button' | 'submit' | 'reset';
  className?: string;
  title?: string;
  'aria-label'?: string;
  /** Why the button is as it is (e.g. disabled), in an element of the page. */
  'aria-describedby'?: string;
};

export function ButtonWithSpinner({
  text,
  variant = 'primary',
  onClick,
  disabled = false,
  id,
  showSpinner = true,
  isLoading = false,
  type = 'button',
  className,
  title,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
}: ButtonWithSpinnerProps) {
  const [isRunning, setIsRunning] = useState(false);
  const isMounted = useRef(true);
  // A synchronous flag: two clicks in one frame would both see the old state and run the action twice.
  const isRunningNow = useRef(false);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const isBusy = isRunning || isLoading;

  async function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (!onClick || isRunningNow.current) return;
    const result = onClick(event);
    if (!(result instanceof Promise)) return;
    isRunningNow.current = true;
    setIsRunning(true);
    try {
      await result;
    } catch {
      // The caller owns error reporting; the button only has to come back.
    } finally {
      isRunningNow.current = false;
      if (isMounted.current) setIsRunning(false);
    }
  }

  return (
    <button
      id={id}
      type={type}
      title={title}
      aria-label={ariaLabel}
      aria-describedby={ariaDescribedBy}
      className={['btn', `btn-${variant}`, 'button-with-spinner', className].filter(Boolean).join(' ')}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      onClick={(event) => void handleClick(event)}
    >
      {isBusy && showSpinner ? (
        <span className="button-with-spinner__spinner" aria-hidden="true" data-testid="button-spinner" />
      ) : null}
      <span>{text}</span>
    </button>
  );
}
