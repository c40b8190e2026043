// `npm run cli -- <command>`: the server's admin commands, built first if needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilt, ROOT } from './lib/build.mjs';

ensureServerBuilt();
const result = spawnSync(
  process.execPath,
  [path.join(ROOT, 'apps/server/dist/cli.js'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
