import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ttsCaptionsPath } from '@vi/contracts';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { parseWebVtt } from '../helpers/webvtt-check.js';

const QUESTION = 'Tell us about a project you are proud of. What was your part in it?';

describe.each(DIALECTS)("question clips' captions (%s)", (dialect) => {
  let t: TestApp;
  let clipPath: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const { companyId, userId } = await createCompany(db);
    const jobId = await createJob(db, companyId);
    const { questionnaireId } = await createQuestionnaire(db, companyId, userId, {
      attachTo: [jobId],
      questions: [QUESTION],
    });
    const application = await createApplication(db, companyId, jobId, questionnaireId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/audio/tts',
      payload: { text: [QUESTION], appGuid: application.guid },
    });
    expect(res.statusCode, res.body).toBe(200);
    clipPath = res.json<{ data: { audioFilePaths: string[] } }>().data.audioFilePaths[0]!;
  });
  afterAll(() => t?.close());

  it('serves the question text as sentence cues over the clip, beside the clip', async () => {
    const clip = await t.app.inject({ method: 'GET', url: clipPath });
    expect(clip.statusCode).toBe(200);
    // The clip's own length from its WAV header: bytes of sound over bytes a second.
    const wav = clip.rawPayload;
    const seconds = (wav.length - 44) / wav.readUInt32LE(28);

    const captionsPath = ttsCaptionsPath(clipPath);
    expect(captionsPath).toMatch(/^\/api\/v1\/media\/audio\/stream\/[a-f0-9]{64}\.vtt$/);
    const res = await t.app.inject({ method: 'GET', url: captionsPath });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.body).toMatch(/^WEBVTT - Automatic captions\n\nNOTE Automatic captions of a question/);
    const cues = parseWebVtt(res.body);
    expect(cues.map((c) => c.text.replace('\n', ' '))).toEqual([
      'Tell us about a project you are proud of.',
      'What was your part in it?',
    ]);
    expect(cues[0]!.start).toBe(0);
    expect(cues.at(-1)!.end).toBeCloseTo(seconds, 1);
    expect(seconds).toBeGreaterThan(2);
  });

  it('is 404 for an unknown or malformed name, never 5xx', async () => {
    const get = (name: string) => t.app.inject({ method: 'GET', url: `/api/v1/media/audio/stream/${name}` });
    expect((await get(`${'0'.repeat(64)}.vtt`)).statusCode).toBe(404);
    expect((await get('..%2F..%2Fsecret.vtt')).statusCode).toBe(404);
    expect((await get('ABC.vtt')).statusCode).toBe(404);
  });
});
