import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewList } from '@vi/contracts';
import { locateBinaries } from '../../src/infra/media/ffmpeg.js';
import { wordErrorRate } from '../../src/infra/transcription/word-error-rate.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { garbage, splitIntoChunks } from '../fixtures/media.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient, ServerError } from '../helpers/ws-client.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { scaled } from '../helpers/time-scale.js';

const run = promisify(execFile);
const SENTENCES = [
  'I have five years of experience in customer service.',
  'My last job was at a small software company in the city.',
  'I enjoy solving problems and learning new skills.',
];

/**
 * The acceptance walk: a browser-like client streams real speech (Debian's flite, encoded to
 * WebM/Opus as MediaRecorder sends it) through the channel for invited applications; the recruiter then
 * finds the answers, the video and the transcript of the known speech.
 */
describe.each(DIALECTS)('recording pipeline end to end (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let tenants: TwoTenants;
  let jobId: number;
  const work = mkdtempSync(path.join(tmpdir(), 'vi-walk-'));

  async function spokenWebm(text: string, name: string, withVideo: boolean): Promise<Buffer> {
    const wav = path.join(work, `${name}.wav`);
    const out = path.join(work, `${name}.webm`);
    await run('flite', ['-voice', 'slt', '-t', text, '-o', wav]);
    const { ffmpeg } = locateBinaries(t.config.recording);
    const video = withVideo
      ? [
          ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-shortest'],
          ...['-c:v', 'libvpx', '-b:v', '300k', '-threads', '1'],
        ]
      : [];
    await run(ffmpeg, [
      '-y',
      '-loglevel',
      'error',
      '-i',
      wav,
      ...video,
      '-c:a',
      'libopus',
      '-b:a',
      '48k',
      out,
    ]);
    return readFile(out);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'pocketsphinx' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace('http://', 'ws://');
    tenants = await createTwoTenants(t);
    jobId = await createJob(t.database.db, tenants.a.companyId);
  }, scaled(60_000));
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  async function invite(contentType: 'Audio' | 'Video') {
    const { questionnaireId, questionIds } = await createQuestionnaire(
      t.database.db,
      tenants.a.companyId,
      tenants.a.userId,
      {
        contentType,
        questions: SENTENCES.map((_, i) => `Question ${i + 1}?`),
      },
    );
    const app = await createApplication(t.database.db, tenants.a.companyId, jobId, questionnaireId, {
      transcriptionConsent: true,
    });
    return { ...app, questionIds };
  }

  it(
    'takes a whole video interview of real speech, completes it, and serves it only to the recruiter',
    async () => {
      const { guid, applicationId, questionIds } = await invite('Video');
      const client = await RecordingClient.connect(base, 'video');
      await client.ping();
      let last: Awaited<ReturnType<RecordingClient['recordAnswer']>> | undefined;
      for (const [i, sentence] of SENTENCES.entries()) {
        const webm = await spokenWebm(sentence, `video-${dialect}-${i}`, true);
        last = await client.recordAnswer(
          metadataFor(guid, questionIds[i]!, {
            isLastQuestion: i === SENTENCES.length - 1,
            totalQuestions: 3,
          }),
          splitIntoChunks(webm, 4),
        );
        expect(last.uploadComplete.videoUrl).toContain('/video?guid=');
        expect(last.answerSubmitted).toMatchObject({ isReconciled: true, questionId: questionIds[i] });
      }
      expect(last?.answerSubmitted.interviewStatus).toBe('Completed');

      // A completed interview takes no more.
      await expect(client.start(metadataFor(guid, questionIds[0]!))).rejects.toBeInstanceOf(ServerError);
      await client.close();

      const tokenA = { authorization: `Bearer ${tenants.tokenA}` };
      // Submit replies before the media job has made the answer's files (docs/decisions/0022): the
      // interview's thumbnail is listed once a job has made it, so the list is read until then.
      const interview = await waitFor(
        async () => {
          const list = await t.app.inject({
            method: 'GET',
            url: `/api/v1/company/${tenants.a.companyId}/interviews`,
            headers: tokenA,
          });
          const listed = list.json<InterviewList>().data.find((i) => i.id === applicationId);
          return listed?.thumbnailUrl ? listed : undefined;
        },
        { timeoutMs: 30_000, message: "the interview's thumbnail in the list" },
      );
      expect(interview.status).toBe('Completed');
      expect(interview.responses).toHaveLength(3);
      const videoUrl = interview.responses[0]!.videoUrl!;

      const ranged = await t.app.inject({
        method: 'GET',
        url: videoUrl,
        headers: { ...tokenA, range: 'bytes=0-1023' },
      });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload).toHaveLength(1024);
      // No credential at all: 401, as documented; another company's recruiter learns nothing: 404.
      expect((await t.app.inject({ method: 'GET', url: videoUrl })).statusCode).toBe(401);
      const other = { authorization: `Bearer ${tenants.tokenB}` };
      expect((await t.app.inject({ method: 'GET', url: videoUrl, headers: other })).statusCode).toBe(404);
      // The applicant's own link stops working once the interview is completed.
      expect((await t.app.inject({ method: 'GET', url: `${videoUrl}?guid=${guid}` })).statusCode).toBe(404);
    },
    scaled(120_000),
  );

  it(
    'transcribes known speech streamed to /stream-audio well enough (WER ≤ 0.3) and shows it to the recruiter',
    async () => {
      const { guid, applicationId, questionIds } = await invite('Audio');
      const client = await RecordingClient.connect(base, 'audio');
      const spoken = SENTENCES.join(' ');
      const webm = await spokenWebm(spoken, `audio-${dialect}`, false);
      await client.recordAnswer(
        metadataFor(guid, questionIds[0]!, { mimeType: 'audio/webm;codecs=opus' }),
        splitIntoChunks(webm, 6),
      );
      await client.close();

      const transcription = await waitFor(
        async () => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/v1/interviews/${applicationId}`,
            headers: { authorization: `Bearer ${tenants.tokenA}` },
          });
          const shown = res.json<InterviewList['data'][number]>().responses[0]?.transcription;
          expect(shown?.status).not.toBe('failed');
          return shown?.status === 'done' ? shown : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 250, message: 'the transcript in the interview list' },
      );
      expect(transcription.segments.length).toBeGreaterThan(0);
      const text = transcription.text;
      expect(text).not.toBeNull();
      const wer = wordErrorRate(spoken, text!);
      console.log(`PocketSphinx through the channel (${dialect}): WER ${wer.toFixed(3)} — "${text}"`);
      expect(wer).toBeLessThanOrEqual(0.3);
    },
    scaled(120_000),
  );

  it(
    'refuses the fourth attempt, random bytes, unknown guids and malformed frames, and stays up',
    async () => {
      const { guid, questionIds } = await invite('Audio');
      const client = await RecordingClient.connect(base, 'audio');
      for (let attempt = 1; attempt <= 3; attempt++) {
        await client.start(metadataFor(guid, questionIds[1]!));
        await client.sendChunks([garbage(2000)]);
      }
      await expect(client.start(metadataFor(guid, questionIds[1]!))).rejects.toThrow(
        'No more recording attempts remaining.',
      );

      await client.start(metadataFor(guid, questionIds[2]!));
      await client.sendChunks([garbage(5000), garbage(5000)]);
      await expect(client.finish()).rejects.toThrow('Recording failed. Please try again.');

      await expect(
        client.start(metadataFor('1b4e28ba-2fa1-4d2e-883f-0016d3cca427', 'question-1')),
      ).rejects.toThrow('No application found for this applicant.');
      await client.close();

      const raw = await RecordingClient.connect(base, 'audio');
      raw.sendText('{"type":"metadata"');
      expect(await raw.nextError()).toMatchObject({ type: 'error' });
      raw.sendText('{"type":"launch"}');
      expect(await raw.nextError()).toMatchObject({ type: 'error' });
      await raw.ping();
      await raw.close();
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    },
    scaled(60_000),
  );
});
