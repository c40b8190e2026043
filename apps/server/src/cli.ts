import { CliError, runCli } from './cli/run-cli.js';
import { ConfigError } from './config/env.js';

try {
  process.stdout.write(`${await runCli(process.argv.slice(2))}\n`);
} catch (err) {
  const known = err instanceof CliError || err instanceof ConfigError || (err instanceof TypeError && 'code' in err);
  process.stderr.write(`${known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
}
