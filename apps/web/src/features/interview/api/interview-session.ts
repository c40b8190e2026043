import { createSessionStore, type SessionStore } from '../../../shared/storage/session-store';

/** A Storage kept in memory: the values last as long as the page, which is enough to finish the interview. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/*
 * Inside a host's iframe, a browser that blocks third-party storage throws on the mere read of
 * `window.sessionStorage` ("Access is denied for this document"). The interview must still work there, so
 * it falls back to memory: only a reload in the middle loses the values.
 */
export function findSessionStorage(win: Pick<Window, 'sessionStorage'> = window): Storage {
  try {
    const storage = win.sessionStorage;
    const probe = 'vi.session.probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}

/**
 * The applicant's session values (spec §3: applicantGuid, jobId, interviewId, companyId, job, ttsAudio,
 * questionnaires, selectedAudioDeviceId, selectedCameraDeviceId, isBlurEnabled), encrypted and expiring
 * after 24 h. Onboarding writes them; the question screens read them (the question routes carry no guid).
 */
export const interviewSession: SessionStore = createSessionStore(findSessionStorage());
