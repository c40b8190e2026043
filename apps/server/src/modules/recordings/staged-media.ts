import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  MediaToolError,
  NotMediaError,
  type MediaTools,
  type ProbeResult,
} from '../../infra/media/ffmpeg.js';

/**
 * Turns a staged recording (the browser's chunks, concatenated) into what is stored: the same streams
 * remuxed into a container with a duration and an index, 16 kHz mono WAV for transcription and, for
 * video, a JPEG thumbnail. Nothing is re-encoded, so this costs a few hundred milliseconds of CPU.
 */
export interface ProcessedRecording {
  mediaFile: string;
  mediaExtension: 'webm' | 'mkv' | 'mp4' | 'ogg';
  mediaContentType: string;
  wavFile: string | null;
  thumbnailFile: string | null;
  durationMs: number;
}

/** The recording cannot become an answer: it is not media, not the right kind, or too long. */
export class RecordingRejectedError extends Error {
  override name = 'RecordingRejectedError';
  constructor(
    readonly reason: 'empty' | 'not-media' | 'wrong-kind' | 'too-long',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** What browsers' MediaRecorder produces: WebM (Chrome, Firefox), MP4 (Safari), Ogg (Firefox audio). */
type Container = { extension: ProcessedRecording['mediaExtension']; muxer: string };

function contentTypeOf(extension: Container['extension'], isVideo: boolean): string {
  switch (extension) {
    case 'webm':
      return isVideo ? 'video/webm' : 'audio/webm';
    case 'mkv':
      return 'video/x-matroska';
    case 'mp4':
      return isVideo ? 'video/mp4' : 'audio/mp4';
    case 'ogg':
      return isVideo ? 'video/ogg' : 'audio/ogg';
  }
}

const exists = (file: string) =>
  stat(file).then(
    (s) => s.size > 0,
    () => false,
  );

/** The container from the file's first bytes: anything else is refused without starting a process. */
export function sniffContainer(head: Buffer): Container | undefined {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { extension: 'webm', muxer: 'webm' };
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return { extension: 'mp4', muxer: 'mp4' };
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'OggS') return { extension: 'ogg', muxer: 'ogg' };
  return undefined;
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface ProcessOptions {
  media: MediaTools;
  log: FastifyBaseLogger;
  stagingPath: string;
  /** A folder for the outputs; the caller removes it. */
  workDir: string;
  contentType: 'Audio' | 'Video';
  /** The applicant's answer time plus the timeslice tolerance (recordingCapsFor). */
  maxDurationSeconds: number;
}

const tooLong = (options: ProcessOptions, seconds: number | null) =>
  seconds !== null && seconds > options.maxDurationSeconds;

const outputsIn = (workDir: string, extension: Container['extension']) => ({
  media: path.join(workDir, `media.${extension}`),
  wav: path.join(workDir, 'audio.wav'),
  thumbnail: path.join(workDir, 'thumbnail.jpg'),
});

async function probeStaged(media: MediaTools, file: string): Promise<ProbeResult> {
  try {
    return await media.probe(file);
  } catch (err) {
    if (err instanceof NotMediaError) throw new RecordingRejectedError('not-media', err.message);
    throw err;
  }
}

/** The usual case, in one ffmpeg process: the browser's streams remuxed, WAV and thumbnail. */
async function onePass(options: ProcessOptions, container: Container): Promise<ProcessedRecording> {
  const isVideo = options.contentType === 'Video';
  const files = outputsIn(options.workDir, container.extension);
  const { durationSeconds } = await options.media.remuxWithDerivatives(options.stagingPath, {
    media: { file: files.media, format: container.muxer },
    wav: files.wav,
    // A video's first frame, or an audio answer's waveform: every answer gets a picture in the grid.
    ...(isVideo ? { thumbnail: files.thumbnail } : { waveform: files.thumbnail }),
  });
  if (durationSeconds === null) throw new Error('ffmpeg reported no duration');
  if (tooLong(options, durationSeconds)) throw new RecordingRejectedError('too-long', `${durationSeconds} s`);
  return {
    mediaFile: files.media,
    mediaExtension: container.extension,
    mediaContentType: contentTypeOf(container.extension, isVideo),
    wavFile: files.wav,
    thumbnailFile: (await exists(files.thumbnail)) ? files.thumbnail : null,
    durationMs: Math.round(durationSeconds * 1000),
  };
}

async function remuxInto(options: ProcessOptions, container: Container) {
  const file = outputsIn(options.workDir, container.extension).media;
  try {
    await options.media.remux(options.stagingPath, file, container.muxer);
    return { file, extension: container.extension };
  } catch (err) {
    // Chrome may put H.264 into "video/webm", which the WebM muxer refuses; Matroska takes any codec.
    if (container.extension !== 'webm') throw err;
    options.log.info({ err }, 'recording is not strict WebM; storing it as Matroska');
    const mkv = outputsIn(options.workDir, 'mkv').media;
    await options.media.remux(options.stagingPath, mkv, 'matroska');
    return { file: mkv, extension: 'mkv' as const };
  }
}

async function makeThumbnail(options: ProcessOptions, input: string, durationSeconds: number) {
  const file = outputsIn(options.workDir, 'webm').thumbnail;
  // A second in, the camera has adjusted its exposure; very short takes use their middle frame.
  for (const at of [Math.min(1, durationSeconds / 2), 0]) {
    try {
      await options.media.thumbnailJpeg(input, file, at);
      if (await exists(file)) return file;
    } catch (err) {
      options.log.warn({ err }, 'thumbnail failed');
    }
  }
  return null;
}

async function makeWav(options: ProcessOptions, input: string) {
  const file = outputsIn(options.workDir, 'webm').wav;
  try {
    await options.media.extractWav16kMono(input, file);
    return (await exists(file)) ? file : null;
  } catch (err) {
    // The answer is kept without a transcript rather than lost over an undecodable audio track.
    options.log.warn({ err }, 'audio extraction failed');
    return null;
  }
}

/**
 * Step by step, when the single pass failed: tells garbage from an unusual but valid recording (a
 * video answer without sound, H.264 in WebM) and keeps whatever can be kept.
 */
async function stepByStep(options: ProcessOptions, container: Container): Promise<ProcessedRecording> {
  const { media, stagingPath, contentType } = options;
  const staged = await probeStaged(media, stagingPath);
  const isVideo = contentType === 'Video';
  if (isVideo ? !staged.hasVideo : !staged.hasAudio)
    throw new RecordingRejectedError('wrong-kind', `a ${contentType} answer without a ${contentType} track`);
  if (tooLong(options, staged.durationSeconds))
    throw new RecordingRejectedError('too-long', `${staged.durationSeconds} s`);

  const remuxed = await remuxInto(options, container).catch((err: unknown) => {
    // ffprobe could read the header but ffmpeg cannot read the streams: a corrupt recording.
    if (err instanceof MediaToolError && !/timed out|could not start/.test(err.message))
      throw new RecordingRejectedError('not-media', err.message);
    throw err;
  });
  const stored = await probeStaged(media, remuxed.file);
  const durationSeconds = stored.durationSeconds ?? staged.durationSeconds;
  if (durationSeconds === null) throw new RecordingRejectedError('not-media', 'no duration');
  if (tooLong(options, durationSeconds)) throw new RecordingRejectedError('too-long', `${durationSeconds} s`);

  const [wavFile, thumbnailFile] = await Promise.all([
    stored.hasAudio ? makeWav(options, remuxed.file) : null,
    isVideo ? makeThumbnail(options, remuxed.file, durationSeconds) : null,
  ]);
  return {
    mediaFile: remuxed.file,
    mediaExtension: remuxed.extension,
    mediaContentType: contentTypeOf(remuxed.extension, isVideo),
    wavFile,
    thumbnailFile,
    durationMs: Math.round(durationSeconds * 1000),
  };
}

export async function processStagedRecording(options: ProcessOptions): Promise<ProcessedRecording> {
  if (!(await exists(options.stagingPath)))
    throw new RecordingRejectedError('empty', 'no bytes were received');
  const container = sniffContainer(await readHead(options.stagingPath));
  if (!container) throw new RecordingRejectedError('not-media', 'not a WebM, MP4 or Ogg recording');
  try {
    return await onePass(options, container);
  } catch (err) {
    if (err instanceof RecordingRejectedError) throw err;
    options.log.info({ err }, 'single-pass finalisation failed; processing step by step');
    return stepByStep(options, container);
  }
}
