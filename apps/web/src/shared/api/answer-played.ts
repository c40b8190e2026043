import { API_BASE_URL, httpClient } from './http-client';

/** Plays already reported in this page's life: the viewer's session, as the audit log counts it. */
const reported = new Set<string>();

/**
 * Tells the server an answer's playback started (the audit log's "answer played"): once per answer and
 * page, never for a page that merely loaded the player. The address is the media's own with `played`
 * for its kind (`…/answers/{id}/video` → `…/answers/{id}/played`), for recruiters and share links alike.
 * A failed report is dropped and may be sent again on the next play: playback never waits for it.
 */
export function reportAnswerPlayed(mediaUrl: string, kind: 'video' | 'audio'): void {
  const path = mediaUrl.split('?')[0] ?? '';
  const playedUrl = path.replace(/\/(video|audio)$/, '/played');
  if (playedUrl === path || reported.has(playedUrl)) return;
  reported.add(playedUrl);
  const url = playedUrl.startsWith(API_BASE_URL) ? playedUrl.slice(API_BASE_URL.length) : playedUrl;
  httpClient.post(url, { kind }).catch(() => reported.delete(playedUrl));
}
