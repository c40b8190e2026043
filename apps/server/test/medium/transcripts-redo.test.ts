import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewList } from '@vi/contracts';
import { runTranscribeAnswer } from '../../src/background/transcribe-answer.handler.js';
import { runCli } from '../../src/cli/run-cli.js';
import { runTranscriptsRedo } from '../../src/cli/transcripts-command.js';
import { createPocketSphinxTranscriber } from '../../src/infra/transcription/pocketsphinx-transcriber.js';
import type { Transcriber, TranscriptionResult } from '../../src/infra/transcription/transcriber.js';
import { wordErrorRate } from '../../src/infra/transcription/word-error-rate.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { scaled } from '../helpers/time-scale.js';

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'vi-redo-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Real human read speech: Debian's pocketsphinx-testdata LibriVox recordings, joined into one answer. */
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
let speech: { wav: Buffer; reference: string };

beforeAll(async () => {
  const lines = readFileSync(path.join(LIBRIVOX, 'transcription'), 'utf8').trim().split('\n');
  const parsed = lines.map((line) => /^<s> (.*) <\/s> \((.*)\)$/.exec(line)!);
  const list = path.join(work, 'list.txt');
  const out = path.join(work, 'answer.wav');
  const files = parsed.map((m) => `file '${path.join(LIBRIVOX, `${m[2]}.wav`)}'`).join('\n');
  await import('node:fs/promises').then((fs) => fs.writeFile(list, files));
  await run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-ac',
    '1',
    '-ar',
    '16000',
    out,
  ]);
  speech = { wav: readFileSync(out), reference: parsed.map((m) => m[1]).join(' ') };
});

/**
 * PocketSphinx, real, asked once: both databases store the same recording, so its transcript is the same
 * in each, and decoding its 25 s of speech a second time was a third of this file's time (40 s against 27).
 */
const pocketSphinx = createPocketSphinxTranscriber();
let oldTranscript: Promise<TranscriptionResult> | undefined;
const pocketSphinxOnce: Transcriber = {
  engine: pocketSphinx.engine,
  available: () => pocketSphinx.available(),
  transcribe: (wavFile, options) => (oldTranscript ??= pocketSphinx.transcribe(wavFile, options)),
};

describe('transcripts redo: the command line', () => {
  it('refuses an unknown engine, a bad date or a missing subcommand before touching anything', async () => {
    await expect(runCli(['transcripts', 'redo', '--engine', 'whisper'], {})).rejects.toThrow(
      '--engine must be one of moonshine, pocketsphinx, openai',
    );
    await expect(runCli(['transcripts', 'redo', '--since', 'yesterday'], {})).rejects.toThrow(
      '--since must be an ISO date',
    );
    await expect(runCli(['transcripts'], {})).rejects.toThrow('transcripts redo');
  });
});

describe.each(DIALECTS)('transcripts redo (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let answerId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'pocketsphinx' });
    company = await createCompany(t.database.db);
    const jobId = await createJob(t.database.db, company.companyId);
    const { questionnaireId } = await createQuestionnaire(t.database.db, company.companyId, company.userId, {
      contentType: 'Audio',
      attachTo: [jobId],
    });
    const application = await createApplication(t.database.db, company.companyId, jobId, questionnaireId, {
      transcriptionConsent: true,
    });
    const audioKey = `answers/${randomUUID()}/audio.wav`;
    await t.app.storage.put(audioKey, speech.wav);
    ({ answerId } = await createAnswer(t.database.db, application.applicationId, {
      contentType: 'Audio',
      mimeType: 'audio/webm',
      audioKey,
      durationMs: 25_000,
    }));
    // As an older server left it: PocketSphinx's transcript.
    const deps = {
      db: t.database.db,
      storage: t.app.storage,
      transcriber: pocketSphinxOnce,
      log: t.app.log,
      events: t.app.companyEvents,
    };
    await runTranscribeAnswer(deps, answerId, { isLastAttempt: false });
  }, scaled(120_000));
  afterAll(() => t.close());

  const transcript = () =>
    t.database.db
      .selectFrom('transcripts')
      .select(['engine', 'text', 'language'])
      .where('answer_id', '=', answerId)
      .executeTakeFirstOrThrow();

  const search = async (q: string) => {
    const token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/${company.companyId}/interviews?q=${q}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return res.json<InterviewList>().data.length;
  };

  it('leaves answers recorded before --since alone', async () => {
    const before = await transcript();
    const output = await runTranscriptsRedo(t.config, t.database, {
      engine: 'moonshine',
      since: new Date(Date.now() + 86_400_000),
    });
    expect(output).toMatch(/^Transcribed 0 answer\(s\) since .* again with moonshine\.$/);
    expect(await transcript()).toEqual(before);
  });

  it(
    'transcribes old answers again with Moonshine, far better, and search follows',
    async () => {
      const old = await transcript();
      expect(old.engine).toBe('pocketsphinx');
      const oldWer = wordErrorRate(speech.reference, old.text ?? '');

      const output = await runTranscriptsRedo(t.config, t.database, { engine: 'moonshine' });

      expect(output).toBe('Transcribed 1 answer(s) again with moonshine: 1 done.');
      const redone = await transcript();
      expect(redone).toMatchObject({ engine: 'moonshine', language: 'en' });
      const wer = wordErrorRate(speech.reference, redone.text ?? '');
      expect(wer).toBeLessThanOrEqual(0.1);
      expect(wer * 3).toBeLessThan(oldWer);
      // A word only Moonshine heard is now found; the interview is still found by its other words.
      expect(await search('Dashwood')).toBe(1);
      expect(await search('respectable')).toBe(1);
    },
    scaled(120_000),
  );
});
