import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview, InterviewResponse } from '@vi/contracts';
import { locateBinaries } from '../../src/infra/media/ffmpeg.js';
import { createMoonshineTranscriber } from '../../src/infra/transcription/moonshine/moonshine-transcriber.js';
import { createPocketSphinxTranscriber } from '../../src/infra/transcription/pocketsphinx-transcriber.js';
import { wordErrorRate } from '../../src/infra/transcription/word-error-rate.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { splitIntoChunks } from '../fixtures/media.js';
import { waitFor } from '../helpers/wait-for.js';
import { parseWebVtt } from '../helpers/webvtt-check.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { scaled } from '../helpers/time-scale.js';

/**
 * Real recorded human speech as an applicant's answer: two LibriVox readings from Debian's
 * pocketsphinx-testdata (the recordings `npm run bench:speech` measures) with known pauses around them,
 * encoded to WebM/Opus as MediaRecorder sends it, streamed through the recording channel, submitted and
 * transcribed by the built-in engine. The recruiter must get the engine's own accuracy on that audio (the
 * channel, Opus and the stored 16 kHz WAV lose nothing that matters), far better than PocketSphinx's, and
 * captions timed to where the words are. A silent answer must come back without words.
 */
const run = promisify(execFile);
const DATA = '/usr/share/pocketsphinx/test/data/librivox';
const CLIPS = [
  {
    file: 'sense_and_sensibility_01_austen_64kb-0870.wav',
    text: 'and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them',
  },
  {
    file: 'sense_and_sensibility_01_austen_64kb-0920.wav',
    text: 'had he married a more a amiable woman he might have been made still more respectable than he was',
  },
];
const REFERENCE = CLIPS.map((c) => c.text).join(' ');
/** The answer: LEAD_IN s of silence, the first reading, GAP s of silence, the second, TAIL s of silence. */
const LEAD_IN = 1.5;
const GAP = 2;
const TAIL = 1;

const work = mkdtempSync(path.join(tmpdir(), 'vi-speech-channel-'));
const { ffmpeg, ffprobe } = locateBinaries({ ffmpegPath: undefined, ffprobePath: undefined });
const ffmpegRun = (args: string[]) => run(ffmpeg, ['-y', '-hide_banner', '-loglevel', 'error', ...args]);

async function durationOf(file: string): Promise<number> {
  const { stdout } = await run(ffprobe, [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(stdout.trim());
}

/** The answer as 16 kHz mono WAV (what the engines are measured on) and as the browser's WebM/Opus. */
async function speechAnswer(): Promise<{ wav: string; webm: Buffer; clipSeconds: number[] }> {
  const clipSeconds = await Promise.all(CLIPS.map((c) => durationOf(path.join(DATA, c.file))));
  const wav = path.join(work, 'answer.wav');
  const silence = (seconds: number) => [
    '-f',
    'lavfi',
    '-t',
    String(seconds),
    '-i',
    'anullsrc=r=16000:cl=mono',
  ];
  await ffmpegRun([
    ...silence(LEAD_IN),
    '-i',
    path.join(DATA, CLIPS[0]!.file),
    ...silence(GAP),
    '-i',
    path.join(DATA, CLIPS[1]!.file),
    ...silence(TAIL),
    '-filter_complex',
    '[0:a][1:a][2:a][3:a][4:a]concat=n=5:v=0:a=1[out]',
    '-map',
    '[out]',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    wav,
  ]);
  const webm = path.join(work, 'answer.webm');
  await ffmpegRun(['-i', wav, '-c:a', 'libopus', '-b:a', '48k', '-ar', '48000', '-f', 'webm', webm]);
  return { wav, webm: await readFile(webm), clipSeconds };
}

async function silentAnswer(): Promise<Buffer> {
  const webm = path.join(work, 'silence.webm');
  await ffmpegRun([
    ...['-f', 'lavfi', '-t', '4', '-i', 'anullsrc=r=48000:cl=mono'],
    ...['-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', webm],
  ]);
  return readFile(webm);
}

let answer: Awaited<ReturnType<typeof speechAnswer>>;
let silence: Buffer;
/** Each engine's own word error rate on the same audio, given the WAV directly. */
const engineWer = { moonshine: NaN, pocketsphinx: NaN };

beforeAll(async () => {
  [answer, silence] = await Promise.all([speechAnswer(), silentAnswer()]);
  const moonshine = createMoonshineTranscriber();
  try {
    const [own, sphinx] = await Promise.all([
      moonshine.transcribe(answer.wav),
      createPocketSphinxTranscriber().transcribe(answer.wav),
    ]);
    engineWer.moonshine = wordErrorRate(REFERENCE, own.text);
    engineWer.pocketsphinx = wordErrorRate(REFERENCE, sphinx.text);
    console.log(
      `on the WAV itself: Moonshine WER ${engineWer.moonshine.toFixed(3)} "${own.text}"; ` +
        `PocketSphinx WER ${engineWer.pocketsphinx.toFixed(3)} "${sphinx.text}"`,
    );
  } finally {
    await moonshine.close();
  }
}, scaled(120_000));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(DIALECTS)('recorded human speech through the recording channel (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let company: CompanyFixture;
  let token: string;
  let applicationId: string;
  let spoken: InterviewResponse;
  let silent: InterviewResponse;

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    // The default engine choice (auto): the built-in Moonshine.
    t = await createTestApp(dialect);
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http://', 'ws://');
    company = await createCompany(t.database.db);
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
    const jobId = await createJob(t.database.db, company.companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(
      t.database.db,
      company.companyId,
      company.userId,
      { contentType: 'Audio', questions: ['Tell us about a book you like.', 'Anything else?'] },
    );
    const application = await createApplication(t.database.db, company.companyId, jobId, questionnaireId, {
      transcriptionConsent: true,
    });
    applicationId = application.applicationId;

    const client = await RecordingClient.connect(base, 'audio');
    const mimeType = 'audio/webm;codecs=opus';
    const options = { mimeType, totalQuestions: 2 };
    await client.recordAnswer(
      metadataFor(application.guid, questionIds[0]!, options),
      splitIntoChunks(answer.webm, 8),
    );
    const last = await client.recordAnswer(
      metadataFor(application.guid, questionIds[1]!, { ...options, isLastQuestion: true }),
      splitIntoChunks(silence, 2),
    );
    expect(last.answerSubmitted.interviewStatus).toBe('Completed');
    await client.close();

    const responses = await waitFor(
      async () => {
        const shown = (await get(`/api/v1/interviews/${applicationId}`)).json<Interview>().responses;
        for (const r of shown) expect(r.transcription.status).not.toBe('failed');
        return shown.length === 2 && shown.every((r) => r.transcription.status === 'done')
          ? shown
          : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 250, message: 'both transcripts in the interview' },
    );
    [spoken, silent] = [responses[0]!, responses[1]!];
  }, scaled(180_000));
  afterAll(() => t?.close());

  it("comes back to the recruiter with the engine's own accuracy, far better than PocketSphinx's", () => {
    expect(spoken.transcription).toMatchObject({ status: 'done', engine: 'moonshine', language: 'en' });
    const wer = wordErrorRate(REFERENCE, spoken.transcription.text ?? '');
    console.log(
      `through the channel (${dialect}): WER ${wer.toFixed(3)} "${spoken.transcription.text}" ` +
        `(Moonshine on the WAV ${engineWer.moonshine.toFixed(3)}, PocketSphinx ${engineWer.pocketsphinx.toFixed(3)})`,
    );
    // Near: at most about two words of the 41 more wrong than the engine given the WAV itself.
    expect(wer).toBeLessThanOrEqual(engineWer.moonshine + 0.05);
    // The goal for real recordings.
    expect(wer).toBeLessThanOrEqual(0.08);
    // Far below: PocketSphinx gets about one word in three wrong on this reader.
    expect(engineWer.pocketsphinx).toBeGreaterThanOrEqual(0.2);
    expect(wer).toBeLessThanOrEqual(engineWer.pocketsphinx / 3);
  });

  it('serves valid WebVTT whose cues lie within the answer and follow where the words are said', async () => {
    expect(spoken.captionsUrl).toMatch(/^\/api\/v1\/media\/answers\/[^/?]+\/captions$/);
    const res = await get(spoken.captionsUrl!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    const cues = parseWebVtt(res.body);
    console.log(
      cues.map((c) => `${c.start.toFixed(2)}-${c.end.toFixed(2)} ${c.text.replace('\n', ' ')}`).join('\n'),
    );
    expect(cues.length).toBeGreaterThanOrEqual(2);

    const [first, second] = answer.clipSeconds as [number, number];
    const duration = spoken.duration!;
    expect(duration).toBeCloseTo(LEAD_IN + first + GAP + second + TAIL, 0);
    for (const cue of cues) {
      expect(cue.start).toBeGreaterThanOrEqual(0);
      expect(cue.end).toBeLessThanOrEqual(duration);
    }
    // Nothing is captioned in the silence before the first words, in the pause, or after the last words.
    const gapStart = LEAD_IN + first;
    const gapEnd = gapStart + GAP;
    expect(cues[0]!.start).toBeGreaterThanOrEqual(LEAD_IN - 0.1);
    expect(cues[0]!.start).toBeLessThan(LEAD_IN + 1);
    for (const cue of cues)
      expect(cue.end <= gapStart + 0.3 || cue.start >= gapEnd - 0.3, `${cue.start}-${cue.end}`).toBe(true);
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(gapEnd + second + 0.3);
    expect(cues.at(-1)!.end).toBeGreaterThan(gapEnd + second - 1);

    // The words before the pause are the first reading's, those after it the second's.
    const words = (from: number, to: number) =>
      cues
        .filter((c) => c.start >= from && c.end <= to)
        .map((c) => c.text.replace(/\n/g, ' '))
        .join(' ');
    expect(wordErrorRate(CLIPS[0]!.text, words(0, gapStart + 0.3))).toBeLessThanOrEqual(0.15);
    expect(wordErrorRate(CLIPS[1]!.text, words(gapEnd - 0.3, duration))).toBeLessThanOrEqual(0.15);
    // And they are the transcript's words, all of them.
    expect(cues.map((c) => c.text.replace(/\n/g, ' ')).join(' ')).toBe(spoken.transcription.text);
  });

  it('gives a silent answer no words, and so no captions', async () => {
    expect(silent.transcription).toMatchObject({ status: 'done', text: '', segments: [] });
    expect(silent.captionsUrl).toBeNull();
  });
});
