import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../shared/api/public-config';
import { applicantTexts } from '../../shared/i18n/applicant-i18n';
import { supportContactHref } from '../../shared/ui/support-contact';
import { CompletedImage } from './success-image';
import './interview-end.css';

export const COMPLETED_TEXTS = applicantTexts('completed');

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
        {COMPLETED_TEXTS.heading}
      </h2>
      <p className="interview-end__text">
        {COMPLETED_TEXTS.text}{' '}
        {supportContact !== '' &&
          (supportHref === undefined ? supportContact : <a href={supportHref}>{supportContact}</a>)}
      </p>
      <button type="button" className="button" onClick={closeTab}>
        {COMPLETED_TEXTS.close}
      </button>
      {isCloseRefused && (
        <p ref={fallbackRef} tabIndex={-1} className="interview-end__text interview-end__fallback">
          {COMPLETED_TEXTS.closeFallback}
        </p>
      )}
    </section>
  );
}
