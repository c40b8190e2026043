import { defineConfig } from 'vitest/config';

// One runner for every unit and medium suite; each workspace is a project so `npm test` runs them all.
// Workers stay at vitest's default (cores − 1: one on CI's two cores). Two halved the vitest phase (396 s
// against ~600–700 s), and every file has its own data folder, schema, Redis database and ports, but the
// topology suite's rolling restart under 50 applicants then stored answers with fewer video frames than
// were sent (bench/README.md, "CI time"): until that is understood, `npx vitest run --maxWorkers 2` is a
// developer's choice, not CI's.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
