// `npm start`: build what is not built yet, then run the server in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';

ensureBuilt();
// The README's demo: the demo company's sign-in and interview links on every start, not only on the one
// that seeded it. The server alone never prints them again (DEMO_PRINT_LINKS, docs/security.md), and a
// production start is left as configured.
const env = { ...process.env };
// libuv's file-system threads (4 by default): every acknowledged chunk is written and synced on them, and
// 200 applicants submitting at once queue ~800 such calls (docs/deployment.md). Read once, at start-up.
env.UV_THREADPOOL_SIZE ??= '16';
if (env.NODE_ENV !== 'production' && !env.DEMO_PRINT_LINKS) env.DEMO_PRINT_LINKS = 'true';
const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
