import { defineConfig } from 'vitest/config';
import { serverProject, serverTestsNeedingIsolation } from './apps/server/vitest.projects.js';
import { testsNeedingIsolation, webProject } from './apps/web/vitest.projects.js';

// One runner for every unit and medium suite; each workspace is a project so `npm test` runs them all.
// Workers: vitest's default (cores − 1, one on two cores) for a developer's `npx vitest run`; `npm test`
// runs two in one pass and the topology suite alone in a second (scripts/test.mjs, bench/README.md
// "CI time"), since every file has its own data folder, schema, Redis database and ports.
// The web app's files run in two projects: `web` shares each worker's modules and document between files
// (each starts from a fresh browser's state), `web-isolated` gives the files that replace a module their
// own (docs/decisions/0032-shared-web-test-workers.md).
const replacing = testsNeedingIsolation();
const serverReplacing = serverTestsNeedingIsolation();
const TOPOLOGY = 'test/topology/**';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      serverProject('server', { isolate: false, exclude: [...serverReplacing, TOPOLOGY] }),
      serverProject('server-isolated', { isolate: true, include: serverReplacing, exclude: [TOPOLOGY] }),
      // Its own project, so `npm test` can leave it out of the main pass (`--project '!server-topology'`)
      // and run it alone after: a project's own `exclude` is not extended by the command line's.
      serverProject('server-topology', { isolate: true, include: [`${TOPOLOGY}/*.test.ts`] }),
      webProject('web', { isolate: false, exclude: replacing }),
      webProject('web-isolated', { isolate: true, include: replacing }),
    ],
  },
});
