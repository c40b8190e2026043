import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, setPriority } from 'node:os';
import type { Config } from '../../config/env.js';
import { MediaToolError, NotMediaError, parseProbe, type ProbeResult } from './media-probe.js';

export { MediaToolError, NotMediaError, parseProbe, type ProbeResult };

/**
 * ffmpeg and ffprobe as child processes. The system's binaries are preferred (Debian's are current);
 * `npm ci` alone still works because @ffmpeg-installer/@ffprobe-installer ship static builds.
 */
export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
}

const SYSTEM = { ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe' } as const;

function packagedBinary(pkg: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe'): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const { path } = require(pkg) as { path: string };
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Where the binaries are: only the paths of the recording settings matter here. */
export type BinaryPaths = Pick<Config['recording'], 'ffmpegPath' | 'ffprobePath'>;

export function locateBinaries(config: BinaryPaths): MediaBinaries {
  const pick = (
    configured: string | undefined,
    system: string,
    pkg: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe',
  ) => configured ?? (existsSync(system) ? system : packagedBinary(pkg)) ?? system;
  return {
    ffmpeg: pick(config.ffmpegPath, SYSTEM.ffmpeg, '@ffmpeg-installer/ffmpeg'),
    ffprobe: pick(config.ffprobePath, SYSTEM.ffprobe, '@ffprobe-installer/ffprobe'),
  };
}

/** Bounds concurrent child processes: past the core count they only slow each other down. */
function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

const STDERR_KEEP = 4000;
const CHILD_NICENESS = 10;

interface RunResult {
  stdout: string;
  stderr: string;
}

function run(binary: string, args: string[], timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Media work can wait a little; live streams waiting for their acknowledgements cannot.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, CHILD_NICENESS);
      } catch {
        // Not permitted here (some containers): the process just runs at normal priority.
      }
    }
    const out: Buffer[] = [];
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (d: Buffer) => out.push(d));
    // Only the tail matters for a diagnosis, and a chatty process must not grow memory without bound.
    child.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-STDERR_KEEP);
    });
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(new MediaToolError(`${binary} could not start (${e.message})`, ''));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = err.trim();
      if (timedOut) reject(new MediaToolError(`${binary} timed out after ${timeoutMs} ms`, stderr));
      else if (code !== 0) reject(new MediaToolError(`${binary} failed (${code ?? signal})`, stderr));
      else resolve({ stdout: Buffer.concat(out).toString(), stderr });
    });
  });
}

export interface MediaToolsOptions {
  /** Concurrent ffmpeg/ffprobe processes (default: cores + 1). */
  maxProcesses?: number;
  /** Per-call time limits in milliseconds. */
  timeouts?: Partial<Record<'probe' | 'remux' | 'audio' | 'thumbnail', number>>;
}

export interface DerivedOutputs {
  /** The remuxed recording and its muxer ('webm', 'mp4', 'ogg', 'matroska'). */
  media: { file: string; format: string };
  /** 16 kHz mono WAV of the (required) audio track. */
  wav?: string;
  /** JPEG of the first key frame of the (required) video track. */
  thumbnail?: string;
  /** JPEG of the (required) audio track's waveform: an audio answer's thumbnail. */
  waveform?: string;
}

export interface MediaTools {
  readonly binaries: MediaBinaries;
  /**
   * remux + extractWav16kMono + thumbnailJpeg in one pass over the input (one process instead of four:
   * ffmpeg's start-up costs more CPU than the work). Only key frames are decoded, for the thumbnail.
   * Resolves with the end time of the longest stream written, in seconds.
   */
  remuxWithDerivatives(input: string, outputs: DerivedOutputs): Promise<{ durationSeconds: number | null }>;
  probe(file: string): Promise<ProbeResult>;
  /** Rewrites the container without re-encoding, so a MediaRecorder WebM gets its duration and cues. */
  remux(input: string, output: string, format?: string): Promise<void>;
  /** 16 kHz mono 16-bit PCM WAV: what speech recognisers expect. */
  extractWav16kMono(input: string, output: string): Promise<void>;
  /** One frame as a JPEG, scaled down for the recruiter's grid. */
  thumbnailJpeg(input: string, output: string, atSeconds: number): Promise<void>;
}

/** Width of thumbnails; the recruiter's grid shows them at most a third of a page wide. */
const THUMBNAIL_WIDTH = 480;
/** The spec's canvas JPEG quality 0.7 corresponds to ffmpeg's mjpeg qscale of about 5 (2 best, 31 worst). */
const THUMBNAIL_QSCALE = '5';

const WAV_ARGS = ['-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav'];

const thumbnailArgs = () => [
  '-frames:v',
  '1',
  '-vf',
  `scale='min(${THUMBNAIL_WIDTH},iw)':-2`,
  '-q:v',
  THUMBNAIL_QSCALE,
  '-f',
  'image2',
];

/** MP4 with its index first, so playback can start before the whole file has arrived. */
const faststartFor = (output: string) =>
  /\.(mp4|m4a|mov)$/i.test(output) ? ['-movflags', '+faststart'] : [];

export function createMediaTools(config: BinaryPaths, options: MediaToolsOptions = {}): MediaTools {
  const binaries = locateBinaries(config);
  const limit = createLimiter(options.maxProcesses ?? availableParallelism() + 1);
  const timeout = { probe: 15_000, remux: 60_000, audio: 60_000, thumbnail: 20_000, ...options.timeouts };
  const ffmpeg = (args: string[], ms: number) =>
    limit(() => run(binaries.ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], ms));

  return {
    binaries,

    async probe(file) {
      const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
      let result: RunResult;
      try {
        result = await limit(() => run(binaries.ffprobe, args, timeout.probe));
      } catch (err) {
        // ffprobe exits non-zero for anything it cannot demux; that is the "not media" answer.
        if (err instanceof MediaToolError && !err.message.includes('timed out'))
          throw new NotMediaError('not an audio or video file', err.stderr);
        throw err;
      }
      return parseProbe(result.stdout);
    },

    async remuxWithDerivatives(input, outputs) {
      const args = ['-nostats', '-progress', 'pipe:1', '-skip_frame', 'nokey', '-i', input];
      // showwavespic draws the whole track once, at its end; light strokes read on the black background.
      if (outputs.waveform) {
        const size = `${THUMBNAIL_WIDTH}x${Math.round((THUMBNAIL_WIDTH * 9) / 16)}`;
        args.push('-filter_complex', `[0:a:0]showwavespic=s=${size}:colors=0x6ea8fe[wave]`);
      }
      args.push('-map', '0', '-c', 'copy', ...faststartFor(outputs.media.file), '-f', outputs.media.format);
      args.push(outputs.media.file);
      if (outputs.wav) args.push('-map', '0:a:0', ...WAV_ARGS, outputs.wav);
      if (outputs.thumbnail) args.push('-map', '0:v:0', ...thumbnailArgs(), outputs.thumbnail);
      if (outputs.waveform) {
        args.push(
          '-map',
          '[wave]',
          '-frames:v',
          '1',
          '-q:v',
          THUMBNAIL_QSCALE,
          '-f',
          'image2',
          outputs.waveform,
        );
      }
      const { stdout } = await ffmpeg(args, timeout.remux);
      // -progress reports out_time_us (microseconds) until a final progress=end block.
      const last = [...stdout.matchAll(/^out_time_us=(\d+)$/gm)].at(-1)?.[1];
      return { durationSeconds: last === undefined ? null : Number(last) / 1e6 };
    },

    async remux(input, output, format) {
      const formatArgs = format ? ['-f', format] : [];
      await ffmpeg(
        ['-i', input, '-map', '0', '-c', 'copy', ...faststartFor(output), ...formatArgs, output],
        timeout.remux,
      );
    },

    async extractWav16kMono(input, output) {
      await ffmpeg(['-i', input, '-vn', ...WAV_ARGS, output], timeout.audio);
    },

    async thumbnailJpeg(input, output, atSeconds) {
      await ffmpeg(['-ss', atSeconds.toFixed(3), '-i', input, ...thumbnailArgs(), output], timeout.thumbnail);
    },
  };
}
