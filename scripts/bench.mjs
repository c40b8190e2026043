// `npm run bench:<name>`: build the server and the benchmarks, then run bench/src/<name>.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureServerBuilt, ROOT, TSC } from './lib/build.mjs';

const [name, ...rest] = process.argv.slice(2);
// The web benchmark drives the built app in a browser; the others only need the server.
if (name === 'web') ensureBuilt();
else ensureServerBuilt();
const built = spawnSync(process.execPath, [TSC, '-p', path.join(ROOT, 'bench/tsconfig.json')], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
const result = spawnSync(process.execPath, [path.join(ROOT, `bench/dist/${name}.js`), ...rest], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
