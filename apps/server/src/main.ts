import { buildApp } from './app.js';
import { restrictFileModes } from './lib/file-modes.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { takeVisibilityProblem } from './config/take-visibility.js';
import { ModelFileError } from './infra/transcription/moonshine/model-files.js';
import { startBanner, prepareDemo, speechLines } from './modules/demo/index.js';

async function start(config: Config): Promise<void> {
  // An API process that also runs jobs (RUN_WORKER) must see every take its queue may hand it.
  const unseen = takeVisibilityProblem(config);
  if (unseen) throw new ConfigError([unseen]);
  const app = await buildApp({ config });
  // A damaged or missing model stops the start here, naming the file, not at the first answer.
  await app.transcriber.verify?.().catch(async (err: unknown) => {
    await app.close();
    throw err;
  });

  const write = (text: string) => process.stdout.write(text);
  const demo = config.demoSeed ? await prepareDemo(app, config, write) : undefined;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining connections');
    // Readiness answers 503 from now on. app.close() then answers new requests 503, drains every
    // recording channel (each closed with 4015 once its received chunks are acknowledged), finishes the
    // requests in flight and closes (docs/deployment.md, "Rolling restart").
    app.markDraining();
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
    write(startBanner(config, await speechLines(app, config), await app.services.setup.currentCode()));
  }
}

restrictFileModes();

try {
  await start(loadConfig());
} catch (err) {
  if (err instanceof ConfigError || err instanceof ModelFileError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Video Interviewer failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
}
