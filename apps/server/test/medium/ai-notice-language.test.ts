import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantInterview, InterviewDetail } from '@vi/contracts';
import { TRANSCRIPT_NOTES } from '../../src/background/transcript-notes.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeAudioWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { processedAnswer } from '../helpers/answer-media.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';

const work = mkdtempSync(path.join(tmpdir(), 'vi-ai-notice-language-'));
let audioChunks: Buffer[];

beforeAll(async () => {
  audioChunks = splitIntoChunks(await makeAudioWebm(path.join(work, 'answer.webm'), { seconds: 2 }), 3);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/*
 * The built-in engines transcribe English only (decision 0027). An applicant of a Spanish interview is
 * therefore told that their answers are not transcribed and is not asked to consent to it, and the
 * recruiter is told the language is why there is no transcript, never "no consent".
 */
describe.each(DIALECTS)(
  'the AI notice of an interview in a language the engine is not given (%s)',
  (dialect) => {
    let t: TestApp;
    let base: string;
    let company: { companyId: number; userId: number };
    let jobId: number;

    beforeAll(async () => {
      t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'pocketsphinx' });
      base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
      company = await createCompany(t.database.db);
      jobId = await createJob(t.database.db, company.companyId);
    });
    afterAll(async () => {
      await t?.close();
    });

    async function invite(language: string) {
      const { questionnaireId, questionIds } = await createQuestionnaire(
        t.database.db,
        company.companyId,
        company.userId,
        { contentType: 'Audio', questions: ['¿Por qué nosotros?', '¿Por qué ahora?'] },
      );
      await t.database.db
        .updateTable('questionnaires')
        .set({ language })
        .where('id', '=', questionnaireId)
        .execute();
      const app = await createApplication(t.database.db, company.companyId, jobId, questionnaireId, {
        consent: false,
      });
      return { ...app, questionIds };
    }
    const view = async (guid: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/interview/${guid}` })).json<
        ApplicantInterview[]
      >()[0]!;
    const consent = (guid: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/interview/${guid}/consent`,
        payload: { termsAccepted: true, privacyAccepted: true, transcriptionConsent: true },
      });

    it('tells the applicant of a Spanish interview that answers are not transcribed, and asks no consent', async () => {
      const english = await invite('en');
      expect((await view(english.guid)).aiNotice).toMatchObject({ transcriptionEnabled: true });

      const spanish = await invite('es');
      const interview = await view(spanish.guid);
      expect(interview).toMatchObject({ language: 'es', aiNotice: { transcriptionEnabled: false } });
      // A client that sends consent anyway is not believed: it was never asked.
      expect((await consent(spanish.guid)).json()).toMatchObject({ transcriptionConsent: false });
    });

    it('gives the recruiter the language as the reason, for an answer recorded after the consent', async () => {
      const spanish = await invite('es');
      expect((await consent(spanish.guid)).statusCode).toBe(200);
      const client = await RecordingClient.connect(base, 'audio');
      const { uploadComplete } = await client.recordAnswer(
        metadataFor(spanish.guid, spanish.questionIds[0]!),
        audioChunks,
      );
      await client.close();
      expect(uploadComplete).toMatchObject({ transcription: null, transcriptionStatus: 'unavailable' });
      const answer = await processedAnswer(t.database.db, uploadComplete.recordingId, { status: 'ready' });
      const job = await t.database.db
        .selectFrom('background_jobs')
        .select('id')
        .where('id', '=', `transcribe-${answer.id}`)
        .executeTakeFirst();
      expect(job).toBeUndefined();

      const token = await t.tokenFor(company);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/v1/interviews/${spanish.applicationId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(detail.json<InterviewDetail>().responses[0]?.transcription).toMatchObject({
        status: 'unavailable',
        text: null,
        language: 'es',
        reason: TRANSCRIPT_NOTES.languageNotSupported,
      });
    });
  },
);
