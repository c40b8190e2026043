import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Hooks that let a worker thread run this folder's TypeScript sources: only when the server runs
 * from its sources (its tests), where `moonshine-worker.js` has not been built. They strip types with
 * the TypeScript compiler (a development dependency) and map `./x.js` imports to `./x.ts`.
 */
const sourceHooks = (typescript: string) => `
import { readFile } from 'node:fs/promises';
const ts = (await import(${JSON.stringify(typescript)})).default;
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (err) {
    if (!specifier.startsWith('.') || !specifier.endsWith('.js')) throw err;
    return next(specifier.slice(0, -3) + '.ts', context);
  }
}
export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}`;

/** Starts the Moonshine worker thread: the built file when there is one, else its source. */
export function startMoonshineWorker(options: WorkerOptions): Worker {
  const built = new URL('./moonshine-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built, options);
  const typescript = pathToFileURL(createRequire(import.meta.url).resolve('typescript')).href;
  const hooks = `data:text/javascript,${encodeURIComponent(sourceHooks(typescript))}`;
  const source = new URL('./moonshine-worker.ts', import.meta.url).href;
  const bootstrap = `
    const { register } = require('node:module');
    register(${JSON.stringify(hooks)});
    import(${JSON.stringify(source)});`;
  return new Worker(bootstrap, { ...options, eval: true });
}
