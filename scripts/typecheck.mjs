// `npm run typecheck`: every TypeScript project in the repository, with TypeScript 7's compiler
// (docs/decisions/0034-typescript-7-compiler.md). The contracts' and the server's build comes first: it
// writes the declarations the benchmarks read. Every project is checked even after one fails, so one run
// shows every error.
import { spawnSync } from 'node:child_process';
import { ROOT, TSC } from './lib/build.mjs';

const runs = [
  ['-b', 'packages/contracts/tsconfig.build.json', 'apps/server/tsconfig.build.json'],
  ['-p', 'tsconfig.json'],
  ['-p', 'packages/contracts'],
  ['-p', 'apps/server'],
  ['-p', 'apps/web'],
  ['-p', 'e2e'],
  ['-p', 'bench', '--noEmit'],
];

const failed = [];
for (const args of runs) {
  const result = spawnSync(process.execPath, [TSC, ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) failed.push(`tsc ${args.join(' ')}`);
}
if (failed.length > 0) {
  process.stderr.write(`Type errors in:\n${failed.map((run) => `  ${run}`).join('\n')}\n`);
  process.exit(1);
}
