/** Shapes the recording channel shares with the screens that use it. */
export type AnswerKind = 'audio' | 'video';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface UploadState {
  connection: ConnectionState;
  /** Chunks handed to the channel so far. */
  produced: number;
  /** Chunks the server has confirmed on disk. */
  acknowledged: number;
}

/** The page's host, path by answer type (spec §7): /stream for video, /stream-audio for audio. */
export function channelUrl(kind: AnswerKind, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${kind === 'video' ? '/stream' : '/stream-audio'}`;
}
