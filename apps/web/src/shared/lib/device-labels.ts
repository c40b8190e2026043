import { UI_LIMITS, MOBILE_THRESHOLD_PX } from './ui-limits';

const ELLIPSIS = '…';

/**
 * Cuts a label to at most `maxChars` characters including the ellipsis, so the shortened text never
 * outgrows the limit. Counts code points, so an emoji or astral character is never split in half.
 */
export function truncateLabel(label: string, maxChars: number): string {
  const trimmed = label.trim();
  const chars = Array.from(trimmed);
  if (chars.length <= maxChars) return trimmed;
  if (maxChars <= 1) return chars.slice(0, maxChars).join('');
  return `${chars
    .slice(0, maxChars - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

export function shortenAudioLabel(label: string): string {
  return truncateLabel(label, UI_LIMITS.audioLabelMaxChars);
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_THRESHOLD_PX;
}

export function shortenCameraLabel(label: string, viewportWidth: number): string {
  if (!isMobileWidth(viewportWidth)) return label.trim();
  return truncateLabel(label, UI_LIMITS.cameraLabelMaxCharsMobile);
}

/** Browsers hide labels until permission is granted; a numbered fallback keeps the picker usable. */
export function fallbackDeviceLabel(kind: 'audio' | 'camera', index: number): string {
  return kind === 'audio' ? `Microphone ${index + 1}` : `Camera ${index + 1}`;
}
