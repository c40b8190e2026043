import type { RecordingChannel } from '../recording/recording-channel';
import type { TakeJournal, TakeRecord } from '../recording/take-journal';

export type TakeJournalWriter = ReturnType<typeof createTakeJournalWriter>;

/**
 * Keeps the journal entry of the take being recorded up to date, so that a reload finds it: written as
 * recording starts, completed at the stop once the last chunk is in the store.
 */
export function createTakeJournalWriter(journal: TakeJournal) {
  let entry: TakeRecord | undefined;

  function save(record: TakeRecord): Promise<void> {
    entry = record;
    return journal.save(record).catch(() => undefined);
  }

  return {
    /** A new take replaces whatever was kept. */
    reset(): void {
      entry = undefined;
      void journal.clear().catch(() => undefined);
    },
    started(record: Omit<TakeRecord, 'chunks' | 'isStopped' | 'elapsedSeconds'>): void {
      void save({ ...record, chunks: 0, isStopped: false, elapsedSeconds: 0 });
    },
    async stopped(channel: RecordingChannel, elapsedSeconds: number): Promise<void> {
      const current = entry;
      if (!current) return;
      await channel.whenStored();
      await save({ ...current, chunks: channel.state.produced, isStopped: true, elapsedSeconds });
    },
  };
}
