/*
 * A sign-in link's token between the moment it leaves the address bar and the person's answer to
 * "You are signing in as …": held in memory only (never stored), so a reload or a closed tab forgets it.
 */
let pending: string | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function setPendingSignIn(token: string | undefined): void {
  if (token === pending) return;
  pending = token;
  notify();
}

export function findPendingSignIn(): string | undefined {
  return pending;
}

export function clearPendingSignIn(): void {
  setPendingSignIn(undefined);
}

/** For useSyncExternalStore: the guard re-renders when a link is taken or answered. */
export function subscribeToPendingSignIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
