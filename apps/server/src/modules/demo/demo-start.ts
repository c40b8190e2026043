import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.js';
import { demoBanner, startBanner } from './demo-banner.js';
import { checkDemoMediaTools } from './demo-media.js';
import { ensureDemoOwner } from './demo-owner.js';
import { createDemoRecordings, type DemoRecordingsResult } from './demo-recordings.js';
import { describeExistingDemo, isDatabaseEmpty, seedDemo } from './demo-seed.js';
import { describeSpeechSynthesis, describeTranscription } from './speech-engines.js';

/**
 * `npm start` with DEMO_SEED: the demo company is seeded before the server listens (one transaction,
 * well under a second); its completed interviews are recorded after it listens, in the background.
 * Its links are printed by the start that seeded it, or on every start with DEMO_PRINT_LINKS.
 */
export interface DemoStart {
  /** The banner to print once the server listens. */
  banner(): Promise<string>;
  /** Records the demo's interviews in the background; says on `out` when they are ready. */
  recordInBackground(): Promise<DemoRecordingsResult | undefined>;
}

export type Write = (text: string) => void;

/** The speech engines, for the banner of a start without the demo too. */
export async function speechLines(app: FastifyInstance, config: Config): Promise<string[]> {
  return [await describeTranscription(config, app.transcriber), describeSpeechSynthesis(config)];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Must run before the server listens: it registers the hook that stops recording at shutdown. */
export async function prepareDemo(app: FastifyInstance, config: Config, out: Write): Promise<DemoStart> {
  const check = await checkDemoMediaTools(config.recording);
  let seededWithoutRecordings: string[] | undefined;
  let isSeededNow = false;
  if (await isDatabaseEmpty(app.db)) {
    const seeded = await seedDemo(app.db, { recordedInterviews: check.ok });
    isSeededNow = true;
    if (!check.ok) seededWithoutRecordings = check.missing;
    app.log.info({ companyId: seeded.companyId, recordedInterviews: check.ok }, 'demo company seeded');
  }
  const demo = await describeExistingDemo(app.db);
  // Before the server listens: the demo's owner can sign in, so the first run's set-up is not needed.
  const owner =
    demo &&
    (await ensureDemoOwner(app.db, {
      dataDir: config.dataDir,
      passwords: app.services.passwords,
      userId: demo.recruiterUserId,
    }));
  const recordings =
    demo &&
    createDemoRecordings(
      {
        db: app.db,
        log: app.log,
        config,
        services: app.services,
        recording: app.recording,
      },
      demo.companyId,
      check,
    );
  if (recordings) app.addHook('preClose', () => recordings.stop());

  return {
    async banner() {
      const speech = await speechLines(app, config);
      if (!demo || !recordings) return startBanner(config, speech, await app.services.setup.currentCode());
      return demoBanner(
        config,
        app.tokens,
        demo,
        { speech, recordings: await recordings.state(), seededWithoutRecordings },
        { printLinks: isSeededNow || config.demoPrintLinks, owner },
      );
    },

    async recordInBackground() {
      if (!recordings) return undefined;
      try {
        const recording = (await recordings.state()).kind === 'recording';
        // Completed ones still get the team's work if an earlier start stopped before it.
        const result = await recordings.run();
        if (recording) {
          out(
            `  Demo interviews ready: ${result.completed} of ${result.total} completed with recorded` +
              ` answers (made in ${seconds(result.ms)}); ` +
              (result.processing > 0 ? `${result.processing} answers' videos are still being made; ` : '') +
              (result.unvoiced
                ? `${result.unvoiced.count} in ${result.unvoiced.languages.join(' and ')} not recorded` +
                  ` (${result.unvoiced.missing.join(' and ')} not found); `
                : '') +
              'transcripts follow in the background.\n',
          );
        }
        return result;
      } catch (err) {
        app.log.error({ err }, 'demo interviews could not be recorded');
        out('  Demo interviews could not be recorded: see the log. The rest of the demo works.\n');
        return undefined;
      }
    },
  };
}
