import { CliError, runCli } from './cli/run-cli.js';
import { restrictFileModes } from './lib/file-modes.js';
import { ConfigError } from './config/env.js';

restrictFileModes();

try {
  process.stdout.write(`${await runCli(process.argv.slice(2))}\n`);
} catch (err) {
  // Expected mistakes (bad arguments, unknown options, bad settings) print their message only.
  const expected =
    err instanceof CliError || err instanceof ConfigError || (err instanceof TypeError && 'code' in err);
  const text = err instanceof Error ? (expected ? err.message : (err.stack ?? err.message)) : String(err);
  process.stderr.write(`${text}\n`);
  process.exit(1);
}
