import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SpeechSynthesizer } from '../../infra/tts/synthesizer.js';
import { AppError } from '../../lib/app-error.js';
import { contentRange, parseRange, type RangedFileResponse } from '../../lib/http-range.js';
import { EXPLAINER_SCRIPT } from './explainer-script.js';

export type ExplainerKind = 'audio' | 'video';

export interface ExplainerRequest {
  kind: ExplainerKind;
  range: string | undefined;
  ifNoneMatch: string | undefined;
  ifRange: string | undefined;
  withBody: boolean;
}

export type ExplainerResponse = RangedFileResponse;

interface ExplainerFile {
  file: string;
  mimeType: string;
  size: number;
  etag: string;
}

/** Muxes narration over a generated picture; injectable so tests can run without ffmpeg. */
export type VideoMaker = (audioFile: string, outputFile: string) => Promise<void>;

const VIDEO_MIME = 'video/mp4';
const FFMPEG_TIMEOUT_MS = 120_000;

/**
 * A still, plain picture (the product's primary blue with a lighter card) at 5 fps: the explainer is its
 * narration, and a near-static H.264 stream costs almost nothing to encode or send. H.264/AAC in MP4 with
 * the index first plays in every browser the product supports, Safari included.
 */
export function videoArgs(audioFile: string, outputFile: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=c=0x0d6efd:s=640x360:r=5',
    '-i',
    audioFile,
    '-vf',
    'drawbox=x=80:y=60:w=480:h=240:color=white@0.25:t=fill,format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'stillimage',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    // With an endless generated picture, -shortest alone overshoots the narration by seconds (muxer buffering).
    '-shortest',
    '-fflags',
    '+shortest',
    '-max_interleave_delta',
    '100M',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    outputFile,
  ];
}

export function ffmpegVideoMaker(ffmpegPath: string): VideoMaker {
  return (audioFile, outputFile) =>
    new Promise((resolve, reject) => {
      const child = spawn(ffmpegPath, videoArgs(audioFile, outputFile), {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-2000);
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), FFMPEG_TIMEOUT_MS);
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(new Error(`ffmpeg failed (${code ?? signal}): ${stderr.trim()}`));
      });
    });
}

const unavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', { message: 'The explainer is not available right now.', cause });

/**
 * The explainer media, made once on first request and kept in DATA_DIR/explainer. File names carry a hash
 * of the engine, voice and script, so a new voice or a reworded script makes new files instead of serving
 * stale ones, and a file never changes once written (strong ETag, long cache).
 */
export function createExplainerService(deps: {
  dataDir: string;
  synthesizer: SpeechSynthesizer;
  makeVideo: VideoMaker;
  log: FastifyBaseLogger;
  script?: string;
}) {
  const dir = path.join(deps.dataDir, 'explainer');
  const script = deps.script ?? EXPLAINER_SCRIPT;
  const hash = createHash('sha256')
    .update(`${deps.synthesizer.engine}|${deps.synthesizer.voice}|${script}`)
    .digest('hex')
    .slice(0, 32);
  const metaFile = path.join(dir, `${hash}.json`);
  const inFlight = new Map<ExplainerKind, Promise<ExplainerFile>>();

  /** Written under a temporary name first: a crash mid-write must not leave a half file that looks done. */
  async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
    const temp = `${file}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
  }

  async function describeFile(
    file: string,
    mimeType: string,
    tag: string,
  ): Promise<ExplainerFile | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.size === 0) return undefined;
    return { file, mimeType, size: info.size, etag: `"${hash}-${tag}"` };
  }

  async function audio(): Promise<ExplainerFile> {
    try {
      const meta = JSON.parse(await readFile(metaFile, 'utf8')) as { audioFile: string; mimeType: string };
      const found = await describeFile(path.join(dir, path.basename(meta.audioFile)), meta.mimeType, 'a');
      if (found) return found;
    } catch {
      // Not made yet (or damaged): make it below.
    }
    const started = performance.now();
    const speech = await deps.synthesizer.synthesize(script);
    const audioFile = path.join(dir, `${hash}.${speech.extension}`);
    await mkdir(dir, { recursive: true });
    await writeAtomically(audioFile, speech.audio);
    await writeAtomically(
      metaFile,
      JSON.stringify({ audioFile: path.basename(audioFile), mimeType: speech.mimeType }),
    );
    deps.log.info({ ms: Math.round(performance.now() - started) }, 'explainer narration made');
    const made = await describeFile(audioFile, speech.mimeType, 'a');
    if (!made) throw new Error('explainer narration was not written');
    return made;
  }

  async function video(): Promise<ExplainerFile> {
    const videoFile = path.join(dir, `${hash}.mp4`);
    const found = await describeFile(videoFile, VIDEO_MIME, 'v');
    if (found) return found;
    const narration = await ensure('audio');
    const started = performance.now();
    const temp = `${videoFile}.${randomUUID()}.tmp.mp4`;
    try {
      await deps.makeVideo(narration.file, temp);
      await rename(temp, videoFile);
    } finally {
      await rm(temp, { force: true });
    }
    deps.log.info({ ms: Math.round(performance.now() - started) }, 'explainer video made');
    const made = await describeFile(videoFile, VIDEO_MIME, 'v');
    if (!made) throw new Error('explainer video was not written');
    return made;
  }

  /** Every applicant opening the explainer at once shares one synthesis or encode. */
  function ensure(kind: ExplainerKind): Promise<ExplainerFile> {
    let run = inFlight.get(kind);
    if (!run) {
      run = (kind === 'audio' ? audio() : video()).finally(() => inFlight.delete(kind));
      inFlight.set(kind, run);
    }
    return run;
  }

  return {
    async open(request: ExplainerRequest): Promise<ExplainerResponse> {
      let media: ExplainerFile;
      try {
        media = await ensure(request.kind);
      } catch (err) {
        deps.log.error({ err, kind: request.kind }, 'explainer could not be made');
        throw unavailable(err);
      }
      const headers: Record<string, string | number> = {
        'accept-ranges': 'bytes',
        etag: media.etag,
        'cache-control': 'public, max-age=86400',
      };
      if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === media.etag)) {
        return { status: 304, headers };
      }
      const range =
        request.ifRange === undefined || request.ifRange === media.etag
          ? parseRange(request.range, media.size)
          : ({ kind: 'whole' } as const);
      if (range.kind === 'unsatisfiable') {
        return {
          status: 416,
          headers: { 'accept-ranges': 'bytes', 'content-range': contentRange(media.size) },
        };
      }
      const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
      const length = part ? part.end - part.start + 1 : media.size;
      return {
        status: part ? 206 : 200,
        headers: {
          ...headers,
          'content-type': media.mimeType,
          'content-length': length,
          ...(part ? { 'content-range': contentRange(media.size, part) } : {}),
        },
        stream: request.withBody ? createReadStream(media.file, part) : undefined,
      };
    },
  };
}
