import { LIMITS, RECORDING_LIMITS } from '@vi/contracts';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';
import type { AnswerKind } from './recording-channel';

// Preference order: what the server recognises (WebM, MP4, Ogg) and what each browser records.
const VIDEO_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'];
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** The first type this browser can record, or undefined to let MediaRecorder choose. */
export function pickMimeType(
  kind: AnswerKind,
  isSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type),
): string | undefined {
  return (kind === 'video' ? VIDEO_TYPES : AUDIO_TYPES).find((type) => isSupported(type));
}

/** Camera and microphone constraints: the chosen devices, video at the preferred 640x480@30 (spec §9). */
export function mediaConstraints(
  kind: AnswerKind,
  devices: { audioDeviceId?: string; cameraDeviceId?: string },
): MediaStreamConstraints {
  const { width, height, frameRate } = UI_LIMITS.videoPreferred;
  return {
    audio: devices.audioDeviceId ? { deviceId: { exact: devices.audioDeviceId } } : true,
    video:
      kind === 'video'
        ? {
            ...(devices.cameraDeviceId ? { deviceId: { exact: devices.cameraDeviceId } } : {}),
            width: { ideal: width },
            height: { ideal: height },
            frameRate: { ideal: frameRate },
          }
        : false,
  };
}

export function hasLiveAudio(stream: MediaStream): boolean {
  return stream.getAudioTracks().some((track) => track.readyState === 'live');
}

export interface AnswerRecorder {
  readonly mimeType: string;
  /** Resolves with the whole take once the recorder has flushed its last chunk. */
  stop(): Promise<Blob>;
}

/**
 * A chunk cut into pieces the channel accepts as one frame each (RECORDING_LIMITS.maxFrameBytes): a
 * browser that ignores the timeslice hands over a whole take at once. The server appends frames in
 * order, so the pieces make the same bytes.
 */
export function framesOf(data: Blob, maxBytes: number = RECORDING_LIMITS.maxFrameBytes): Blob[] {
  if (data.size <= maxBytes) return [data];
  const pieces: Blob[] = [];
  for (let start = 0; start < data.size; start += maxBytes) pieces.push(data.slice(start, start + maxBytes));
  return pieces;
}

/**
 * One take: MediaRecorder with the spec's 1000 ms timeslice and 128 kbit/s audio. Every chunk goes to
 * `onChunk` (the channel) as it comes; the take is also kept whole for local playback.
 */
export function startAnswerRecorder(
  stream: MediaStream,
  kind: AnswerKind,
  onChunk: (data: Blob) => void,
  onError: (error: unknown) => void,
): AnswerRecorder {
  const preferred = pickMimeType(kind);
  const recorder = new MediaRecorder(stream, {
    ...(preferred ? { mimeType: preferred } : {}),
    audioBitsPerSecond: UI_LIMITS.audioBitsPerSecond,
  });
  const parts: Blob[] = [];
  let stopped: Promise<Blob> | undefined;

  recorder.ondataavailable = (event) => {
    parts.push(event.data);
    for (const piece of framesOf(event.data)) onChunk(piece);
  };
  recorder.onerror = (event) => onError(event);
  recorder.start(LIMITS.mediaChunkIntervalMs);
  const mimeType = recorder.mimeType || preferred || (kind === 'video' ? 'video/webm' : 'audio/webm');

  return {
    mimeType,
    stop() {
      stopped ??= new Promise<Blob>((resolve) => {
        // The last dataavailable fires before stop, so the take is complete here.
        recorder.onstop = () => resolve(new Blob(parts, { type: mimeType }));
        if (recorder.state === 'inactive') resolve(new Blob(parts, { type: mimeType }));
        else recorder.stop();
      });
      return stopped;
    },
  };
}
