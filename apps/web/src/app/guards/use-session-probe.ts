import { useEffect, useState } from 'react';
import { fetchSessionMe } from '../../shared/api/accounts/session';
import { fetchSetupStatus } from '../../shared/api/accounts/setup';
import { fetchPublicConfig } from '../../shared/api/public-config';
import { identityFromMe, type RecruiterIdentity } from '../../shared/identity/recruiter-identity';

export type SessionProbe =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'failed' }
  | { status: 'signed-in'; identity: RecruiterIdentity }
  /** Nobody is signed in: the instance still needs its set-up, or the person signs in. */
  | { status: 'signed-out'; setupNeeded: boolean };

/**
 * Without a jtToken the browser may still hold a session (its cookie is HttpOnly, so only the server can
 * tell): GET /auth/me, and on a 401 GET /setup to know whether to send the person to set-up or sign-in.
 * Plain state, not the query cache: the guard runs outside the recruiter area's query client.
 */
export function useSessionProbe(enabled: boolean): SessionProbe {
  const [probe, setProbe] = useState<SessionProbe>({ status: 'idle' });
  useEffect(() => {
    if (!enabled) return;
    let isActive = true;
    const settle = (next: SessionProbe) => {
      if (isActive) setProbe(next);
    };
    fetchSessionMe()
      .then(async (me) => {
        if (me !== null) return settle({ status: 'signed-in', identity: identityFromMe(me) });
        // SIGN_IN_PAGE=false (a host platform signs its recruiters in): the spec's 401 page, as before.
        const config = await fetchPublicConfig().catch(() => undefined);
        if (config?.accounts?.signInPage === false) return settle({ status: 'failed' });
        // A failed set-up check is no reason to hide the sign-in page.
        const setup = await fetchSetupStatus().catch(() => ({ needed: false }));
        settle({ status: 'signed-out', setupNeeded: setup.needed });
      })
      .catch(() => settle({ status: 'failed' }));
    return () => {
      isActive = false;
    };
  }, [enabled]);
  if (!enabled) return { status: 'idle' };
  // Before the effect's first run: checking, so the 401 page never flashes.
  return probe.status === 'idle' ? { status: 'checking' } : probe;
}
