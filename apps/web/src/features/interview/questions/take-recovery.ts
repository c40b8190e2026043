import type { ChunkStore } from '../recording/chunk-store';
import { readTakeChunks, type TakeJournal, type TakeRecord } from '../recording/take-journal';

/** Where a take is kept on this device until it is submitted: its chunks and its journal entry. */
export interface TakeStorage {
  store: ChunkStore;
  journal: TakeJournal;
}

export interface RecoveredTake {
  record: TakeRecord;
  /** The take as recorded, for playback: the chunks joined in order (only the first has the header). */
  blob: Blob;
}

/**
 * At question start: the take this browser recorded for this question before a reload, when its chunks
 * are all here; otherwise the local store is emptied (spec §4: "emptied at question start").
 */
export async function findRecoveredTake(
  { store, journal }: TakeStorage,
  applicantGuid: string,
  questionId: string,
): Promise<RecoveredTake | undefined> {
  const record = await journal.load().catch(() => undefined);
  if (record?.applicantGuid === applicantGuid && record.questionId === questionId) {
    const chunks = await readTakeChunks(store).catch(() => []);
    // A take stopped with N chunks needs all N; one cut off by the reload is offered as far as it got.
    const isComplete = !record.isStopped || chunks.length >= record.chunks;
    if (chunks.length > 0 && isComplete) {
      return {
        record: { ...record, chunks: chunks.length },
        blob: new Blob(chunks, { type: record.mimeType }),
      };
    }
  }
  await Promise.all([store.clear(), journal.clear()]).catch(() => undefined);
  return undefined;
}
