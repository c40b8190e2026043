/** Timestamps are stored as ISO-8601 UTC strings on both dialects (they sort as text). */
export const nowIso = (): string => new Date().toISOString();
