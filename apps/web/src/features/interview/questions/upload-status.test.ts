import { describe, expect, it } from 'vitest';
import { uploadTexts } from './upload-status';

describe('uploadTexts', () => {
  it('says nothing before the first chunk or after the channel closed', () => {
    expect(uploadTexts(undefined, 'idle')).toBeUndefined();
    expect(uploadTexts({ connection: 'open', produced: 0, acknowledged: 0 }, 'recording')).toBeUndefined();
    expect(uploadTexts({ connection: 'closed', produced: 4, acknowledged: 4 }, 'stopped')).toBeUndefined();
  });

  it('counts waiting chunks on screen but announces only "Uploading…" while recording', () => {
    expect(uploadTexts({ connection: 'open', produced: 5, acknowledged: 3 }, 'recording')).toEqual({
      visible: 'Uploading… 2 chunks waiting',
      announced: 'Uploading…',
    });
    // Never "All recorded data saved" while the take is still recording.
    for (const phase of ['starting', 'recording', 'stopping'] as const) {
      expect(uploadTexts({ connection: 'open', produced: 5, acknowledged: 5 }, phase)).toEqual({
        visible: 'Uploading…',
        announced: 'Uploading…',
      });
    }
  });

  it('announces the saved state once recording has stopped', () => {
    expect(uploadTexts({ connection: 'open', produced: 5, acknowledged: 4 }, 'stopped')).toEqual({
      visible: 'Uploading… 1 chunk waiting',
      announced: 'Uploading… 1 chunk waiting',
    });
    expect(uploadTexts({ connection: 'open', produced: 5, acknowledged: 5 }, 'stopped')).toEqual({
      visible: 'All recorded data saved',
      announced: 'All recorded data saved',
    });
  });

  it('says Reconnecting… while the connection is down', () => {
    expect(uploadTexts({ connection: 'reconnecting', produced: 7, acknowledged: 4 }, 'recording')).toEqual({
      visible: 'Reconnecting… 3 chunks waiting',
      announced: 'Reconnecting…',
    });
  });
});
