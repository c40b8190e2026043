import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, open } from 'node:fs/promises';
import path from 'node:path';
import type { Transcriber, TranscriptionResult, TranscriptSegment } from './transcriber.js';
import { readWavInfo } from './wav-audio.js';

/** Where Debian's `pocketsphinx-en-us` puts the US English model. */
const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const BINARY = 'pocketsphinx_continuous';

export interface PocketSphinxOptions {
  /** The `pocketsphinx_continuous` binary; looked up on PATH by default. */
  binary?: string;
  modelDir?: string;
}

interface Word {
  word: string;
  start: number;
  end: number;
}

interface Utterance {
  text: string;
  words: Word[];
}

const WORD_LINE = /^(\S+) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;
// <s>, </s>, <sil>, [NOISE], ++BREATH++: markers of the decoder, not words that were said.
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/** The longest line a review screen shows as one timed line; longer utterances are split between words. */
const MAX_LINE_SECONDS = 10;

/**
 * An utterance as timed lines. The decoder ends an utterance at a pause, so a fluent speaker can fill
 * a minute with one; such an utterance is cut between words into lines of at most 10 seconds, each
 * with its own start, so the transcript still follows the recording.
 */
function toLines({ text, words }: Utterance): TranscriptSegment[] {
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return [];
  if (last.end - first.start <= MAX_LINE_SECONDS) {
    return [{ start: first.start, end: last.end, text: text || words.map((w) => w.word).join(' ') }];
  }
  const lines: Word[][] = [];
  for (const word of words) {
    const line = lines.at(-1);
    if (line?.[0] && word.end - line[0].start <= MAX_LINE_SECONDS) line.push(word);
    else lines.push([word]);
  }
  return lines.map((line) => ({
    start: line[0]!.start,
    end: line.at(-1)!.end,
    text: line.map((w) => w.word).join(' '),
  }));
}

/**
 * Parses `pocketsphinx_continuous -time yes` output: each utterance is a line of text followed by one
 * line per word ("word start end confidence", seconds). Alternate pronunciations print as `word(2)`.
 * Every utterance becomes at least one segment with its own start time.
 */
export function parsePocketSphinxOutput(stdout: string): TranscriptSegment[] {
  const utterances: Utterance[] = [];
  for (const line of stdout.split('\n').map((l) => l.trim())) {
    const match = WORD_LINE.exec(line);
    if (!match) {
      if (line) utterances.push({ text: line, words: [] });
      continue;
    }
    const [, raw = '', start = '0', end = '0'] = match;
    if (FILLER.test(raw)) continue;
    const current = utterances.at(-1) ?? { text: '', words: [] };
    if (utterances.length === 0) utterances.push(current);
    current.words.push({ word: raw.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
  }
  return utterances.flatMap(toLines);
}

async function isExecutable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

async function findOnPath(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin').split(path.delimiter)) {
    if (dir && (await isExecutable(path.join(dir, name)))) return path.join(dir, name);
  }
  return undefined;
}

async function wavSeconds(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(Math.min(size, 64 * 1024));
    await handle.read(header, 0, header.length, 0);
    const info = readWavInfo(header);
    if (!info) return 0;
    const bytesPerSecond = info.sampleRate * info.channels * (info.bitsPerSample / 8);
    return bytesPerSecond > 0 ? (size - info.dataOffset) / bytesPerSecond : 0;
  } finally {
    await handle.close();
  }
}

/** A budget of twice real time plus start-up: PocketSphinx runs at about 0.2× real time on one core. */
const pocketSphinxTimeoutMs = (audioSeconds: number) => 20_000 + audioSeconds * 2_000;

function run(binary: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let errTail = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errTail = (errTail + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else if (signal === 'SIGKILL') reject(new Error(`pocketsphinx timed out after ${timeoutMs} ms`));
      else reject(new Error(`pocketsphinx exited with ${code ?? signal}: ${errTail.trim().slice(-500)}`));
    });
  });
}

/** CMU PocketSphinx as a child process: offline, about 110 MB, US English. */
export function createPocketSphinxTranscriber(options: PocketSphinxOptions = {}): Transcriber {
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  const model = {
    hmm: path.join(modelDir, 'en-us'),
    lm: path.join(modelDir, 'en-us.lm.bin'),
    dict: path.join(modelDir, 'cmudict-en-us.dict'),
  };
  const binary = async () => options.binary ?? (await findOnPath(BINARY));

  return {
    engine: 'pocketsphinx',
    englishOnly: true,

    async available() {
      const file = await binary();
      if (!file || !(await isExecutable(file))) return false;
      const found = await Promise.all(
        [path.join(model.hmm, 'mdef'), model.lm, model.dict].map((f) =>
          access(f, constants.R_OK).then(
            () => true,
            () => false,
          ),
        ),
      );
      return found.every(Boolean);
    },

    async transcribe(wavFile): Promise<TranscriptionResult> {
      const file = await binary();
      if (!file) throw new Error(`${BINARY} is not installed`);
      const seconds = await wavSeconds(wavFile);
      const stdout = await run(
        file,
        ['-infile', wavFile, '-time', 'yes', '-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict],
        pocketSphinxTimeoutMs(seconds),
      );
      const segments = parsePocketSphinxOutput(stdout);
      return { engine: 'pocketsphinx', text: segments.map((s) => s.text).join(' '), segments };
    },
  };
}
