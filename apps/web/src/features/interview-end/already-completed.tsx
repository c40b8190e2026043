import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../shared/api/public-config';
import { supportContactHref } from '../../shared/ui/support-contact';
import { CompletedImage } from './success-image';
import './interview-end.css';

export const CLOSE_FALLBACK_TEXT = 'You can now close this tab or window.';

/** Spec §2 "Interview Already Completed". */
export function AlreadyCompletedPage() {
  const { config } = usePublicConfig();
  const supportContact = config?.supportContact.trim() ?? '';
  const supportHref = supportContactHref(supportContact);
  const [isCloseRefused, setIsCloseRefused] = useState(false);
  const fallbackRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (isCloseRefused) fallbackRef.current?.focus();
  }, [isCloseRefused]);

  function closeTab() {
    window.close();
    // Browsers close only the tabs a script opened; an invitation link opened from an email is not one.
    if (!window.closed) setIsCloseRefused(true);
  }

  return (
    <section className="interview-end" aria-labelledby="already-completed-heading">
      <CompletedImage />
      <h2 id="already-completed-heading" className="interview-end__heading">
        Interview Already Completed
      </h2>
      <p className="interview-end__text">
        This interview has already been completed, if you feel that this is an error please reach out to{' '}
        {supportContact !== '' &&
          (supportHref === undefined ? supportContact : <a href={supportHref}>{supportContact}</a>)}
      </p>
      <button type="button" className="button" onClick={closeTab}>
        Close this tab
      </button>
      {isCloseRefused && (
        <p ref={fallbackRef} tabIndex={-1} className="interview-end__text interview-end__fallback">
          {CLOSE_FALLBACK_TEXT}
        </p>
      )}
    </section>
  );
}
