import { defineConfig } from 'vitest/config';

// One runner for every unit and medium suite; each workspace is a project so `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
