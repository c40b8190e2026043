import { GuestKeySchema } from '@vi/contracts';

/*
 * This browser's guest key (docs/review-and-sharing.md "Guest reviewers"): made at random on the first
 * visit and kept in localStorage. The server binds each name a guest reviews under on a link to the key
 * that used it first, so another browser cannot post as that guest. Where storage is refused (some
 * private modes), the key lasts as long as the page.
 */
const STORAGE_KEY = 'vi.shared.guestKey';
let pageKey: string | undefined;

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function guestKey(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored !== null && GuestKeySchema.safeParse(stored).success) return stored;
    const key = pageKey ?? newKey();
    localStorage.setItem(STORAGE_KEY, key);
    pageKey = key;
    return key;
  } catch {
    pageKey ??= newKey();
    return pageKey;
  }
}
