import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Stretches the time limits when npm test runs this project at low priority (apps/server/vitest.config.ts).
const scale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

export default defineProject({
  // Lets `vitest run --config apps/web/vitest.config.ts` work from the repo root, not only as a root project.
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 5000 * scale,
    hookTimeout: 10_000 * scale,
  },
});
