/**
 * The thread that holds Moonshine: it loads the model once and transcribes one answer at a time, so the
 * decoder's synchronous ONNX runs never block the event loop that acknowledges recording chunks.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { wavToMonoFloat32 } from '../wav-audio.js';
import type { ModelPaths } from './model-files.js';
import {
  loadMoonshineModel,
  SAMPLE_RATE,
  transcribeSamples,
  TranscriptionStopped,
} from './moonshine-model.js';

export interface MoonshineWorkerData {
  paths: ModelPaths;
  threads: number;
}
export interface MoonshineRequest {
  id: number;
  wavFile: string;
}
/** Asks the thread to end: at once when idle, else between two pieces of the answer it is decoding. */
export interface MoonshineStop {
  stop: true;
}
export type MoonshineReply =
  { id: number; segments: { start: number; end: number; text: string }[] } | { id: number; error: string };

const data = workerData as MoonshineWorkerData;
const port = parentPort;
if (!port) throw new Error('moonshine-worker runs as a worker thread');
const model = loadMoonshineModel(data.paths, data.threads);

let busy = false;
let stopping = false;
// A thread ends by its own hand, from JavaScript: terminating it from outside while ONNX runs aborts
// the whole process (onnxruntime-node throws a C++ exception nobody catches).
const end = () => process.exit(0);
// Gives a stop message its turn between two pieces (the ONNX runs resolve without one).
const beforePiece = async () => {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (stopping) throw new TranscriptionStopped();
};

// One message at a time: the parent sends the next request only after this one's reply.
port.on('message', (message: MoonshineRequest | MoonshineStop) => {
  if ('stop' in message) {
    stopping = true;
    if (!busy) end();
    return;
  }
  busy = true;
  void (async (): Promise<MoonshineReply> => {
    try {
      const samples = wavToMonoFloat32(await readFile(message.wavFile), SAMPLE_RATE);
      return { id: message.id, segments: await transcribeSamples(await model, samples, beforePiece) };
    } catch (err) {
      return { id: message.id, error: err instanceof Error ? err.message : String(err) };
    }
  })().then((reply) => {
    busy = false;
    if (stopping) end();
    else port.postMessage(reply);
  });
});
