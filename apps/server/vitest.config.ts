import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// npm test runs this project at the lowest CPU priority beside the browser shards and sets
// TEST_TIME_SCALE there: a time limit here catches a hang, it measures no speed (bench/ does that), so it
// stretches with the CPU the pass is given (bench/README.md, "CI time").
const scale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

export default defineProject({
  resolve: {
    // Tests run the TypeScript sources of contracts, so no build is needed for unit and medium suites.
    alias: {
      '@vi/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000 * scale,
    hookTimeout: 60_000 * scale,
  },
});
