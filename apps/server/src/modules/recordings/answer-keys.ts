/** Storage keys are lower-case; question keys may not be. The attempt id keeps the key unique anyway. */
function keySegment(questionKey: string): string {
  const segment = questionKey.toLowerCase().replace(/[^a-z0-9_-]/g, '-');
  return /^[a-z0-9]/.test(segment) ? segment : `q${segment}`;
}

export interface TakeIdentity {
  id: string;
  application_id: string;
  question_key: string;
}

/**
 * Where an answer's files go: one name per take, so a retried media job overwrites its own objects
 * instead of adding others. The media key's extension is the sniffed container's at submit, and the
 * job's (Matroska for H.264 in WebM) once the media is made.
 */
export function answerKeys(take: TakeIdentity, mediaExtension: string) {
  const base = `answers/${take.application_id}/${keySegment(take.question_key)}/${take.id}`;
  return { mediaKey: `${base}.${mediaExtension}`, audioKey: `${base}.wav`, thumbnailKey: `${base}.jpg` };
}
