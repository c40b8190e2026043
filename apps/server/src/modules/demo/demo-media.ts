import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { locateBinaries, type BinaryPaths } from '../../infra/media/ffmpeg.js';

/**
 * Media for the demo's completed interviews, made on this machine when the demo is seeded: flite
 * speaks the answer, ffmpeg draws the applicant's initials (or its test pattern when drawtext has no
 * font) and encodes both the way Chrome's MediaRecorder sends a recording: VP8 + Opus (video) or Opus
 * (audio) WebM written to a pipe, so it has no duration or index until the server's finaliser adds them.
 */
export interface DemoMediaTools {
  flite: string;
  ffmpeg: string;
}

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

/** Whether this machine can make the demo's recordings: flite on PATH and a runnable ffmpeg. */
export async function checkDemoMediaTools(paths: BinaryPaths): Promise<DemoMediaCheck> {
  const flite = await findOnPath('flite');
  const { ffmpeg } = locateBinaries(paths);
  const ffmpegOk = await isExecutable(ffmpeg);
  if (flite && ffmpegOk) return { ok: true, tools: { flite, ffmpeg } };
  return { ok: false, missing: [...(flite ? [] : ['flite']), ...(ffmpegOk ? [] : ['ffmpeg'])] };
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
  /** Drawn large in the middle of the picture (video only). */
  initials: string;
  /** Background colour, 0xRRGGBB (video only). */
  colour: string;
  /** A folder for the spoken WAV; the caller removes it. */
  workDir: string;
  /** Stops the tools (shutdown). */
  signal: AbortSignal;
}

/** A short breath before and after the words, as a person leaves when they press record and stop. */
const AUDIO_FILTER = 'adelay=400:all=1,apad=pad_dur=0.7';
const PICTURE_SIZE = '640x360';
const FPS = '10';

const ffmpegArgs = (...args: string[]) => ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args];

const encodeOpus = ['-c:a', 'libopus', '-b:a', '48k', '-ar', '48000', '-ac', '1'];
const encodeVp8 = ['-c:v', 'libvpx', '-b:v', '350k', '-deadline', 'realtime', '-cpu-used', '16'];

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
  await run(tools.flite, ['-voice', 'slt', '-t', media.text, '-o', wav], signal);
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
