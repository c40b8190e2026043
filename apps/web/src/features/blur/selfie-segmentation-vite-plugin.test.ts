// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { SELFIE_SEGMENTATION_DIR, SELFIE_SEGMENTATION_SCRIPT } from './selfie-segmentation-files';
import {
  contentTypeOf,
  selfieSegmentationAssets,
  selfieSegmentationPackageDir,
  selfieSegmentationRuntimeFiles,
} from './selfie-segmentation-vite-plugin';

const packageDir = selfieSegmentationPackageDir();
const files = selfieSegmentationRuntimeFiles(packageDir);

/** Quoted file names of the given kinds that a script of the package mentions (what it will fetch). */
function referencedNames(script: string, extensions: string[]): string[] {
  const pattern = new RegExp(`"([A-Za-z0-9_.-]+\\.(?:${extensions.join('|')}))"`, 'g');
  return [...readFileSync(path.join(packageDir, script), 'utf8').matchAll(pattern)].map((m) => m[1] ?? '');
}

type Hook = ((...args: never[]) => unknown) | { handler: (...args: never[]) => unknown } | undefined;
function handlerOf(hook: Hook): (...args: unknown[]) => unknown {
  if (hook === undefined) throw new Error('hook missing');
  return (typeof hook === 'function' ? hook : hook.handler) as (...args: unknown[]) => unknown;
}

describe('the served selfie segmentation files', () => {
  it('include every file the loader and its wasm glue scripts fetch', () => {
    const fromLoader = referencedNames(SELFIE_SEGMENTATION_SCRIPT, [
      'js',
      'tflite',
      'binarypb',
      'wasm',
      'data',
    ]);
    const glue = fromLoader.filter((name) => name.endsWith('.js'));
    const fromGlue = glue.flatMap((script) => referencedNames(script, ['wasm', 'data']));
    // Sanity: the parse found the pieces we know the package needs, so an empty match cannot pass.
    expect(fromLoader).toEqual(
      expect.arrayContaining([
        'selfie_segmentation.binarypb',
        'selfie_segmentation_landscape.tflite',
        'selfie_segmentation_solution_simd_wasm_bin.js',
        'selfie_segmentation_solution_wasm_bin.js',
      ]),
    );
    expect(fromGlue).toEqual(
      expect.arrayContaining([
        'selfie_segmentation_solution_simd_wasm_bin.wasm',
        'selfie_segmentation_solution_wasm_bin.wasm',
      ]),
    );
    expect(files).toEqual(expect.arrayContaining([SELFIE_SEGMENTATION_SCRIPT, ...fromLoader, ...fromGlue]));
  });

  it('leave out the package metadata', () => {
    expect(files).not.toEqual(expect.arrayContaining(['README.md']));
    expect(
      files.some((name) => name.endsWith('.json') || name.endsWith('.d.ts') || name.endsWith('.md')),
    ).toBe(false);
  });

  it('have the content types browsers need (wasm streaming compilation insists on application/wasm)', () => {
    expect(contentTypeOf('x.wasm')).toBe('application/wasm');
    expect(contentTypeOf('x.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('x.tflite')).toBe('application/octet-stream');
  });
});

describe('selfieSegmentationAssets', () => {
  it('emits every runtime file, byte for byte, under mediapipe/selfie_segmentation/ in the build', () => {
    const plugin = selfieSegmentationAssets(packageDir);
    const emitted: Rollup.EmittedFile[] = [];
    handlerOf(plugin.generateBundle as Hook).call({
      emitFile: (file: Rollup.EmittedFile) => emitted.push(file),
    });

    expect(emitted.map((file) => file.fileName)).toEqual(
      files.map((name) => `${SELFIE_SEGMENTATION_DIR}/${name}`),
    );
    for (const file of emitted) {
      if (file.type !== 'asset' || file.fileName === undefined) throw new Error('expected named assets');
      const name = file.fileName.slice(SELFIE_SEGMENTATION_DIR.length + 1);
      expect(
        Buffer.compare(Buffer.from(file.source as Uint8Array), readFileSync(path.join(packageDir, name))),
      ).toBe(0);
    }
  });

  function devServer() {
    const plugin = selfieSegmentationAssets(packageDir);
    handlerOf(plugin.configResolved)({ base: '/v1/' });
    let middleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
    handlerOf(plugin.configureServer)({
      middlewares: { use: (fn: typeof middleware) => (middleware = fn) },
    });
    if (middleware === undefined) throw new Error('no middleware registered');
    const use = middleware;

    return (url: string) =>
      new Promise<{ passedOn: boolean; headers: Record<string, string>; body: Buffer }>((resolve) => {
        const headers: Record<string, string> = {};
        const chunks: Buffer[] = [];
        const res = new PassThrough();
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ passedOn: false, headers, body: Buffer.concat(chunks) }));
        Object.assign(res, {
          setHeader: (key: string, value: string) => (headers[key.toLowerCase()] = value),
        });
        use({ url } as IncomingMessage, res as unknown as ServerResponse, () =>
          resolve({ passedOn: true, headers, body: Buffer.alloc(0) }),
        );
      });
  }

  it('serves the files in dev under the app base with their content types', async () => {
    const get = devServer();
    const wasm = await get(
      `/v1/${SELFIE_SEGMENTATION_DIR}/selfie_segmentation_solution_simd_wasm_bin.wasm?v=1`,
    );
    expect(wasm.passedOn).toBe(false);
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect(wasm.body.length).toBe(Number(wasm.headers['content-length']));
    expect(wasm.body.subarray(0, 4)).toEqual(Buffer.from([0x00, 0x61, 0x73, 0x6d]));

    const script = await get(`/v1/${SELFIE_SEGMENTATION_DIR}/${SELFIE_SEGMENTATION_SCRIPT}`);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('passes on anything that is not one of the listed files', async () => {
    const get = devServer();
    for (const url of [
      `/v1/${SELFIE_SEGMENTATION_DIR}/package.json`,
      `/v1/${SELFIE_SEGMENTATION_DIR}/../selfie_segmentation/package.json`,
      `/v1/${SELFIE_SEGMENTATION_DIR}/%2e%2e/package.json`,
      `/${SELFIE_SEGMENTATION_DIR}/${SELFIE_SEGMENTATION_SCRIPT}`,
      '/v1/interview/onboarding/x',
    ]) {
      expect((await get(url)).passedOn, url).toBe(true);
    }
  });
});
