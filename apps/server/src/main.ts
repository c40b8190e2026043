import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { prepareDemo, speechLines } from './modules/demo/demo-start.js';

async function start(config: Config): Promise<void> {
  const app = await buildApp({ config });

  const write = (text: string) => process.stdout.write(text);
  const demo = config.demoSeed ? await prepareDemo(app, config, write) : undefined;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining connections');
    // If a client holds a connection open past the timeout, exit anyway rather than hang a deploy.
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });

  if (demo) {
    write(await demo.banner());
    // The demo's interviews are recorded while the server already answers (recording waits for nothing).
    void demo.recordInBackground();
  } else {
    write(
      `\n  Video Interviewer is running at ${config.publicUrl}/v1\n` +
        '  Mint a recruiter sign-in link with: npm run cli -- token --company <id> --user <id>\n' +
        (await speechLines(app, config)).map((line) => `  ${line}\n`).join('') +
        '\n',
    );
  }
}

try {
  await start(loadConfig());
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Video Interviewer failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
}
