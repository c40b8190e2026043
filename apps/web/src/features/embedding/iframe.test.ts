import { IFRAME_TOKEN_STORAGE_KEY } from '@vi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient, setAuthToken } from '../../shared/api/http-client';
import {
  findHostOrigin,
  initIframeToken,
  isInIframe,
  listenForAuthToken,
  requestAuthToken,
  subscribeToIframeToken,
  takeTokenFromUrl,
} from './iframe';

const HOST = 'https://host.example.test';
const TOKEN = 'aaa.bbb.ccc';

/** A window whose parent is another object, as inside an iframe. */
function fakeFramedWindow() {
  const parent = { postMessage: vi.fn() };
  const framed = Object.create(window, { parent: { value: parent } }) as Window;
  return { framed, parent };
}

function sendFromHost(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
}

describe('iframe helper', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setAuthToken(null);
    window.history.replaceState(null, '', '/v1/recruiter');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('knows whether it runs inside an iframe', () => {
    expect(isInIframe(window)).toBe(false);
    expect(isInIframe(fakeFramedWindow().framed)).toBe(true);
  });

  it('uses the referrer origin only when it is an allowed embed origin', () => {
    expect(findHostOrigin(`${HOST}/careers/page?x=1`, [HOST])).toBe(HOST);
    expect(findHostOrigin('https://evil.example.test/', [HOST])).toBeUndefined();
    expect(findHostOrigin('', [HOST])).toBeUndefined();
    expect(findHostOrigin('not a url', [HOST])).toBeUndefined();
  });

  it('takes jtToken from the URL and removes it from the address, keeping the rest', () => {
    window.history.replaceState(null, '', `/v1/recruiter?jtToken=${TOKEN}&tab=2#top`);

    expect(takeTokenFromUrl()).toBe(TOKEN);
    expect(window.location.pathname).toBe('/v1/recruiter');
    expect(window.location.search).toBe('?tab=2');
    expect(window.location.hash).toBe('#top');
    expect(takeTokenFromUrl()).toBeUndefined();
  });

  it('initIframeToken does nothing outside an iframe', () => {
    window.history.replaceState(null, '', `/v1/recruiter?jtToken=${TOKEN}`);

    expect(initIframeToken(window)).toBeUndefined();
    expect(window.location.search).toBe(`?jtToken=${TOKEN}`);
  });

  it('initIframeToken in an iframe stores the URL token and sets the client headers', () => {
    window.history.replaceState(null, '', `/v1/recruiter?jtToken=${TOKEN}`);
    const { framed } = fakeFramedWindow();

    expect(initIframeToken(framed)).toBe(TOKEN);
    expect(sessionStorage.getItem(IFRAME_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(window.location.search).toBe('');
    expect(httpClient.defaults.headers.common.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(httpClient.defaults.headers.common['X-Iframe-Token']).toBe(TOKEN);
  });

  it('initIframeToken in an iframe falls back to the token in session storage', () => {
    sessionStorage.setItem(IFRAME_TOKEN_STORAGE_KEY, 'x.y.z');

    expect(initIframeToken(fakeFramedWindow().framed)).toBe('x.y.z');
    expect(httpClient.defaults.headers.common.Authorization).toBe('Bearer x.y.z');
  });

  it('accepts auth_token from an allowed origin, stores it and replies to the source', () => {
    const reply = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const onToken = vi.fn();
    const unsubscribe = subscribeToIframeToken(onToken);
    const stop = listenForAuthToken([HOST]);

    sendFromHost({ type: 'auth_token', token: TOKEN }, HOST);

    expect(sessionStorage.getItem(IFRAME_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(httpClient.defaults.headers.common.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(reply).toHaveBeenCalledWith(
      { type: 'auth_token_received', success: true },
      { targetOrigin: HOST },
    );
    expect(onToken).toHaveBeenCalledTimes(1);
    stop();
    unsubscribe();
  });

  it('ignores auth_token from a foreign origin', () => {
    const reply = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const stop = listenForAuthToken([HOST]);

    sendFromHost({ type: 'auth_token', token: TOKEN }, 'https://evil.example.test');

    expect(sessionStorage.getItem(IFRAME_TOKEN_STORAGE_KEY)).toBeNull();
    expect(httpClient.defaults.headers.common.Authorization).toBeUndefined();
    expect(reply).not.toHaveBeenCalled();
    stop();
  });

  it('ignores other message shapes and stops listening when asked', () => {
    const reply = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const stop = listenForAuthToken([HOST]);

    sendFromHost({ type: 'auth_token', token: '' }, HOST);
    sendFromHost({ type: 'something_else', token: TOKEN }, HOST);
    sendFromHost('auth_token', HOST);
    stop();
    sendFromHost({ type: 'auth_token', token: TOKEN }, HOST);

    expect(sessionStorage.getItem(IFRAME_TOKEN_STORAGE_KEY)).toBeNull();
    expect(reply).not.toHaveBeenCalled();
  });

  it('requestAuthToken posts request_auth_token to the parent, only with a known host origin', () => {
    const { framed, parent } = fakeFramedWindow();

    requestAuthToken(undefined, framed);
    expect(parent.postMessage).not.toHaveBeenCalled();

    requestAuthToken(HOST, framed);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'request_auth_token' }, HOST);
  });
});
