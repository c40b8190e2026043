import type { MetadataMessage } from '@vi/contracts';

/** A frame of a recording connection waiting for its turn. */
export type Task =
  | { kind: 'chunk'; data: Buffer }
  | { kind: 'metadata'; message: MetadataMessage }
  | { kind: 'process'; recordingId: string | undefined };

export interface FrameHandlers {
  /** Chunks that arrived while the previous ones were being written, together (a group commit). */
  chunks(batch: Buffer[]): Promise<void>;
  metadata(message: MetadataMessage): Promise<void>;
  process(recordingId: string | undefined): Promise<void>;
  /** The batch has been handled (kept or refused): its bytes no longer count as in flight. */
  handled(batch: Buffer[]): void;
  /** The queue ran dry. */
  settled(): Promise<void> | void;
}

/**
 * A connection's frames, handled strictly in arrival order, one at a time: process_recording runs only
 * after every chunk before it is written. The handlers must not throw (RecordingSession turns every
 * failure into an `error` message).
 */
export class FrameQueue {
  private readonly tasks: Task[] = [];
  private active = false;

  constructor(private readonly handlers: FrameHandlers) {}

  /** A frame is being handled (or the queue is finishing). */
  get running(): boolean {
    return this.active;
  }

  push(task: Task): void {
    this.tasks.push(task);
    if (!this.active) void this.run();
  }

  /** Drops every frame not yet handled. */
  clear(): void {
    this.tasks.length = 0;
  }

  private async run(): Promise<void> {
    this.active = true;
    try {
      while (this.tasks.length > 0) {
        const head = this.tasks[0]!;
        if (head.kind === 'chunk') {
          const batch: Buffer[] = [];
          while (this.tasks[0]?.kind === 'chunk') batch.push((this.tasks.shift() as { data: Buffer }).data);
          await this.handlers.chunks(batch);
          this.handlers.handled(batch);
        } else {
          this.tasks.shift();
          if (head.kind === 'metadata') await this.handlers.metadata(head.message);
          else await this.handlers.process(head.recordingId);
        }
      }
    } finally {
      this.active = false;
      await this.handlers.settled();
    }
  }
}
