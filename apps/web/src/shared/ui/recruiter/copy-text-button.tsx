import { useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyTextButtonProps {
  text: string;
  texts: { copy: string; copied: string; failed: string };
  className?: string;
}

/**
 * Copies a text (an interview link) and says so beside the button; where the page has no clipboard
 * access (plain HTTP, a refused permission) it says to copy the text shown by hand.
 */
export function CopyTextButton({
  text,
  texts,
  className = 'btn btn-outline-secondary btn-sm',
}: CopyTextButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="d-inline-flex flex-wrap gap-2 align-items-center">
      <button type="button" className={className} onClick={() => void copy()}>
        {texts.copy}
      </button>
      <span aria-live="polite">{state === 'idle' ? '' : texts[state]}</span>
    </span>
  );
}
