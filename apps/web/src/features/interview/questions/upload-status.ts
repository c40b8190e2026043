import type { UploadState } from '../recording/recording-channel';
import type { AnswerPhase } from './answer-machine';
import { QUESTION_TEXTS, chunksWaiting, waitingCount } from './texts';

/**
 * What the page says about the upload: `visible` is precise (chunks waiting), `announced` is what the
 * live region reads, coarse on purpose — while recording a chunk arrives every second, and announcing
 * each one would drown the screen reader.
 */
export function uploadTexts(
  upload: UploadState | undefined,
  phase: AnswerPhase,
): { visible: string; announced: string } | undefined {
  if (!upload || upload.connection === 'closed') return undefined;
  if (upload.connection === 'reconnecting') {
    const waiting = upload.produced - upload.acknowledged;
    const visible =
      waiting > 0 ? `${QUESTION_TEXTS.reconnecting} ${waitingCount(waiting)}` : QUESTION_TEXTS.reconnecting;
    return { visible, announced: QUESTION_TEXTS.reconnecting };
  }
  const waiting = upload.produced - upload.acknowledged;
  const isRecording = phase === 'recording' || phase === 'stopping' || phase === 'starting';
  if (waiting > 0) {
    return {
      visible: chunksWaiting(waiting),
      announced: isRecording ? QUESTION_TEXTS.uploading : chunksWaiting(waiting),
    };
  }
  if (upload.produced === 0) return undefined;
  // "All recorded data saved" only once the take is over: while it records, more is always coming.
  if (isRecording) return { visible: QUESTION_TEXTS.uploading, announced: QUESTION_TEXTS.uploading };
  return { visible: QUESTION_TEXTS.allSaved, announced: QUESTION_TEXTS.allSaved };
}
