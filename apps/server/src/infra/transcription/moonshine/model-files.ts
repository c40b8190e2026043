import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Moonshine Tiny (English, MIT), as shipped inside `@moonshine-ai/moonshine-js@0.1.29`, the only version
 * that carries the weights (docs/decisions/0027-speech-engine.md). The sums pin the exact files: another
 * version or a damaged install must not quietly change what recruiters read.
 */
export const MOONSHINE_PACKAGE = '@moonshine-ai/moonshine-js';
export const MOONSHINE_MODEL_FILES = {
  encoder: {
    name: 'encoder_model.onnx',
    sha256: 'c6fc4b7bc5af75c0591fd157a1f3829b533d18e9769a888fd95a62e470dd4f4a',
  },
  decoder: {
    name: 'decoder_model_merged.onnx',
    sha256: 'eed87831c3a6103534aae7d47a5d485025c659a1323901513961c39fe8a1a367',
  },
} as const;

/** A model file that is missing or not the pinned one: start-up stops with this message. */
export class ModelFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`Moonshine model file ${file} ${detail}; reinstall it with \`npm ci\` or set TRANSCRIBE_ENGINE`);
    this.name = 'ModelFileError';
  }
}

/** The package's model folder, or undefined when the package is not installed. */
export function findMoonshineModelDir(): string | undefined {
  const require = createRequire(import.meta.url);
  for (const dir of require.resolve.paths(MOONSHINE_PACKAGE) ?? []) {
    const pkg = path.join(dir, MOONSHINE_PACKAGE);
    if (existsSync(path.join(pkg, 'package.json'))) return path.join(pkg, 'dist/model/tiny/quantized');
  }
  return undefined;
}

export interface ModelPaths {
  encoder: string;
  decoder: string;
}

export const modelPaths = (dir: string): ModelPaths => ({
  encoder: path.join(dir, MOONSHINE_MODEL_FILES.encoder.name),
  decoder: path.join(dir, MOONSHINE_MODEL_FILES.decoder.name),
});

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Checks both files against their pinned sums (~0.1 s for 28 MB) and returns their paths. Throws a
 * ModelFileError naming the first file that is missing or different.
 */
export async function verifyMoonshineModel(
  dir: string,
  expected: Record<keyof ModelPaths, { name: string; sha256: string }> = MOONSHINE_MODEL_FILES,
): Promise<ModelPaths> {
  const paths = modelPaths(dir);
  for (const key of ['encoder', 'decoder'] as const) {
    const file = path.join(dir, expected[key].name);
    paths[key] = file;
    if (!existsSync(file)) throw new ModelFileError(file, 'is missing');
    const actual = await sha256Of(file);
    if (actual !== expected[key].sha256)
      throw new ModelFileError(
        file,
        `does not match its pinned sha256 (${expected[key].sha256}, found ${actual})`,
      );
  }
  return paths;
}
