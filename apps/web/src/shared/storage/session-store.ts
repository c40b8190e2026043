import { type JobQuestionnaireCheck, type PublicJob } from '@vi/contracts';
import { UI_LIMITS } from '../lib/ui-limits';

/** The spec's session-stored values (§3). */
export type SessionValues = {
  applicantGuid: string;
  jobId: number;
  interviewId: string;
  companyId: number;
  job: PublicJob;
  /** Text-to-speech file paths, one per question, by index. */
  ttsAudio: string[];
  questionnaires: JobQuestionnaireCheck;
  selectedAudioDeviceId: string;
  selectedCameraDeviceId: string;
  isBlurEnabled: boolean;
  /**
   * A video interview answered with audio only: the applicant chose it on onboarding, which they may
   * only when their invitation allows it (initialize's audioOnlyAllowed). Absent means the questionnaire's type.
   */
  answerWithAudioOnly: boolean;
  /**
   * The written answer being typed, so a reload keeps it as the recorded takes are kept (docs/questions.md).
   * The applicant's own words, in their own tab, for the 24 h the values live; cleared once it is saved.
   */
  writtenDraft: { questionId: string; text: string };
};
export type SessionKey = keyof SessionValues;

export type SessionStore = {
  get<K extends SessionKey>(key: K): Promise<SessionValues[K] | undefined>;
  set<K extends SessionKey>(key: K, value: SessionValues[K]): Promise<void>;
  remove(key: SessionKey): Promise<void>;
  clear(): Promise<void>;
};

/*
 * Threat model, honestly: the AES-GCM key lives in the same sessionStorage as the ciphertext (a CryptoKey
 * cannot be serialised there, and IndexedDB would outlive the tab). So this protects against casual
 * inspection — DevTools panels, storage dumps, extensions or tools that read storage and log it, a screen
 * share — and detects tampering (GCM tag + the item name as additional data, so values cannot be swapped
 * between keys). It does NOT protect against script running in the page (XSS), which can read the key
 * and call this module itself. Nothing secret is stored: the values are identifiers and UI choices.
 */
const PREFIX = 'vi.session.';
const KEY_ITEM = `${PREFIX}key`;
const KEY_BYTES = 32;
const IV_BYTES = 12;

type Envelope = { iv: string; data: string };
type Plain = { value: unknown; expiresAt: number };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).iv === 'string' &&
    typeof (value as Envelope).data === 'string'
  );
}

function isPlain(value: unknown): value is Plain {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    typeof (value as Plain).expiresAt === 'number'
  );
}

export function createSessionStore(
  storage: Storage = sessionStorage,
  crypto: Crypto = globalThis.crypto,
  now: () => number = Date.now,
): SessionStore {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let cached: { raw: string; key: Promise<CryptoKey> } | undefined;

  function importKey(raw: string): Promise<CryptoKey> {
    // Re-imported only when the stored raw key changes; non-extractable so the imported handle cannot leak it again.
    if (cached?.raw !== raw) {
      cached = {
        raw,
        key: crypto.subtle.importKey('raw', fromBase64(raw), 'AES-GCM', false, ['encrypt', 'decrypt']),
      };
    }
    return cached.key;
  }

  function existingKey(): Promise<CryptoKey> | undefined {
    const raw = storage.getItem(KEY_ITEM);
    if (raw === null) return undefined;
    return importKey(raw);
  }

  async function keyForWriting(): Promise<CryptoKey> {
    const existing = existingKey();
    if (existing) {
      try {
        return await existing;
      } catch {
        // A damaged key item would block every later write; values under it are unreadable anyway.
      }
    }
    const raw = toBase64(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
    storage.setItem(KEY_ITEM, raw);
    return importKey(raw);
  }

  async function get<K extends SessionKey>(key: K): Promise<SessionValues[K] | undefined> {
    // A read sees every write asked for before it.
    await writes;
    const item = PREFIX + key;
    const stored = storage.getItem(item);
    if (stored === null) return undefined;
    try {
      const cryptoKey = existingKey();
      if (!cryptoKey) throw new Error('session key missing');
      const envelope: unknown = JSON.parse(stored);
      if (!isEnvelope(envelope)) throw new Error('malformed session value');
      const plainBytes = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(envelope.iv), additionalData: encoder.encode(item) },
        await cryptoKey,
        fromBase64(envelope.data),
      );
      const plain: unknown = JSON.parse(decoder.decode(plainBytes));
      if (!isPlain(plain)) throw new Error('malformed session value');
      if (plain.expiresAt <= now()) throw new Error('session value expired');
      return plain.value as SessionValues[K];
    } catch {
      // Expired, tampered with, or written under a lost key: unreadable either way, so it goes.
      storage.removeItem(item);
      return undefined;
    }
  }

  // Writes run one after another in the order they were asked for: two encryptions in flight may finish in
  // either order, and a later choice (blur off after "not supported") must not be overwritten by an
  // earlier one that finished last. Removals queue too, so a clear is never undone by a write in flight.
  let writes: Promise<void> = Promise.resolve();
  function inOrder(write: () => Promise<void>): Promise<void> {
    const next = writes.then(write);
    writes = next.catch(() => undefined);
    return next;
  }

  function set<K extends SessionKey>(key: K, value: SessionValues[K]): Promise<void> {
    return inOrder(() => write(key, value));
  }

  async function write<K extends SessionKey>(key: K, value: SessionValues[K]): Promise<void> {
    const item = PREFIX + key;
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const plain: Plain = { value, expiresAt: now() + UI_LIMITS.sessionValuesTtlMs };
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(item) },
      await keyForWriting(),
      encoder.encode(JSON.stringify(plain)),
    );
    const envelope: Envelope = { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
    storage.setItem(item, JSON.stringify(envelope));
  }

  function remove(key: SessionKey): Promise<void> {
    return inOrder(async () => storage.removeItem(PREFIX + key));
  }

  function clear(): Promise<void> {
    return inOrder(async () => clearNow());
  }

  function clearNow(): void {
    // Collect first: removing while iterating shifts Storage indices.
    const names: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const name = storage.key(i);
      if (name?.startsWith(PREFIX)) names.push(name);
    }
    for (const name of names) storage.removeItem(name);
    cached = undefined;
  }

  return { get, set, remove, clear };
}
