import { describe, expect, it } from 'vitest';
import {
  fallbackDeviceLabel,
  isMobileWidth,
  shortenAudioLabel,
  shortenCameraLabel,
  truncateLabel,
} from './device-labels';

const LONG_MIC = 'Default - MacBook Pro Microphone (Built-in)';
const LONG_CAM = 'FaceTime HD Camera (Built-in) (05ac:8514)';

describe('truncateLabel', () => {
  it('keeps labels within the limit unchanged', () => {
    expect(truncateLabel('USB Mic', 30)).toBe('USB Mic');
    expect(truncateLabel('a'.repeat(30), 30)).toBe('a'.repeat(30));
  });

  it('cuts to the limit including the ellipsis', () => {
    const out = truncateLabel('a'.repeat(31), 30);
    expect(out).toBe(`${'a'.repeat(29)}…`);
    expect(Array.from(out)).toHaveLength(30);
  });

  it('drops trailing spaces before the ellipsis and never splits astral characters', () => {
    expect(truncateLabel('abcd efgh', 6)).toBe('abcd…');
    expect(truncateLabel('🎤🎤🎤🎤', 3)).toBe('🎤🎤…');
  });
});

describe('shortenAudioLabel', () => {
  it('shortens to 30 characters', () => {
    const out = shortenAudioLabel(LONG_MIC);
    expect(Array.from(out)).toHaveLength(30);
    expect(out).toBe('Default - MacBook Pro Microph…');
  });
});

describe('shortenCameraLabel', () => {
  it('shortens to 20 characters below 831 px', () => {
    const out = shortenCameraLabel(LONG_CAM, 830);
    expect(out).toBe('FaceTime HD Camera…');
    expect(Array.from(out).length).toBeLessThanOrEqual(20);
  });

  it('leaves the label unchanged at 831 px and wider', () => {
    expect(shortenCameraLabel(LONG_CAM, 831)).toBe(LONG_CAM);
    expect(shortenCameraLabel(LONG_CAM, 1400)).toBe(LONG_CAM);
  });

  it('uses the mobile threshold of 831', () => {
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(831)).toBe(false);
  });
});

describe('fallbackDeviceLabel', () => {
  it('numbers unlabelled devices from 1', () => {
    expect(fallbackDeviceLabel('audio', 0)).toBe('Microphone 1');
    expect(fallbackDeviceLabel('camera', 1)).toBe('Camera 2');
  });
});
