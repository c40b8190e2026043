import ort from 'onnxruntime-node';
import type { TranscriptSegment } from '../transcriber.js';
import { greedyDecode, maxTokensFor } from './greedy-decoder.js';
import type { ModelPaths } from './model-files.js';
import { splitAtQuietPoints } from './segmentation.js';
import { tokensToText } from './tokens.js';

export const SAMPLE_RATE = 16_000;

/** Moonshine Tiny's decoder: 6 layers, 8 key/value heads of 36 dimensions. */
const LAYERS = 6;
const KV_HEADS = 8;
const HEAD_DIM = 36;

export interface MoonshineModel {
  /** Text of one piece of 16 kHz mono audio (at most ~10 s). */
  decodePiece(samples: Float32Array): Promise<string>;
  release(): Promise<void>;
}

/**
 * Loads the two ONNX files into onnxruntime-node (CPU). One intra-op thread by default: on two busy
 * cores more threads made each answer slower, and the API's event loop needs the other core.
 */
export async function loadMoonshineModel(paths: ModelPaths, threads = 1): Promise<MoonshineModel> {
  const options: ort.InferenceSession.SessionOptions = {
    executionProviders: ['cpu'],
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  };
  const encoder = await ort.InferenceSession.create(paths.encoder, options);
  const decoder = await ort.InferenceSession.create(paths.decoder, options);

  const emptyCache = (): Record<string, ort.Tensor> => {
    const cache: Record<string, ort.Tensor> = {};
    for (let layer = 0; layer < LAYERS; layer++)
      for (const part of ['decoder', 'encoder'])
        for (const kind of ['key', 'value'])
          cache[`past_key_values.${layer}.${part}.${kind}`] = new ort.Tensor('float32', new Float32Array(0), [
            0,
            KV_HEADS,
            1,
            HEAD_DIM,
          ]);
    return cache;
  };

  return {
    async decodePiece(samples) {
      const { last_hidden_state: hidden } = await encoder.run({
        input_values: new ort.Tensor('float32', samples, [1, samples.length]),
      });
      if (!hidden) throw new Error('the Moonshine encoder gave no output');
      let cache = emptyCache();
      const tokens = await greedyDecode(
        async (previous, index) => {
          const outputs = await decoder.run({
            ...cache,
            input_ids: new ort.Tensor('int64', BigInt64Array.from([BigInt(previous)]), [1, 1]),
            encoder_hidden_states: hidden,
            use_cache_branch: new ort.Tensor('bool', [index > 0], [1]),
          });
          // The encoder's part of the cache is computed on the first step and kept; the decoder's grows.
          const next: Record<string, ort.Tensor> = {};
          for (const name of Object.keys(cache)) {
            const present = outputs[name.replace('past_key_values', 'present')];
            next[name] = index > 0 && name.includes('.encoder.') ? cache[name]! : present!;
          }
          cache = next;
          return outputs.logits!.data as Float32Array;
        },
        maxTokensFor(samples.length / SAMPLE_RATE),
      );
      return tokensToText(tokens);
    },
    async release() {
      await encoder.release();
      await decoder.release();
    },
  };
}

/** Rounded to the millisecond: segment times are shown and turned into captions, not computed on. */
const seconds = (samples: number) => Math.round((samples / SAMPLE_RATE) * 1000) / 1000;

/** Silence kept around a piece's sound: Moonshine drops words after a long silence, and clips without any. */
const PAD_SAMPLES = Math.round(0.25 * SAMPLE_RATE);

/** Thrown when the caller asked to stop between two pieces. */
export class TranscriptionStopped extends Error {
  constructor() {
    super('transcription stopped');
  }
}

/**
 * A whole answer: cut at quiet points, each piece decoded, each keeping its own start and end. Before
 * each piece `beforePiece` may throw TranscriptionStopped: a thread that holds the model can then end
 * between two ONNX runs, never inside one (a thread terminated inside a native run aborts the process).
 */
export async function transcribeSamples(
  model: MoonshineModel,
  samples: Float32Array,
  beforePiece: () => Promise<void> = async () => undefined,
): Promise<TranscriptSegment[]> {
  const segments: TranscriptSegment[] = [];
  for (const piece of splitAtQuietPoints(samples, { sampleRate: SAMPLE_RATE })) {
    await beforePiece();
    const first = Math.max(piece.first, piece.soundFirst - PAD_SAMPLES);
    const end = Math.min(piece.end, piece.soundEnd + PAD_SAMPLES);
    const text = await model.decodePiece(samples.subarray(first, end));
    if (text) segments.push({ start: seconds(piece.soundFirst), end: seconds(piece.soundEnd), text });
  }
  return segments;
}
