import { describe, expect, it } from 'vitest';
import { findSessionStorage, MemoryStorage } from './interview-session';

describe('findSessionStorage', () => {
  it('uses sessionStorage when it can be used', () => {
    expect(findSessionStorage()).toBe(window.sessionStorage);
  });

  it('falls back to memory when the browser denies storage to a third-party frame', () => {
    const denied = {
      get sessionStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    const storage = findSessionStorage(denied);
    expect(storage).toBeInstanceOf(MemoryStorage);
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect([storage.length, storage.getItem('a'), storage.key(1)]).toEqual([2, '1', 'b']);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });
});
