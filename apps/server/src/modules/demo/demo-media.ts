import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { locateBinaries, type BinaryPaths } from '../../infra/media/ffmpeg.js';
import { createEspeakSynthesizer, isEspeakInstalled } from '../../infra/tts/espeak-synthesizer.js';
import { createFliteSynthesizer } from '../../infra/tts/flite-synthesizer.js';

/**
 * Media for the demo's completed interviews, made on this machine when the demo is seeded: flite
 * speaks an English answer (Debian's flite when it is on PATH, else the WebAssembly flite npm
 * installs), Debian's espeak-ng a Spanish one; ffmpeg draws the applicant's initials (or its test
 * pattern when drawtext has no font) and encodes both the way Chrome's MediaRecorder sends a recording:
 * VP8 + Opus (video) or Opus (audio) WebM written to a pipe, so it has no duration or index until the
 * server's finaliser adds them.
 */
export interface DemoMediaTools {
  /** Writes the spoken text as a WAV file, in English unless told (a language of `languages`). */
  speak(text: string, wavFile: string, signal: AbortSignal, language?: string): Promise<void>;
  /** What it speaks here: English always, Spanish when espeak-ng is installed. */
  languages: readonly string[];
  ffmpeg: string;
}

/** The tool a language's demo answers need beyond flite (the start banner names it when it is missing). */
export const DEMO_VOICE_TOOL = 'espeak-ng';
/** The demo's languages besides English; espeak-ng speaks them. */
const ESPEAK_DEMO_LANGUAGES = ['es'];

export type DemoMediaCheck = { ok: true; tools: DemoMediaTools } | { ok: false; missing: string[] };

const isExecutable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

async function findOnPath(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin').split(path.delimiter)) {
    if (dir && (await isExecutable(path.join(dir, name)))) return path.join(dir, name);
  }
  return undefined;
}

/** The WebAssembly flite, started on first use; its threads stop by themselves when idle. */
let wasmFlite: ReturnType<typeof createFliteSynthesizer> | undefined;

/** The espeak-ng the questions are read with; one process per answer. */
let espeak: ReturnType<typeof createEspeakSynthesizer> | undefined;

function speakWith(fliteBinary: string | undefined): DemoMediaTools['speak'] {
  const english: DemoMediaTools['speak'] = fliteBinary
    ? async (text, wavFile, signal) => {
        await run(fliteBinary, ['-voice', 'slt', '-t', text, '-o', wavFile], signal);
      }
    : async (text, wavFile) => {
        wasmFlite ??= createFliteSynthesizer({ voice: 'slt' });
        await writeFile(wavFile, (await wasmFlite.synthesize(text)).audio);
      };
  return async (text, wavFile, signal, language = 'en') => {
    if (language === 'en') return english(text, wavFile, signal);
    espeak ??= createEspeakSynthesizer();
    await writeFile(wavFile, (await espeak.synthesize(text, language)).audio);
  };
}

/**
 * Whether this machine can make the demo's recordings: a runnable ffmpeg (the npm-installed one will
 * do). English speech needs nothing installed: without flite on PATH, the npm-installed WebAssembly
 * flite speaks. Spanish needs Debian's espeak-ng; without it only the Spanish interview is left out.
 */
export async function checkDemoMediaTools(
  paths: BinaryPaths,
  hasEspeak: boolean = isEspeakInstalled(),
): Promise<DemoMediaCheck> {
  const flite = await findOnPath('flite');
  const { ffmpeg } = locateBinaries(paths);
  const languages = ['en', ...(hasEspeak ? ESPEAK_DEMO_LANGUAGES : [])];
  if (await isExecutable(ffmpeg)) return { ok: true, tools: { speak: speakWith(flite), languages, ffmpeg } };
  return { ok: false, missing: ['ffmpeg'] };
}

const TOOL_TIMEOUT_MS = 60_000;

function run(binary: string, args: string[], signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // An abort (the server is shutting down) kills the process and rejects.
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TOOL_TIMEOUT_MS);
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${path.basename(binary)} failed (${code ?? signal}): ${err.trim()}`));
    });
  });
}

export interface DemoAnswerMedia {
  contentType: 'Audio' | 'Video';
  /** What is said. */
  text: string;
  /** The language it is said in; English when absent. */
  language?: string | undefined;
  /** Drawn large in the middle of the picture (video only). */
  initials: string;
  /** Background colour, 0xRRGGBB (video only). */
  colour: string;
  /** A folder for the spoken WAV; the caller removes it. */
  workDir: string;
  /** Stops the tools (shutdown). */
  signal: AbortSignal;
}

/**
 * A short breath before and after the words, as a person leaves when they press record and stop. Only
 * options the npm-installed ffmpeg (a 2018 build) knows: mono 48 kHz first, so one delay covers the one
 * channel and the trailing pause is a sample count (0.7 s), as `adelay=…:all=1` and `apad=pad_dur` are newer.
 */
const AUDIO_FILTER = 'aformat=sample_rates=48000:channel_layouts=mono,adelay=400,apad=pad_len=33600';
const PICTURE_SIZE = '640x360';
const FPS = '10';

const ffmpegArgs = (...args: string[]) => ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args];

const encodeOpus = ['-c:a', 'libopus', '-b:a', '48k', '-ar', '48000', '-ac', '1'];
// One encoder thread: libvpx's threads wait on each other by spinning, so on a busy machine (the demo is
// recorded while the server starts, beside whatever else runs) two threads burned 1.3-1.7 CPU-s on a
// 9-second answer that one thread encodes in 0.4, and finished later too (bench/README.md, "Spinning
// encoder threads").
const encodeVp8 = [
  ...['-c:v', 'libvpx', '-b:v', '350k'],
  ...['-deadline', 'realtime', '-cpu-used', '16', '-threads', '1'],
];

/** The applicant's initials on their colour, with the running time in a corner. */
function drawnPicture(media: DemoAnswerMedia): string {
  const initials = media.initials.replace(/[^A-Za-z]/g, '');
  return (
    `color=c=${media.colour}:size=${PICTURE_SIZE}:rate=${FPS},` +
    `drawtext=text='${initials}':fontcolor=white:fontsize=120:x=(w-tw)/2:y=(h-th)/2-20,` +
    `drawtext=text='%{pts\\:hms}':fontcolor=white@0.8:fontsize=22:x=w-tw-16:y=h-th-14`
  );
}

const testPattern = () => `testsrc=size=${PICTURE_SIZE}:rate=${FPS}`;

async function encodeVideo(ffmpeg: string, wav: string, picture: string, signal: AbortSignal) {
  return run(
    ffmpeg,
    ffmpegArgs(
      ...['-f', 'lavfi', '-i', picture, '-i', wav],
      ...['-filter:a', AUDIO_FILTER, '-map', '0:v', '-map', '1:a', '-shortest'],
      ...encodeVp8,
      ...encodeOpus,
      ...['-f', 'webm', 'pipe:1'],
    ),
    signal,
  );
}

/** One recorded answer's bytes, as the browser would stream them. */
export async function makeDemoAnswer(tools: DemoMediaTools, media: DemoAnswerMedia): Promise<Buffer> {
  const wav = path.join(media.workDir, 'speech.wav');
  const { signal } = media;
  await tools.speak(media.text, wav, signal, media.language);
  if (media.contentType === 'Audio') {
    return run(
      tools.ffmpeg,
      ffmpegArgs('-i', wav, '-filter:a', AUDIO_FILTER, ...encodeOpus, '-f', 'webm', 'pipe:1'),
      signal,
    );
  }
  try {
    return await encodeVideo(tools.ffmpeg, wav, drawnPicture(media), signal);
  } catch (err) {
    if (signal.aborted) throw err;
    // drawtext needs fontconfig and a font; without them the picture is ffmpeg's test pattern.
    return encodeVideo(tools.ffmpeg, wav, testPattern(), signal);
  }
}

/** Cuts a recording into the pieces MediaRecorder would have sent (about one per second). */
export function intoChunks(data: Buffer, count: number): Buffer[] {
  const size = Math.max(1, Math.ceil(data.length / Math.max(1, count)));
  const chunks: Buffer[] = [];
  for (let start = 0; start < data.length; start += size) chunks.push(data.subarray(start, start + size));
  return chunks;
}
