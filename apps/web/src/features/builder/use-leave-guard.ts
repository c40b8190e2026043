import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';

const RECRUITER_HOME = '/recruiter';

/**
 * Spec §2: Cancel asks 'Are you sure you want to leave?'. With unsaved work, in-app navigation asks the
 * same question and closing or reloading the page gets the browser's own warning.
 */
export function useLeaveGuard(isDirty: boolean) {
  const navigate = useNavigate();
  const [isCancelAsked, setCancelAsked] = useState(false);
  // Set just before a deliberate exit (saved, or leave confirmed) so the guards below let it through.
  const isLeavingRef = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingRef.current) return;
      // Both calls: browsers differ in which one shows their own "leave site?" prompt.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [isDirty]);

  const leave = () => {
    isLeavingRef.current = true;
    setCancelAsked(false);
    if (blocker.state === 'blocked') blocker.proceed();
    else void navigate(RECRUITER_HOME);
  };

  const stay = () => {
    setCancelAsked(false);
    if (blocker.state === 'blocked') blocker.reset();
  };

  /** After a save: back to the recruiter home without asking. */
  const exitSaved = () => {
    isLeavingRef.current = true;
    void navigate(RECRUITER_HOME);
  };

  return {
    isAsking: isCancelAsked || blocker.state === 'blocked',
    askToLeave: () => {
      setCancelAsked(true);
    },
    leave,
    stay,
    exitSaved,
  };
}
