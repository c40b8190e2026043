import { IFRAME_TOKEN_STORAGE_KEY } from '@vi/contracts';

/*
 * The token an embedding host gave this browser tab (spec §6: sessionStorage[iframe_jwt_token]). Written by
 * the embedding bridge, read by the access guard and by whoever needs the recruiter's claims.
 */

export function findStoredIframeToken(): string | undefined {
  try {
    return sessionStorage.getItem(IFRAME_TOKEN_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeIframeToken(token: string): void {
  try {
    sessionStorage.setItem(IFRAME_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage can be blocked in third-party iframes; the caller still hands the token to the HTTP client.
  }
}
