import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

const root = import.meta.dirname;
const ALL_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];

// Time limits catch hangs, they measure no speed (bench/ does that), so they stretch with the CPU the
// pass is given (TEST_TIME_SCALE, set by npm test; bench/README.md, "CI time").
const scale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

/**
 * The test files that replace a module (`vi.mock`): in a shared worker the replacement would stay for
 * every later file, so these run isolated. Found by reading the files when the config loads.
 */
export function serverTestsNeedingIsolation(): string[] {
  return ['src', 'test']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true })
        .map(String)
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
    )
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

/**
 * The server's tests as a Vitest project. Every file builds its own app, database, schema, Redis
 * database and ports, so files need no fresh module registry each: importing the server's modules again
 * for every file was most of what the pass spent outside the tests themselves
 * (docs/decisions/0032-shared-web-test-workers.md, "The server's files").
 */
export function serverProject(
  name: string,
  {
    isolate,
    include = ALL_TESTS,
    exclude = [],
  }: { isolate: boolean; include?: string[]; exclude?: string[] },
): UserWorkspaceConfig {
  return defineProject({
    root,
    resolve: {
      // Tests run the TypeScript sources of contracts, so no build is needed for unit and medium suites.
      alias: {
        '@vi/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
      },
    },
    test: {
      name,
      environment: 'node',
      include,
      exclude,
      isolate,
      testTimeout: 30_000 * scale,
      hookTimeout: 60_000 * scale,
    },
  });
}
