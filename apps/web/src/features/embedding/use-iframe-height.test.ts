import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIframeHeight } from './use-iframe-height';

const HOST = 'https://host.example.test';

let resizeCallbacks: (() => void)[] = [];
class FakeResizeObserver {
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
  }
  observe() {
    resizeCallbacks.push(this.callback);
  }
  disconnect() {
    resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
  }
}

const parent = { postMessage: vi.fn() };
let height = 500;

function setReferrer(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

describe('useIframeHeight', () => {
  beforeEach(() => {
    resizeCallbacks = [];
    height = 500;
    parent.postMessage.mockClear();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      get: () => height,
      configurable: true,
    });
    setReferrer(`${HOST}/careers`);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
    setReferrer('');
  });

  it('posts the height to an allowed host on mount and on every size change', () => {
    const { unmount } = renderHook(() => useIframeHeight([HOST]));

    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'IFRAME_HEIGHT', height: 500 }, HOST);
    height = 720;
    resizeCallbacks.forEach((callback) => callback());
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'IFRAME_HEIGHT', height: 720 }, HOST);
    resizeCallbacks.forEach((callback) => callback());
    expect(parent.postMessage).toHaveBeenCalledTimes(2);

    unmount();
    expect(resizeCallbacks).toHaveLength(0);
  });

  it('posts nothing when the host is not an allowed origin', () => {
    setReferrer('https://evil.example.test/');
    renderHook(() => useIframeHeight([HOST]));

    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(resizeCallbacks).toHaveLength(0);
  });

  it('posts nothing before the config is known or outside an iframe', () => {
    renderHook(() => useIframeHeight(undefined));
    expect(parent.postMessage).not.toHaveBeenCalled();

    Object.defineProperty(window, 'parent', { value: window, configurable: true });
    renderHook(() => useIframeHeight([HOST]));
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
