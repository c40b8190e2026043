// `npm start`: build what is not built yet, then run the server in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';

ensureBuilt();
const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
