import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { SharedUiTextsProvider } from '../ui/shared-ui-texts';
import {
  applyRecruiterLanguage,
  recruiterLanguageFor,
  requestedRecruiterLanguage,
  useRecruiterLanguage,
} from './recruiter-i18n';
import { RECRUITER_SHARED_UI_TEXTS } from './recruiter-ui-texts';

type RecruiterLanguageGateProps = {
  /** GET /auth/me `language`: a tag, null (follow the browser), or undefined while unknown. */
  saved: string | null | undefined;
  children: ReactNode;
};

/**
 * Puts the recruiter's screens in the language in effect (recruiterLanguageFor) and keeps them there.
 * The first paint waits for a non-English catalogue to arrive (no English flash); a later switch keeps the
 * old texts until the new ones are in, then remounts the tree under it, so every text (memoised ones too)
 * is read again. Queries live above it, in the cache, and are not fetched again.
 */
export function RecruiterLanguageGate({ saved, children }: RecruiterLanguageGateProps) {
  const target = recruiterLanguageFor(saved);
  const active = useRecruiterLanguage();
  // Set once a first switch has finished, even one that fell back to English (its files did not load).
  const [hasSettled, setSettled] = useState(active === target);
  useEffect(() => {
    if (target === requestedRecruiterLanguage() && target === active) return;
    void applyRecruiterLanguage(target).then(() => setSettled(true));
  }, [target, active]);
  if (!hasSettled && active !== target) return null;
  return (
    <SharedUiTextsProvider value={RECRUITER_SHARED_UI_TEXTS}>
      <Fragment key={active}>{children}</Fragment>
    </SharedUiTextsProvider>
  );
}
