import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { wordErrorRate } from '@vi/server/dist/infra/transcription/word-error-rate.js';
import { createFliteSynthesizer } from '@vi/server/dist/infra/tts/flite-synthesizer.js';

/**
 * Moonshine and PocketSphinx side by side on the same files: Debian's pocketsphinx-testdata (real human
 * speech: the LibriVox reader, the `cards` set, `goforward`; `numbers` and `something` have no reference
 * text, so only their words are shown) and flite sentences. Each engine runs in a process of its own,
 * under GNU time for its peak memory; CPU seconds are counted after a warm-up answer.
 */
const run = promisify(execFile);
const DATA = '/usr/share/pocketsphinx/test/data';
const RUNNER = fileURLToPath(new URL('./speech-engine-run.js', import.meta.url));

interface Clip {
  set: string;
  file: string;
  reference: string | undefined;
  seconds: number;
}

/** A 16 kHz mono 16-bit WAV around raw samples (Debian ships some recordings headerless). */
function wavOfRaw(raw: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + raw.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(raw.length, 40);
  return Buffer.concat([header, raw]);
}

const secondsOf = (wav: Buffer) => (wav.length - 44) / 32_000;

function transcriptionList(file: string): { id: string; text: string }[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => /^<s>\s*(.*?)\s*<\/s>\s*\((.*)\)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ id: m[2]!, text: m[1]! }));
}

async function normalised(input: string, output: string): Promise<Buffer> {
  await run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    input,
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    output,
  ]);
  return readFileSync(output);
}

export async function collectClips(dir: string, sentences: string[]): Promise<Clip[]> {
  const clips: Clip[] = [];
  if (existsSync(DATA)) {
    for (const { id, text } of transcriptionList(path.join(DATA, 'librivox/transcription'))) {
      const file = path.join(dir, `librivox-${id}.wav`);
      clips.push({
        set: 'librivox',
        file,
        reference: text,
        seconds: secondsOf(await normalised(path.join(DATA, 'librivox', `${id}.wav`), file)),
      });
    }
    for (const { id, text } of transcriptionList(path.join(DATA, 'cards/cards.transcription'))) {
      const file = path.join(dir, `cards-${id}.wav`);
      clips.push({
        set: 'cards',
        file,
        reference: text,
        seconds: secondsOf(await normalised(path.join(DATA, 'cards', `${id}.wav`), file)),
      });
    }
    const raws: [string, string | undefined][] = [
      ['goforward', 'go forward ten meters'],
      ['numbers', undefined],
      ['something', undefined],
    ];
    for (const [name, reference] of raws) {
      const file = path.join(dir, `${name}.wav`);
      const wav = wavOfRaw(readFileSync(path.join(DATA, `${name}.raw`)));
      writeFileSync(file, wav);
      clips.push({ set: reference ? 'goforward' : name, file, reference, seconds: secondsOf(wav) });
    }
  } else {
    console.log(
      "  (Debian's pocketsphinx-testdata is not installed: `apt-get install pocketsphinx-testdata`)",
    );
  }
  const flite = createFliteSynthesizer();
  try {
    for (const [i, sentence] of sentences.entries()) {
      const file = path.join(dir, `flite-${i}.wav`);
      const wav = await normalised(await writeTemp(dir, i, (await flite.synthesize(sentence)).audio), file);
      clips.push({ set: 'flite', file, reference: sentence, seconds: secondsOf(wav) });
    }
  } finally {
    await flite.close();
  }
  return clips;
}

async function writeTemp(dir: string, i: number, audio: Buffer): Promise<string> {
  const file = path.join(dir, `flite-raw-${i}.wav`);
  writeFileSync(file, audio);
  return Promise.resolve(file);
}

interface EngineRun {
  texts: string[];
  cpuSeconds: number;
  wallSeconds: number;
  doneAt: number[];
  peakMb: number;
}

export async function runEngine(
  engine: string,
  files: string[],
  dir: string,
  extra: string[] = [],
): Promise<EngineRun> {
  const list = path.join(dir, `${engine}-list.json`);
  writeFileSync(list, JSON.stringify(files));
  const { stdout, stderr } = await run(
    '/usr/bin/time',
    ['-f', 'peak-kb %M', process.execPath, RUNNER, engine, list, ...extra],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const peakKb = Number(/peak-kb (\d+)/.exec(stderr)?.[1] ?? NaN);
  return {
    ...(JSON.parse(stdout.trim().split('\n').at(-1)!) as Omit<EngineRun, 'peakMb'>),
    peakMb: peakKb / 1024,
  };
}

/** Word errors over a set: the sum of each clip's errors over the sum of its reference words. */
function setWer(clips: Clip[], texts: string[], set: string): number {
  let errors = 0;
  let words = 0;
  clips.forEach((clip, i) => {
    if (clip.set !== set || !clip.reference) return;
    const n = clip.reference.split(/\s+/).length;
    errors += wordErrorRate(clip.reference, texts[i] ?? '') * n;
    words += n;
  });
  return words ? errors / words : NaN;
}

export async function benchEnginesSideBySide(dir: string, sentences: string[]): Promise<void> {
  const clips = await collectClips(dir, sentences);
  const audio = clips.reduce((sum, c) => sum + c.seconds, 0);
  console.log(
    `\nMoonshine and PocketSphinx side by side: ${clips.length} clips, ${audio.toFixed(1)} s of audio`,
  );
  const sets = [...new Set(clips.filter((c) => c.reference).map((c) => c.set))];
  const runs: [string, EngineRun][] = [];
  for (const engine of ['moonshine', 'pocketsphinx'])
    runs.push([
      engine,
      await runEngine(
        engine,
        clips.map((c) => c.file),
        dir,
      ),
    ]);
  console.log(
    `  ${'engine'.padEnd(13)} ${sets.map((s) => `WER ${s}`.padEnd(15)).join('')}CPU-s/audio-s  peak RSS`,
  );
  for (const [engine, result] of runs) {
    const wers = sets.map((s) => setWer(clips, result.texts, s).toFixed(3).padEnd(15)).join('');
    console.log(
      `  ${engine.padEnd(13)} ${wers}${(result.cpuSeconds / audio).toFixed(3).padEnd(15)}${result.peakMb.toFixed(0)} MB`,
    );
  }
  for (const [i, clip] of clips.entries()) {
    if (clip.reference) continue;
    console.log(`  ${clip.set} (no reference): ${runs.map(([e, r]) => `${e} "${r.texts[i]}"`).join(' / ')}`);
  }
}

/**
 * N applicants submit 2-minute answers together: when each transcript is ready (the engine's part of
 * "Submit to transcript visible"; the channel and database add milliseconds), with 1 and 2 workers.
 */
export async function benchTogether(dir: string, sentences: string[], applicants: number): Promise<void> {
  const clips = await collectClips(dir, sentences);
  // About two minutes of speech: the recordings one after another, with short pauses, repeated.
  const list = path.join(dir, 'concat.txt');
  const once = clips.map((c) => `file '${c.file}'`).join('\n');
  const total = clips.reduce((s, c) => s + c.seconds, 0);
  writeFileSync(list, Array.from({ length: Math.ceil(120 / total) }, () => once).join('\n'));
  const answer = path.join(dir, 'two-minutes.wav');
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
    '-t',
    '120',
    '-c:a',
    'pcm_s16le',
    answer,
  ]);
  console.log(
    `\n${applicants} applicants submit a 2-minute answer at once (Moonshine; seconds from Submit to transcript)`,
  );
  const single = await runEngine('moonshine', [answer], dir);
  console.log(
    `  one answer alone: ${single.doneAt[0]?.toFixed(1)} s (${(single.cpuSeconds / 120).toFixed(3)} CPU-s per audio-s)`,
  );
  for (const workers of [1, 2]) {
    const r = await runEngine('moonshine', [answer], dir, [
      '--together',
      String(applicants),
      '--workers',
      String(workers),
    ]);
    const sorted = [...r.doneAt].sort((a, b) => a - b);
    const p50 = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    console.log(
      `  TRANSCRIBE_WORKERS=${workers}: first ${sorted[0]?.toFixed(1)} s, median ${p50.toFixed(1)} s, last ${sorted.at(-1)?.toFixed(1)} s; peak RSS ${r.peakMb.toFixed(0)} MB`,
    );
  }
}
