import { describe, expect, it } from 'vitest';
import { createMemoryChunkStore } from '../recording/chunk-store';
import { createMemoryTakeJournal, type TakeRecord } from '../recording/take-journal';
import { findRecoveredTake } from './take-recovery';

const RECORD: TakeRecord = {
  applicantGuid: 'guid-1',
  questionId: 'question-2',
  recordingId: 'rec-1',
  kind: 'audio',
  mimeType: 'audio/webm;codecs=opus',
  chunks: 3,
  isStopped: true,
  elapsedSeconds: 3,
};

function bytes(text: string): ArrayBuffer {
  return new TextEncoder().encode(text).buffer;
}

async function kept(record: TakeRecord | undefined, chunks: string[]) {
  const store = createMemoryChunkStore();
  const journal = createMemoryTakeJournal();
  for (const [index, chunk] of chunks.entries()) await store.put(index + 1, bytes(chunk));
  if (record) await journal.save(record);
  return { store, journal };
}

describe('findRecoveredTake', () => {
  it('offers the take of this question back, its chunks joined in order', async () => {
    const storage = await kept(RECORD, ['a', 'b', 'c']);
    const found = await findRecoveredTake(storage, 'guid-1', 'question-2');
    expect(found?.record).toEqual(RECORD);
    expect(found?.blob.type).toBe('audio/webm;codecs=opus');
    expect(await found?.blob.text()).toBe('abc');
    // Kept: a second reload offers it again.
    expect(await storage.store.count()).toBe(3);
  });

  it('offers a take the reload cut off while recording, as far as it got', async () => {
    const storage = await kept({ ...RECORD, chunks: 0, isStopped: false }, ['a', 'b']);
    const found = await findRecoveredTake(storage, 'guid-1', 'question-2');
    expect(found?.record).toMatchObject({ chunks: 2, isStopped: false });
  });

  it.each([
    ['another question', 'guid-1', 'question-3'],
    ['another applicant', 'guid-2', 'question-2'],
  ])('empties the store for %s (spec: emptied at question start)', async (_label, guid, questionId) => {
    const storage = await kept(RECORD, ['a', 'b', 'c']);
    expect(await findRecoveredTake(storage, guid, questionId)).toBeUndefined();
    expect(await storage.store.count()).toBe(0);
    expect(await storage.journal.load()).toBeUndefined();
  });

  it('offers nothing when chunks of a stopped take are missing', async () => {
    const storage = await kept(RECORD, ['a', 'b']);
    expect(await findRecoveredTake(storage, 'guid-1', 'question-2')).toBeUndefined();
    expect(await storage.store.count()).toBe(0);
  });

  it('offers nothing without chunks or without a journal entry', async () => {
    expect(await findRecoveredTake(await kept(RECORD, []), 'guid-1', 'question-2')).toBeUndefined();
    expect(await findRecoveredTake(await kept(undefined, ['a']), 'guid-1', 'question-2')).toBeUndefined();
  });
});
