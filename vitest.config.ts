import { defineConfig } from 'vitest/config';
import { serverProject, serverTestsNeedingIsolation } from './apps/server/vitest.projects.js';
import { testsNeedingIsolation, webProject } from './apps/web/vitest.projects.js';

// One runner for every unit and medium suite; each workspace is a project so `npm test` runs them all.
// Workers: vitest's default (cores − 1, one on two cores) for a developer's `npx vitest run`. `npm test`
// runs the projects in three parts (scripts/test.mjs, bench/README.md "CI time"): the server's and the
// contracts' files with two workers, the web app's beside the browser shards, and the topology suite
// alone. VITEST_PART names the parts a run takes (comma-separated); unset, it takes them all. A project's
// own `exclude` is not extended by the command line's, and several `--project '!…'` filters admit what
// any one of them admits, so the parts are chosen here rather than by filters.
// The web app's files run in two projects: `web` shares each worker's modules and document between files
// (each starts from a fresh browser's state), `web-isolated` gives the files that replace a module their
// own (docs/decisions/0032-shared-web-test-workers.md).
const replacing = testsNeedingIsolation();
const serverReplacing = serverTestsNeedingIsolation();
const TOPOLOGY = 'test/topology/**';

const parts = {
  server: [
    'packages/contracts',
    serverProject('server', { isolate: false, exclude: [...serverReplacing, TOPOLOGY] }),
    serverProject('server-isolated', { isolate: true, include: serverReplacing, exclude: [TOPOLOGY] }),
  ],
  web: [
    webProject('web', { isolate: false, exclude: replacing }),
    webProject('web-isolated', { isolate: true, include: replacing }),
  ],
  topology: [serverProject('server-topology', { isolate: true, include: [`${TOPOLOGY}/*.test.ts`] })],
};

function projectsOf(names: string | undefined) {
  if (!names) return Object.values(parts).flat();
  return names.split(',').flatMap((name) => {
    if (!Object.hasOwn(parts, name)) {
      throw new Error(`VITEST_PART: no part "${name}" (parts: ${Object.keys(parts).join(', ')})`);
    }
    return parts[name as keyof typeof parts];
  });
}

export default defineConfig({ test: { projects: projectsOf(process.env.VITEST_PART) } });
