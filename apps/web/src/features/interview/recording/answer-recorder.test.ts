import { describe, expect, it } from 'vitest';
import { mediaConstraints, pickMimeType } from './answer-recorder';

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
