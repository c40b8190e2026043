import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { demoBanner } from './modules/demo/demo-banner.js';
import { describeExistingDemo, isDatabaseEmpty, seedDemo } from './modules/demo/demo-seed.js';

async function start(config: Config): Promise<void> {
  const app = await buildApp({ config });

  if (config.demoSeed) {
    const seeded = (await isDatabaseEmpty(app.db)) ? await seedDemo(app.db) : undefined;
    if (seeded) app.log.info({ companyId: seeded.companyId }, 'demo company seeded');
  }

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

  if (config.demoSeed) {
    const demo = await describeExistingDemo(app.db);
    if (demo) process.stdout.write(await demoBanner(config, app.tokens, demo));
  } else {
    process.stdout.write(
      `\n  Video Interviewer is running at ${config.publicUrl}/v1\n` +
        '  Mint a recruiter sign-in link with: npm run cli -- token --company <id> --user <id>\n\n',
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
