// `npm run openapi`: regenerate docs/openapi.json from the routes (CI fails when it drifts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilt, ROOT } from './lib/build.mjs';

ensureServerBuilt();
const result = spawnSync(process.execPath, [path.join(ROOT, 'apps/server/dist/openapi/write-openapi.js')], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
