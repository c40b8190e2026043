import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/*
 * Build-time only (imported by vite.config.ts): every text-like file of the build gets a brotli (.br) and
 * a gzip (.gz) copy beside it, made once at the highest levels, so the server sends them as they are
 * (content-encoding by Accept-Encoding; docs/operations.md) and spends no CPU per request.
 */

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|wasm|data|binarypb)$/;
/** Below this a compressed copy saves less than a packet's worth. */
const MIN_BYTES = 1024;
/** Brotli's top level takes seconds a megabyte: the two multi-megabyte wasm builds get level 9. */
const LARGE_BYTES = 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function precompress(file: string): Promise<void> {
  const bytes = await readFile(file);
  const quality = bytes.length > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not worth a request's negotiation: the file is sent as it is.
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      const big = await Promise.all(files.map(async (f) => ((await stat(f)).size >= MIN_BYTES ? f : null)));
      await Promise.all(big.filter((f): f is string => f !== null).map(precompress));
    },
  };
}
