import { webcrypto } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { UI_LIMITS } from '../lib/ui-limits';
import { createSessionStore } from './session-store';

const nodeCrypto = webcrypto as unknown as Crypto;

function setup(start = Date.now()) {
  let time = start;
  const storage = window.sessionStorage;
  const store = createSessionStore(storage, nodeCrypto, () => time);
  return {
    storage,
    store,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

function storedItems(storage: Storage): Record<string, string> {
  const items: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const name = storage.key(i);
    if (name !== null) items[name] = storage.getItem(name) ?? '';
  }
  return items;
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('createSessionStore', () => {
  it('round-trips every kind of value', async () => {
    const { store } = setup();
    await store.set('applicantGuid', 'b9f6d1c2-1111-4a2b-9c3d-000000000001');
    await store.set('jobId', 42);
    await store.set('ttsAudio', ['/tts/a.mp3', '/tts/b.mp3']);
    await store.set('isBlurEnabled', false);

    expect(await store.get('applicantGuid')).toBe('b9f6d1c2-1111-4a2b-9c3d-000000000001');
    expect(await store.get('jobId')).toBe(42);
    expect(await store.get('ttsAudio')).toEqual(['/tts/a.mp3', '/tts/b.mp3']);
    expect(await store.get('isBlurEnabled')).toBe(false);
    expect(await store.get('interviewId')).toBeUndefined();
  });

  it('stores ciphertext only, never the plain value', async () => {
    const { store, storage } = setup();
    await store.set('selectedAudioDeviceId', 'my-secret-device-id');

    const dump = JSON.stringify(storedItems(storage));
    expect(dump).not.toContain('my-secret-device-id');
    expect(storage.getItem('vi.session.selectedAudioDeviceId')).toMatch(/"iv":/);
  });

  it('uses a fresh IV per write', async () => {
    const { store, storage } = setup();
    await store.set('interviewId', 'same');
    const first = storage.getItem('vi.session.interviewId');
    await store.set('interviewId', 'same');
    expect(storage.getItem('vi.session.interviewId')).not.toBe(first);
  });

  it('reads a value until 24 h have passed, then returns undefined and removes it', async () => {
    const { store, storage, advance } = setup();
    await store.set('companyId', 7);

    advance(UI_LIMITS.sessionValuesTtlMs - 1);
    expect(await store.get('companyId')).toBe(7);

    advance(1);
    expect(await store.get('companyId')).toBeUndefined();
    expect(storage.getItem('vi.session.companyId')).toBeNull();
  });

  it('restarts the 24 h on every write', async () => {
    const { store, advance } = setup();
    await store.set('companyId', 1);
    advance(UI_LIMITS.sessionValuesTtlMs - 10);
    await store.set('companyId', 2);
    advance(100);
    expect(await store.get('companyId')).toBe(2);
  });

  it('treats a tampered ciphertext as undefined and removes it', async () => {
    const { store, storage } = setup();
    await store.set('jobId', 42);
    const envelope = JSON.parse(storage.getItem('vi.session.jobId') ?? '{}') as {
      iv: string;
      data: string;
    };
    const bytes = Buffer.from(envelope.data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    storage.setItem('vi.session.jobId', JSON.stringify({ ...envelope, data: bytes.toString('base64') }));

    expect(await store.get('jobId')).toBeUndefined();
    expect(storage.getItem('vi.session.jobId')).toBeNull();
  });

  it('rejects a value moved from another key (the item name is bound as additional data)', async () => {
    const { store, storage } = setup();
    await store.set('selectedAudioDeviceId', 'mic-1');
    storage.setItem(
      'vi.session.selectedCameraDeviceId',
      storage.getItem('vi.session.selectedAudioDeviceId') ?? '',
    );

    expect(await store.get('selectedCameraDeviceId')).toBeUndefined();
    expect(await store.get('selectedAudioDeviceId')).toBe('mic-1');
  });

  it('treats garbage and values without their key as undefined', async () => {
    const { store, storage } = setup();
    storage.setItem('vi.session.jobId', 'not json');
    expect(await store.get('jobId')).toBeUndefined();

    await store.set('interviewId', 'abc');
    storage.removeItem('vi.session.key');
    expect(await createSessionStore(storage, nodeCrypto).get('interviewId')).toBeUndefined();
  });

  it('replaces a damaged key so later writes still work', async () => {
    const { store, storage } = setup();
    await store.set('jobId', 1);
    storage.setItem('vi.session.key', 'AAAA');

    expect(await store.get('jobId')).toBeUndefined();
    await store.set('jobId', 2);
    expect(await store.get('jobId')).toBe(2);
  });

  it('shares values between stores over the same storage (one key per tab)', async () => {
    const { store, storage } = setup();
    await store.set('interviewId', 'shared');
    expect(await createSessionStore(storage, nodeCrypto).get('interviewId')).toBe('shared');
  });

  it('keeps the last value asked for when an earlier write’s encryption finishes last', async () => {
    // The first encryption waits for the second to finish (or, when writes are ordered and the second
    // cannot start before it, for a short cap): unordered, the earlier value `true` would land last.
    let secondFinished: () => void = () => undefined;
    const second = new Promise<void>((resolve) => {
      secondFinished = resolve;
    });
    const order: string[] = [];
    const subtle = nodeCrypto.subtle;
    const slowFirst = {
      getRandomValues: nodeCrypto.getRandomValues.bind(nodeCrypto),
      subtle: {
        importKey: subtle.importKey.bind(subtle),
        decrypt: subtle.decrypt.bind(subtle),
        encrypt: async (...args: Parameters<SubtleCrypto['encrypt']>) => {
          const call = order.filter((event) => event.startsWith('start')).length + 1;
          order.push(`start${call}`);
          if (call === 1) await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 500))]);
          const result = await subtle.encrypt(...args);
          order.push(`end${call}`);
          if (call === 2) secondFinished();
          return result;
        },
      },
    } as unknown as Crypto;
    const store = createSessionStore(window.sessionStorage, slowFirst);
    await Promise.all([store.set('isBlurEnabled', true), store.set('isBlurEnabled', false)]);
    expect(await store.get('isBlurEnabled')).toBe(false);
    expect(order).toEqual(['start1', 'end1', 'start2', 'end2']);
  });

  it('a clear asked for after a write is not undone by that write finishing', async () => {
    const { store, storage } = setup();
    const pending = store.set('jobId', 7);
    await store.clear();
    await pending;
    expect(await store.get('jobId')).toBeUndefined();
    expect(Object.keys(storedItems(storage)).filter((name) => name.includes('jobId'))).toEqual([]);
  });

  it('remove and clear drop only this store’s items', async () => {
    const { store, storage } = setup();
    storage.setItem('iframe_jwt_token', 'keep-me');
    await store.set('jobId', 1);
    await store.set('interviewId', 'x');

    await store.remove('jobId');
    expect(await store.get('jobId')).toBeUndefined();
    expect(await store.get('interviewId')).toBe('x');

    await store.clear();
    expect(await store.get('interviewId')).toBeUndefined();
    expect(storedItems(storage)).toEqual({ iframe_jwt_token: 'keep-me' });
  });

  it('works with the environment’s own crypto when it has subtle', async () => {
    const store = createSessionStore(window.sessionStorage);
    await store.set('isBlurEnabled', true);
    expect(await store.get('isBlurEnabled')).toBe(true);
  });
});
