// Builds what is missing or older than its sources, so `npm start` on a fresh clone just works and a
// second start does not pay for a rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOCK = path.join(ROOT, 'node_modules', '.cache', 'vi-build.lock');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function requireTool(file, name) {
  if (!existsSync(file)) {
    process.stderr.write(
      `${name} is needed to build the app but is not installed. Run \`npm ci --include=dev\` ` +
        '(npm leaves build tools out when NODE_ENV=production is set during install).\n',
    );
    process.exit(1);
  }
}

function run(cmd, args, label, cwd = ROOT) {
  process.stderr.write(`> ${label}\n`);
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`${label} failed (exit ${result.status ?? result.signal}).\n`);
    rmSync(LOCK, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

/**
 * TypeScript 7's compiler (the native port, installed as `typescript-go`), which builds and type-checks
 * about three times faster than 5.9 for the same output. TypeScript 5.9 stays installed as `typescript`
 * for typescript-eslint and editors, so both claim `tsc` in node_modules/.bin: scripts name this file
 * rather than rely on which one npm linked (docs/decisions/0034-typescript-7-compiler.md).
 */
export const TSC = path.join(ROOT, 'node_modules', 'typescript-go', 'bin', 'tsc');
const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * Test files running in parallel processes may each find the build stale; only one may build at a
 * time, or one process loads files another is still writing.
 */
function withBuildLock(work) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`could not take the build lock ${LOCK}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export function ensureServerBuilt() {
  withBuildLock(buildServerIfStale);
}

function buildServerIfStale() {
  const out = path.join(ROOT, 'apps/server/dist/main.js');
  const stale =
    !existsSync(out) ||
    Math.max(
      newestMtime(path.join(ROOT, 'apps/server/src')),
      newestMtime(path.join(ROOT, 'packages/contracts/src')),
    ) > statSync(out).mtimeMs;
  if (stale) requireTool(TSC, 'TypeScript');
  if (stale)
    run(
      process.execPath,
      [TSC, '-b', 'packages/contracts/tsconfig.build.json', 'apps/server/tsconfig.build.json'],
      'building server',
    );
}

export function ensureWebBuilt() {
  withBuildLock(buildWebIfStale);
}

function buildWebIfStale() {
  const out = path.join(ROOT, 'apps/web/dist/index.html');
  const web = path.join(ROOT, 'apps/web');
  const stale =
    !existsSync(out) ||
    Math.max(
      newestMtime(path.join(web, 'src')),
      newestMtime(path.join(web, 'public')),
      statSync(path.join(web, 'index.html')).mtimeMs,
      statSync(path.join(web, 'vite.config.ts')).mtimeMs,
      statSync(path.join(web, 'vite-precompress-plugin.ts')).mtimeMs,
      newestMtime(path.join(ROOT, 'packages/contracts/src')),
    ) > statSync(out).mtimeMs;
  if (stale) requireTool(vite, 'Vite');
  if (stale) run(process.execPath, [vite, 'build', '--logLevel', 'warn'], 'building web app', web);
}

export function ensureBuilt() {
  ensureServerBuilt();
  ensureWebBuilt();
}

/**
 * A private web build in `outDir`, always fresh: for several e2e servers run side by side from one
 * checkout (E2E_WEB_OUT), so one run's rebuild never deletes files another is serving.
 */
export function buildWebInto(outDir) {
  requireTool(vite, 'Vite');
  run(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    `building web app into ${outDir}`,
    path.join(ROOT, 'apps/web'),
  );
}
