import { defineConfig } from 'vitest/config';

// One runner for every unit and medium suite; each workspace is a project so `npm test` runs them all.
// Workers: vitest's default (cores − 1, one on two cores) for a developer's `npx vitest run`; `npm test`
// runs two in one pass and the topology suite alone in a second (scripts/test.mjs, bench/README.md
// "CI time"), since every file has its own data folder, schema, Redis database and ports.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
