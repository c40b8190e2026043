import type { Worker } from 'node:worker_threads';
import type { Transcriber, TranscriptionResult } from '../transcriber.js';
import { findMoonshineModelDir, type ModelPaths, verifyMoonshineModel } from './model-files.js';
import type { MoonshineReply, MoonshineStop, MoonshineWorkerData } from './moonshine-worker.js';
import { startMoonshineWorker } from './worker-entry.js';

export interface MoonshineOptions {
  /** The folder of the two model files; the installed package's by default. */
  modelDir?: string | undefined;
  /** Worker threads, each holding the model (~250-300 MB) and transcribing one answer at a time. */
  workers?: number;
  /** onnxruntime's threads inside each worker. */
  threads?: number;
}

export interface MoonshineTranscriber extends Transcriber {
  /** Checks the model files against their pinned sums; throws a ModelFileError naming a bad file. */
  verify(): Promise<void>;
  close(): Promise<void>;
}

interface Job {
  wavFile: string;
  resolve(result: TranscriptionResult): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

/**
 * Moonshine Tiny on this server (docs/decisions/0027-speech-engine.md). The model loads once per process,
 * in worker threads started on the first answer, after its files were checked; answers beyond the
 * workers wait in order.
 */
export function createMoonshineTranscriber(options: MoonshineOptions = {}): MoonshineTranscriber {
  const modelDir = options.modelDir ?? findMoonshineModelDir();
  const size = Math.max(1, options.workers ?? 1);
  const threads = Math.max(1, options.threads ?? 1);
  let verified: Promise<ModelPaths> | undefined;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const verify = () => {
    if (!modelDir) return Promise.reject(new Error('@moonshine-ai/moonshine-js is not installed'));
    return (verified ??= verifyMoonshineModel(modelDir).catch((err: unknown) => {
      verified = undefined;
      throw err;
    }));
  };

  const startSlot = (paths: ModelPaths): Slot => {
    const workerData: MoonshineWorkerData = { paths, threads };
    const slot: Slot = { worker: startMoonshineWorker({ workerData }) };
    const fail = (err: Error) => {
      slots.splice(slots.indexOf(slot), 1);
      slot.job?.reject(err);
      slot.job = undefined;
      pump();
    };
    slot.worker.on('message', (reply: MoonshineReply) => {
      const job = slot.job;
      slot.job = undefined;
      if (job) {
        if ('error' in reply) job.reject(new Error(`moonshine failed: ${reply.error}`));
        else {
          const text = reply.segments.map((s) => s.text).join(' ');
          job.resolve({ engine: 'moonshine', text, segments: reply.segments });
        }
      }
      pump();
    });
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(new Error(`the moonshine worker stopped (exit code ${code})`));
    });
    slots.push(slot);
    return slot;
  };

  function pump(): void {
    if (closed) return;
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) break;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: nextId++, wavFile: job.wavFile });
    }
    // An idle worker must not keep the process alive.
    for (const slot of slots) if (!slot.job) slot.worker.unref();
  }

  return {
    engine: 'moonshine',
    englishOnly: true,
    verify: async () => {
      await verify();
    },
    async available() {
      return verify().then(
        () => true,
        () => false,
      );
    },
    async transcribe(wavFile) {
      if (closed) throw new Error('the moonshine transcriber is closed');
      const paths = await verify();
      const result = new Promise<TranscriptionResult>((resolve, reject) =>
        queue.push({ wavFile, resolve, reject }),
      );
      while (slots.length < size && slots.length < queue.length + slots.filter((s) => s.job).length)
        startSlot(paths);
      pump();
      return result;
    },
    async close() {
      closed = true;
      const stopped = new Error('the moonshine transcriber is closed');
      for (const job of queue.splice(0)) job.reject(stopped);
      for (const slot of slots) slot.job?.reject(stopped);
      // Each thread ends itself between two ONNX runs: terminate() inside a run aborts the process.
      await Promise.all(
        slots.splice(0).map(
          (slot) =>
            new Promise<void>((resolve) => {
              slot.worker.once('exit', () => resolve());
              // An idle thread is unreferenced; one being closed is awaited, so it must hold the process
              // until it has ended, or a caller awaiting close() is left with nothing to keep it running.
              slot.worker.ref();
              slot.worker.postMessage({ stop: true } satisfies MoonshineStop);
            }),
        ),
      );
    },
  };
}
