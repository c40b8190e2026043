/**
 * What the registry asks of a connection (recording-session.ts implements it). Declared here rather
 * than imported, so the registry and the session it manages do not import each other.
 */
export interface RegisteredSession {
  whenFinished(): Promise<void>;
  close(): void;
  closeWhenDrained(): void;
  release(attemptId: string, reason: 'superseded' | 'resumed'): Promise<void>;
}

/** Live connections of this process, by the attempt they write. */
export function createSessionRegistry() {
  const byAttempt = new Map<string, RegisteredSession>();
  const sessions = new Set<RegisteredSession>();
  let draining = false;
  const allFinishedWithin = async (timeoutMs: number): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      Promise.all([...sessions].map((s) => s.whenFinished())).then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    return finished;
  };
  return {
    add(session: RegisteredSession) {
      sessions.add(session);
    },
    remove(session: RegisteredSession) {
      sessions.delete(session);
    },
    register(attemptId: string, session: RegisteredSession) {
      byAttempt.set(attemptId, session);
    },
    unregister(attemptId: string, session: RegisteredSession) {
      if (byAttempt.get(attemptId) === session) byAttempt.delete(attemptId);
    },
    async release(attemptId: string, reason: 'superseded' | 'resumed'): Promise<void> {
      await byAttempt.get(attemptId)?.release(attemptId, reason);
    },
    /** True once the shutdown began: a new connection is sent elsewhere at once. */
    get draining(): boolean {
      return draining;
    },
    /**
     * Shutdown: every connection finishes what it received (writes acknowledged, a finalisation
     * answered) and is closed with 4015; those still busy after `timeoutMs` are closed with 1001 and
     * get `graceMs` more to finish their writes.
     */
    async drainAll(timeoutMs: number, graceMs = 1000): Promise<void> {
      draining = true;
      for (const session of sessions) session.closeWhenDrained();
      if (await allFinishedWithin(timeoutMs)) return;
      for (const session of sessions) session.close();
      await allFinishedWithin(graceMs);
    },
  };
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>;
