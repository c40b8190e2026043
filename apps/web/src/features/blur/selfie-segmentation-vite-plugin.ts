import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SELFIE_SEGMENTATION_DIR } from './selfie-segmentation-files';

/*
 * Build-time only (imported by vite.config.ts, never by the app). The package's ES entry does not import
 * cleanly into a Vite build, and it fetches its wasm, model and graph at run time from wherever
 * `locateFile` points: so the app serves the package's files itself (offline, same origin, CSP 'self')
 * and loads the entry as a classic script.
 */

// Everything the loader fetches: its script, both wasm builds (SIMD or not, chosen at run time) with their
// glue scripts and data packages, the two models (modelSelection 0 or 1) and the graph.
const RUNTIME_FILE = /\.(?:js|wasm|data|tflite|binarypb)$/;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  // Streaming compilation (WebAssembly.instantiateStreaming) refuses any other type.
  '.wasm': 'application/wasm',
};

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName)] ?? 'application/octet-stream';
}

export function selfieSegmentationPackageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@mediapipe/selfie_segmentation/package.json'));
}

/** The package's run-time files (not its README, typings or package.json), sorted. */
export function selfieSegmentationRuntimeFiles(packageDir: string): string[] {
  return readdirSync(packageDir)
    .filter((name) => RUNTIME_FILE.test(name))
    .sort();
}

/**
 * Serves the files under `<base>mediapipe/selfie_segmentation/` in dev and emits them to the same place
 * in the build output, where the server's static handler serves them.
 */
export function selfieSegmentationAssets(packageDir: string = selfieSegmentationPackageDir()): Plugin {
  const files = selfieSegmentationRuntimeFiles(packageDir);
  let base = '/';
  return {
    name: 'vi:selfie-segmentation-assets',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const prefix = `${base}${SELFIE_SEGMENTATION_DIR}/`;
        const url = (req.url ?? '').split('?')[0] ?? '';
        // Only the listed names are answered, so no path can reach outside the package folder.
        const name = url.startsWith(prefix) ? url.slice(prefix.length) : undefined;
        if (name === undefined || !files.includes(name)) {
          next();
          return;
        }
        const file = path.join(packageDir, name);
        res.setHeader('Content-Type', contentTypeOf(name));
        res.setHeader('Content-Length', String(statSync(file).size));
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const name of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${SELFIE_SEGMENTATION_DIR}/${name}`,
          source: readFileSync(path.join(packageDir, name)),
        });
      }
    },
  };
}
