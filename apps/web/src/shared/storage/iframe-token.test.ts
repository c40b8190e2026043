import { IFRAME_TOKEN_STORAGE_KEY } from '@vi/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findStoredIframeToken, storeIframeToken } from './iframe-token';

describe('the stored iframe token', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('is kept in session storage under the spec key', () => {
    expect(findStoredIframeToken()).toBeUndefined();
    storeIframeToken('aaa.bbb.ccc');
    expect(sessionStorage.getItem(IFRAME_TOKEN_STORAGE_KEY)).toBe('aaa.bbb.ccc');
    expect(findStoredIframeToken()).toBe('aaa.bbb.ccc');
  });

  it('is simply absent where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storeIframeToken('aaa.bbb.ccc')).not.toThrow();
    expect(findStoredIframeToken()).toBeUndefined();
  });
});
