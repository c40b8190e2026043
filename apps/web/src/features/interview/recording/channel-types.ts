import type { MetadataMessage } from '@vi/contracts';
import type { ChannelError } from './channel-error';
import type { SocketFactory } from './channel-socket';
import type { ChunkStore } from './chunk-store';

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

/** The spec's fields of the metadata message; resume and recordingId are the channel's business. */
type RecordingMetadata = Omit<MetadataMessage, 'type' | 'resume' | 'recordingId'>;

export interface RecordingChannelOptions {
  url: string;
  metadata: RecordingMetadata;
  store: ChunkStore;
  createSocket?: SocketFactory;
  onState?: (state: UploadState) => void;
  /** A failure while streaming that ends this recording (not those of open() or submit(), which reject). */
  onFatalError?: (error: ChannelError) => void;
  /**
   * Keep acknowledged chunks until the take is submitted or replaced (the page plays a take back from
   * them after a reload); without it the store only holds what could still be lost.
   */
  keepAcknowledged?: boolean;
  /** Waits between reconnection attempts; the last one repeats. */
  backoffMs?: readonly number[];
  pingEveryMs?: number;
  openTimeoutMs?: number;
  submitTimeoutMs?: number;
}
