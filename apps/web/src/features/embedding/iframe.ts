import { setAuthToken } from '../../shared/api/http-client';
import { takeTokenFromAddress } from '../../shared/lib/address-token';
import { findStoredIframeToken, storeIframeToken } from '../../shared/storage/iframe-token';

/** Messages exchanged with the embedding host page (spec §6 iframe helper). */
type HostMessage = { type: 'auth_token'; token: string };
type FrameMessage =
  | { type: 'IFRAME_HEIGHT'; height: number }
  | { type: 'auth_token_received'; success: true }
  | { type: 'request_auth_token' };

export function isInIframe(win: Window = window): boolean {
  return win !== win.parent;
}

/** The host's origin from document.referrer, but only when the host is one we allow; else undefined. */
export function findHostOrigin(referrer: string, allowedOrigins: readonly string[]): string | undefined {
  if (referrer === '') return undefined;
  try {
    const { origin } = new URL(referrer);
    return allowedOrigins.includes(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

export function postToHost(
  message: FrameMessage,
  targetOrigin: string | undefined,
  win: Window = window,
): void {
  if (targetOrigin === undefined || !isInIframe(win)) return;
  win.parent.postMessage(message, targetOrigin);
}

export function requestAuthToken(targetOrigin: string | undefined, win: Window = window): void {
  postToHost({ type: 'request_auth_token' }, targetOrigin, win);
}

const tokenListeners = new Set<() => void>();

/** Lets the access guard re-check once a token arrives from the host. Returns the unsubscribe. */
export function subscribeToIframeToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
  };
}

export function saveIframeToken(token: string): void {
  storeIframeToken(token);
  setAuthToken(token);
  for (const listener of tokenListeners) listener();
}

/** Takes jtToken from the address (removing it with history.replaceState) and returns it. */
export function takeTokenFromUrl(win: Window = window): string | undefined {
  return takeTokenFromAddress(win);
}

/**
 * Run once at start-up, before the router reads the address: inside an iframe, a token in the URL or in
 * session storage becomes the HTTP client's default Authorization and X-Iframe-Token.
 */
export function initIframeToken(win: Window = window): string | undefined {
  if (!isInIframe(win)) return undefined;
  const fromUrl = takeTokenFromUrl(win);
  if (fromUrl !== undefined) {
    saveIframeToken(fromUrl);
    return fromUrl;
  }
  const stored = findStoredIframeToken();
  if (stored !== undefined && stored !== '') setAuthToken(stored);
  return stored;
}

function isHostMessage(data: unknown): data is HostMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'auth_token' &&
    typeof (data as { token?: unknown }).token === 'string' &&
    (data as { token: string }).token !== ''
  );
}

/**
 * Listens for `{type:'auth_token', token}` from the host. Messages from any origin outside
 * `allowedOrigins` are ignored. Returns the function that removes the listener.
 */
export function listenForAuthToken(allowedOrigins: readonly string[], win: Window = window): () => void {
  function handleMessage(event: MessageEvent) {
    if (!allowedOrigins.includes(event.origin)) return;
    if (!isHostMessage(event.data)) return;
    saveIframeToken(event.data.token);
    const reply: FrameMessage = { type: 'auth_token_received', success: true };
    // A MessagePort source has no targetOrigin argument; only windows are answered.
    if (event.source !== null && !(event.source instanceof MessagePort)) {
      event.source.postMessage(reply, { targetOrigin: event.origin });
    }
  }
  win.addEventListener('message', handleMessage);
  return () => {
    win.removeEventListener('message', handleMessage);
  };
}
