import type { RecordingSession } from './recording-session.js';

/** Live connections of this process, by the attempt they write. */
export function createSessionRegistry() {
  const byAttempt = new Map<string, RecordingSession>();
  const sessions = new Set<RecordingSession>();
  return {
    add(session: RecordingSession) {
      sessions.add(session);
    },
    remove(session: RecordingSession) {
      sessions.delete(session);
    },
    register(attemptId: string, session: RecordingSession) {
      byAttempt.set(attemptId, session);
    },
    unregister(attemptId: string, session: RecordingSession) {
      if (byAttempt.get(attemptId) === session) byAttempt.delete(attemptId);
    },
    async release(attemptId: string, reason: 'superseded' | 'resumed'): Promise<void> {
      await byAttempt.get(attemptId)?.release(attemptId, reason);
    },
    /** Shutdown: closes every connection and waits (bounded) for their writes and finalisations. */
    async closeAll(timeoutMs: number): Promise<void> {
      for (const session of sessions) session.close();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...sessions].map((s) => s.whenFinished())),
        new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    },
  };
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>;
