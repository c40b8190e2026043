/**
 * The Content-Type an answer file is served with. The file's extension is what the server wrote after
 * remuxing, so it decides; the recorder's reported MIME type (client input) is used only from a fixed
 * list, and anything else is plain bytes (with nosniff, a browser never runs them as a page).
 */
const BY_EXTENSION: Record<string, { video: string; audio: string }> = {
  webm: { video: 'video/webm', audio: 'audio/webm' },
  weba: { video: 'audio/webm', audio: 'audio/webm' },
  mp4: { video: 'video/mp4', audio: 'audio/mp4' },
  m4a: { video: 'audio/mp4', audio: 'audio/mp4' },
  ogg: { video: 'audio/ogg', audio: 'audio/ogg' },
  opus: { video: 'audio/ogg', audio: 'audio/ogg' },
  wav: { video: 'audio/wav', audio: 'audio/wav' },
  jpg: { video: 'image/jpeg', audio: 'image/jpeg' },
  jpeg: { video: 'image/jpeg', audio: 'image/jpeg' },
};

const KNOWN_MIME_TYPES = new Set([
  'video/webm',
  'video/mp4',
  'audio/webm',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'image/jpeg',
]);

const FALLBACK = 'application/octet-stream';

export function mediaContentType(
  key: string,
  as: 'video' | 'audio',
  recordedMimeType: string | null,
): string {
  const dot = key.lastIndexOf('.');
  const byExtension = dot >= 0 ? BY_EXTENSION[key.slice(dot + 1).toLowerCase()] : undefined;
  if (byExtension) return byExtension[as];
  const reported = recordedMimeType?.split(';')[0]?.trim().toLowerCase();
  return reported && KNOWN_MIME_TYPES.has(reported) ? reported : FALLBACK;
}
