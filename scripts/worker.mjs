// `npm run worker`: build the server if it is not built yet, then run the job worker in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilt, ROOT } from './lib/build.mjs';

ensureServerBuilt();
const worker = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/worker.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
