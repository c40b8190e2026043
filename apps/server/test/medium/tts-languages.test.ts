import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ErrorResponse, PublicConfig, TtsResponseSchema } from '@vi/contracts';
import { buildApp } from '../../src/app.js';
import { readWavInfo, soundSeconds } from '../../src/infra/transcription/wav-audio.js';
import { withOtherLanguages } from '../../src/infra/tts/create-synthesizer.js';
import { createFliteSynthesizer } from '../../src/infra/tts/flite-synthesizer.js';
import { clipSecretOf } from '../../src/runtime/clip-secret.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';

type TtsResponse = z.infer<typeof TtsResponseSchema>;

const SPANISH = '¿Por qué quieres trabajar con nosotros?';
const GERMAN = 'Warum möchten Sie bei uns arbeiten?';

/** An interview whose questionnaire is written in `language`. */
async function interviewIn(t: TestApp, language: string, question: string): Promise<string> {
  const db = t.database.db;
  const { companyId, userId } = await createCompany(db);
  const jobId = await createJob(db, companyId);
  const { questionnaireId } = await createQuestionnaire(db, companyId, userId, {
    attachTo: [jobId],
    questions: [question],
  });
  await db.updateTable('questionnaires').set({ language }).where('id', '=', questionnaireId).execute();
  return (await createApplication(db, companyId, jobId, questionnaireId)).guid;
}

describe.each(DIALECTS)('questions read aloud in the questionnaire’s language (%s)', (dialect) => {
  let t: TestApp;

  const speak = (text: string[], appGuid: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/media/audio/tts', payload: { text, appGuid } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('reads a Spanish question with espeak-ng, a WAV with speech in it, kept per language and voice', async () => {
    const guid = await interviewIn(t, 'es', SPANISH);
    const res = await speak([SPANISH], guid);
    expect(res.statusCode).toBe(200);
    const [clipPath] = res.json<TtsResponse>().data.audioFilePaths;
    const fileName = clipPath!.split('/').at(-1)!;
    expect(fileName).toMatch(/^[a-f0-9]{64}\.wav$/);

    const audio = await t.app.inject({ method: 'GET', url: `/api/v1/media/audio/stream/${fileName}` });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    const info = readWavInfo(audio.rawPayload);
    expect(info?.durationSeconds).toBeGreaterThan(1);
    expect(soundSeconds(audio.rawPayload, info)).toBeGreaterThan(0.5);

    const clip = await t.database.db
      .selectFrom('tts_clips')
      .select(['engine', 'voice', 'file_name'])
      .where('text', '=', SPANISH)
      .executeTakeFirstOrThrow();
    expect(clip).toMatchObject({ engine: 'espeak-ng', voice: 'es' });
    // The key names the language: the same words in an English questionnaire are another clip.
    const key = `espeak-ng|es|es|${SPANISH}`;
    expect(clip.file_name).toBe(
      `${createHmac('sha256', clipSecretOf(t.config)!).update(key).digest('hex')}.wav`,
    );
  });

  it('reads German with its own voice, and says so in /config', async () => {
    const guid = await interviewIn(t, 'de', GERMAN);
    const res = await speak([GERMAN], guid);
    expect(res.statusCode).toBe(200);
    const clip = await t.database.db
      .selectFrom('tts_clips')
      .select(['engine', 'voice'])
      .where('text', '=', GERMAN)
      .executeTakeFirstOrThrow();
    expect(clip).toEqual({ engine: 'espeak-ng', voice: 'de' });

    const config = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    const languages = config.json<PublicConfig>().languages ?? [];
    expect(languages.map((l) => [l.tag, l.tts])).toEqual([
      ['en', true],
      ['es', true],
      ['fr', true],
      ['de', true],
      ['pt-BR', true],
    ]);
  });

  it('refuses to read a language no voice here speaks, instead of reading it with English sounds', async () => {
    // This server without espeak-ng: flite alone, which reads English only.
    const englishOnly = withOtherLanguages(createFliteSynthesizer(), undefined);
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      infra: { synthesizer: englishOnly },
    });
    try {
      const guid = await interviewIn(t, 'fr', 'Pourquoi ce poste ?');
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/media/audio/tts',
        payload: { text: ['Pourquoi ce poste ?'], appGuid: guid },
      });
      // Unavailable (the page shows the question without a clip), and nothing spoken or stored.
      expect(res.statusCode).toBe(503);
      expect(res.json<ErrorResponse>().code).toBe('UNAVAILABLE');
      const clips = await t.database.db
        .selectFrom('tts_clips')
        .select('id')
        .where('text', '=', 'Pourquoi ce poste ?')
        .execute();
      expect(clips).toEqual([]);
      const config = await app.inject({ method: 'GET', url: '/api/v1/config' });
      const tts = (config.json<PublicConfig>().languages ?? []).filter((l) => l.tts).map((l) => l.tag);
      expect(tts).toEqual(['en']);
    } finally {
      await app.close();
    }
  });
});
