import { createContext, useContext, useState, type ReactNode } from 'react';
import { readRecruiterIdentity, type RecruiterIdentity } from './recruiter-identity';

const RecruiterIdentityContext = createContext<RecruiterIdentity | null>(null);

type RecruiterIdentityProviderProps = {
  /** Given by tests; the app reads it from the token the access guard let in. */
  identity?: RecruiterIdentity;
  children: ReactNode;
};

/**
 * Who the recruiter is, read once when the recruiter area opens (inside the access guard, so the token is
 * the one it let in) and given to every recruiter screen below: no screen reads the token itself.
 */
export function RecruiterIdentityProvider({ identity, children }: RecruiterIdentityProviderProps) {
  // An outer provider (the access guard's, for a browser session) wins over the token.
  const outer = useContext(RecruiterIdentityContext);
  const [value] = useState(() => identity ?? outer ?? readRecruiterIdentity());
  return <RecruiterIdentityContext value={value}>{children}</RecruiterIdentityContext>;
}

/** The signed-in recruiter's company and user ids. */
export function useRecruiterIdentity(): RecruiterIdentity {
  const provided = useContext(RecruiterIdentityContext);
  // A screen rendered on its own (a test without the provider) reads the token once, as the provider would.
  const [own] = useState(() => provided ?? readRecruiterIdentity());
  return provided ?? own;
}
