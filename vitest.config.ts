import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every unit and medium suite; each workspace is a project so `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, with a core idle while
    // the medium and process suites wait on databases, ffmpeg and the servers they start. Every file has its
    // own data folder, PostgreSQL schema, Redis database and ports, so files can run side by side.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
