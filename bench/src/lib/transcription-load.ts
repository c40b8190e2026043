import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegBinary } from './source-recording.js';

/** What bench:ingest needs to measure the recording channel while answers are transcribed. */
const run = promisify(execFile);
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';

/**
 * Real read speech for the answers' sound: Debian's pocketsphinx-testdata LibriVox readings one after
 * the other (~25 s, looped by the caller), so the engine works as on an applicant's answer and the silence
 * gate does not skip it. Undefined when the package is not installed.
 */
export async function speechTrack(): Promise<string | undefined> {
  if (!existsSync(LIBRIVOX)) return undefined;
  const file = path.join(tmpdir(), 'vi-bench-librivox-speech.wav');
  if (existsSync(file)) return file;
  const clips = readdirSync(LIBRIVOX)
    .filter((f) => f.endsWith('.wav'))
    .sort();
  await run(ffmpegBinary(), [
    ...['-y', '-hide_banner', '-loglevel', 'error'],
    ...clips.flatMap((clip) => ['-i', path.join(LIBRIVOX, clip)]),
    '-filter_complex',
    `${clips.map((_, i) => `[${i}:a]`).join('')}concat=n=${clips.length}:v=0:a=1[out]`,
    ...['-map', '[out]', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', file],
  ]);
  return file;
}

interface ListedInterview {
  responses: { transcription: { status: string } }[];
}

/**
 * Of the answers of the job (or of every job), how many have a transcript 'done', and how many have one
 * that ended ('done', 'failed' or 'unavailable').
 */
export async function transcriptsEnded(
  base: string,
  token: string,
  jobId?: string,
): Promise<{ answers: number; done: number; ended: number }> {
  let answers = 0;
  let done = 0;
  let ended = 0;
  const job = jobId ? `jobId=${jobId}&` : '';
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/v1/company/1/interviews?${job}limit=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`interview list: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: ListedInterview[] };
    for (const r of data.flatMap((i) => i.responses)) {
      answers++;
      if (r.transcription.status === 'done') done++;
      if (r.transcription.status !== 'pending') ended++;
    }
    if (data.length < 100) return { answers, done, ended };
  }
}

/**
 * Watches the transcripts while the load runs: every `intervalMs`, the count of finished ones, so the
 * report can say how many were made while applicants were still streaming. The same polling runs with
 * transcription off, so both runs carry the same extra requests.
 */
export function watchTranscripts(base: string, token: string, jobId: string, intervalMs = 2000) {
  const started = performance.now();
  const samples: { at: number; answers: number; done: number; ended: number }[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const counts = await transcriptsEnded(base, token, jobId).catch(() => undefined);
      if (counts) samples.push({ at: (performance.now() - started) / 1000, ...counts });
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    /** Transcripts done by `seconds` after the watch began (the last sample at or before it). */
    doneBy: (seconds: number) => samples.filter((s) => s.at <= seconds).at(-1)?.done ?? 0,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

/** Waits until every answer of the job (or of every job) has a transcript that ended; its seconds. */
export async function untilTranscribed(
  base: string,
  token: string,
  jobId: string | undefined,
  timeoutMs: number,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { answers, ended } = await transcriptsEnded(base, token, jobId);
    if (ended === answers) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs)
      throw new Error(`${answers - ended} of ${answers} transcripts still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The report's lines on the run's transcripts: how many were made during the load, and when all were. */
export async function transcriptsAfter(
  base: string,
  token: string,
  jobId: string,
  loadSeconds: number,
  watch: ReturnType<typeof watchTranscripts>,
): Promise<string[]> {
  const during = watch.doneBy(loadSeconds);
  const after = await untilTranscribed(base, token, jobId, 900_000);
  const { answers, done } = await transcriptsEnded(base, token, jobId);
  return [
    `  transcripts: ${during} of ${answers} done while the load ran; all ended ${after.toFixed(1)} s after it ` +
      `(${done} done, ${answers - done} unavailable or failed)`,
  ];
}
