import { RECORDING_LIMITS } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { framesOf, mediaConstraints, pickMimeType } from './answer-recorder';

describe('framesOf', () => {
  it('keeps a chunk within the frame cap whole', () => {
    const chunk = new Blob([new Uint8Array(RECORDING_LIMITS.maxFrameBytes)]);
    expect(framesOf(chunk)).toEqual([chunk]);
  });

  it('cuts a larger chunk (a whole take from a browser that ignores the timeslice) into frames, same bytes', async () => {
    const bytes = Uint8Array.from({ length: 2500 }, (_, i) => i % 251);
    const pieces = framesOf(new Blob([bytes]), 1000);
    expect(pieces.map((p) => p.size)).toEqual([1000, 1000, 500]);
    const joined = new Uint8Array(await new Blob(pieces).arrayBuffer());
    expect(joined).toEqual(bytes);
  });
});

describe('pickMimeType', () => {
  it('prefers WebM with VP8 and Opus for video', () => {
    expect(pickMimeType('video', () => true)).toBe('video/webm;codecs=vp8,opus');
  });

  it('falls back to what the browser records (Safari: MP4)', () => {
    expect(pickMimeType('video', (type) => type === 'video/mp4')).toBe('video/mp4');
    expect(pickMimeType('audio', (type) => type === 'audio/mp4')).toBe('audio/mp4');
  });

  it('lets MediaRecorder choose when nothing listed is supported', () => {
    expect(pickMimeType('audio', () => false)).toBeUndefined();
  });
});

describe('mediaConstraints', () => {
  it('asks for the chosen devices exactly, video at 640x480 and 30 fps', () => {
    expect(mediaConstraints('video', { audioDeviceId: 'mic-1', cameraDeviceId: 'cam-1' })).toEqual({
      audio: { deviceId: { exact: 'mic-1' } },
      video: {
        deviceId: { exact: 'cam-1' },
        width: { ideal: 640 },
        height: { ideal: 480 },
        frameRate: { ideal: 30 },
      },
    });
  });

  it('asks for no camera in an audio interview, and any microphone when none was chosen', () => {
    expect(mediaConstraints('audio', { cameraDeviceId: 'cam-1' })).toEqual({ audio: true, video: false });
  });
});
