/**
 * When this person last opened the home in this browser, so "new" interviews are the ones completed since.
 * Kept per company and user in localStorage; unavailable storage means "the last 7 days" (the server's default).
 */
const keyOf = (companyId: number, userId: number) => `vi.recruiter-home.last-visit.${companyId}.${userId}`;

export function takeLastVisit(
  companyId: number,
  userId: number,
  now: Date = new Date(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): string | null {
  try {
    const previous = storage.getItem(keyOf(companyId, userId));
    storage.setItem(keyOf(companyId, userId), now.toISOString());
    return previous !== null && !Number.isNaN(Date.parse(previous)) ? previous : null;
  } catch {
    return null;
  }
}
