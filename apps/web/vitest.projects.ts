import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
// Stretches the time limits when npm test runs this project at low priority (apps/server/vitest.config.ts).
import { scaled } from './src/testing/time-scale.js';

const root = import.meta.dirname;
const ALL_TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * The test files that change what a shared worker cannot undo: a replaced module (`vi.mock`) stays
 * replaced for every later file, and a custom element once defined (`customElements.define`) stays
 * defined in the document (the recruiter layout then shows a theme's navigation bar instead of its own).
 * These run isolated, each with modules and a document of its own.
 */
export function testsNeedingIsolation(): string[] {
  const src = path.join(root, 'src');
  return readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\bvi\.(mock|doMock)\(|\bcustomElements\.define\(/.test(readFileSync(path.join(src, file), 'utf8')),
    )
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .sort();
}

/**
 * The web app's tests as a Vitest project. Isolation (a fresh jsdom and fresh modules per file) is most
 * of a web file's cost: 615 CPU-s for the whole project isolated against ~105 shared (bench/README.md,
 * "CI time"), so npm test runs most files in shared workers, each file starting from a fresh browser's
 * state (src/testing/setup.ts), and only those that change what it cannot undo isolated (docs/decisions/0032).
 */
export function webProject(
  name: string,
  {
    isolate,
    include = [ALL_TESTS],
    exclude = [],
  }: { isolate: boolean; include?: string[]; exclude?: string[] },
): UserWorkspaceConfig {
  return defineProject({
    root,
    plugins: [react()],
    resolve: {
      conditions: ['source', ...defaultClientConditions],
    },
    test: {
      name,
      environment: 'jsdom',
      include,
      exclude,
      isolate,
      setupFiles: ['./src/testing/setup.ts'],
      testTimeout: scaled(5000),
      hookTimeout: scaled(10_000),
    },
  });
}
