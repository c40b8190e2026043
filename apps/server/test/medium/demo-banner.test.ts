import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import { createTranscriber } from '../../src/infra/transcription/create-transcriber.js';
import { createNoneTranscriber } from '../../src/infra/transcription/none-transcriber.js';
import { createPocketSphinxTranscriber } from '../../src/infra/transcription/pocketsphinx-transcriber.js';
import { createTokenService } from '../../src/modules/auth/token.service.js';
import { demoBanner } from '../../src/modules/demo/demo-banner.js';
import type { DemoRecordingsState } from '../../src/modules/demo/demo-recordings.js';
import { prepareDemo } from '../../src/modules/demo/demo-start.js';
import { describeExistingDemo, seedDemo } from '../../src/modules/demo/demo-seed.js';
import { describeTranscription } from '../../src/modules/demo/speech-engines.js';
import { createTestEnv, type TestEnv } from '../helper.js';

/** The start banner tells the truth about the speech engines and the demo's recorded interviews. */
const OFF =
  "Transcription: off — reinstall with `npm ci` (Moonshine is built in), install Debian's pocketsphinx, or set TRANSCRIBE_URL";

describe('the start banner’s speech engines', () => {
  const envs: TestEnv[] = [];
  const configWith = (env: NodeJS.ProcessEnv) => {
    const testEnv = createTestEnv('sqlite', env);
    envs.push(testEnv);
    return testEnv.config;
  };
  afterAll(async () => {
    for (const env of envs) await env.cleanup();
  });

  it('says Moonshine, built in, by default', async () => {
    const config = configWith({});
    expect(await describeTranscription(config, createTranscriber(config))).toBe(
      'Transcription: Moonshine tiny (built in)',
    );
  });

  it('says PocketSphinx when its binary and model are installed', async () => {
    const config = configWith({});
    const installed = createPocketSphinxTranscriber();
    expect(await describeTranscription(config, installed)).toBe(
      (await installed.available()) ? 'Transcription: PocketSphinx' : OFF,
    );
  });

  it('says off, and how to turn it on, when PocketSphinx is not installed', async () => {
    const config = configWith({});
    const missing = createPocketSphinxTranscriber({ binary: '/nonexistent/pocketsphinx_continuous' });
    expect(await describeTranscription(config, missing)).toBe(OFF);
  });

  it('names the TRANSCRIBE_URL service (its origin only) when one is set', async () => {
    const config = configWith({ TRANSCRIBE_URL: 'https://speech.example/v1/audio/transcriptions' });
    expect(await describeTranscription(config, createNoneTranscriber())).toBe(
      'Transcription: OpenAI-compatible service at https://speech.example (TRANSCRIBE_URL)',
    );
  });

  it('says off when TRANSCRIBE_ENGINE=none', async () => {
    const config = configWith({ TRANSCRIBE_ENGINE: 'none' });
    expect(await describeTranscription(config, createNoneTranscriber())).toBe(
      'Transcription: off (TRANSCRIBE_ENGINE=none)',
    );
  });

  it('puts the engines and the recordings in the banner under the links', async () => {
    const env = createTestEnv('sqlite');
    envs.push(env);
    const database = await createDatabase(env.config.database);
    try {
      const app = await buildApp({ config: env.config, database, logger: false });
      const summary = await seedDemo(app.db);
      const text = await demoBanner(env.config, createTokenService(env.config.jwt), summary, {
        speech: [OFF, 'Questions read aloud: flite (built in)'],
        recordings: { kind: 'recording', total: 5, pending: 5 },
      });
      expect(text).toMatch(/onboarding\/[0-9a-f-]{36}\n\n {2}Transcription: off — reinstall with `npm ci`/);
      expect(text).toContain('  Demo interviews: recording 5 of 5 in the background');
      await app.close();
    } finally {
      await database.destroy();
    }
  });
});

describe('the banner where espeak-ng is missing', () => {
  it('names the interview left unrecorded, its language and what would record it', async () => {
    const env = createTestEnv('sqlite');
    const summary = { companyId: 1, recruiterUserId: 1, applications: [] };
    const unvoiced = { count: 1, languages: ['Spanish'], missing: ['espeak-ng'] };
    const banner = (recordings: DemoRecordingsState) =>
      demoBanner(env.config, createTokenService(env.config.jwt), summary, { speech: [], recordings });
    try {
      expect(await banner({ kind: 'ready', completed: 5, unvoiced })).toContain(
        "  Demo interviews: 5 completed, with recorded answers to review; 1 in Spanish not recorded — espeak-ng not found (install Debian's espeak-ng and start again)\n",
      );
      expect(await banner({ kind: 'recording', total: 6, pending: 5, unvoiced })).toContain(
        '  Demo interviews: recording 5 of 6 in the background (each shows as Completed once its answers are stored); 1 in Spanish not recorded — espeak-ng not found',
      );
      expect(await banner({ kind: 'ready', completed: 6 })).toContain(
        '  Demo interviews: 6 completed, with recorded answers to review\n',
      );
    } finally {
      await env.cleanup();
    }
  });
});

describe('a demo seeded where ffmpeg is missing', () => {
  let env: TestEnv;
  let database: Database;
  let banner: string;

  beforeAll(async () => {
    env = createTestEnv('sqlite', { DEMO_SEED: 'true', FFMPEG_PATH: '/nonexistent/ffmpeg' });
    database = await createDatabase(env.config.database);
    const app = await buildApp({ config: env.config, database, logger: false });
    try {
      const demo = await prepareDemo(app, env.config, () => undefined);
      await app.ready();
      banner = await demo.banner();
      expect(await demo.recordInBackground()).toMatchObject({ completed: 0, total: 0 });
    } finally {
      await app.close();
    }
  });
  afterAll(async () => {
    await database.destroy();
    await env.cleanup();
  });

  it('has no completed interviews and says why in the banner', async () => {
    expect(banner).toContain(
      "Demo interviews: none — ffmpeg not found, so the demo was seeded without completed interviews (install Debian's ffmpeg",
    );
    const completed = await database.db
      .selectFrom('applications')
      .select('id')
      .where('status', '=', 'Completed')
      .execute();
    expect(completed).toHaveLength(0);
    expect((await describeExistingDemo(database.db))?.applications).toHaveLength(2);
    expect(await database.db.selectFrom('applications').select('id').execute()).toHaveLength(2);
  });
});
