import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's ffmpeg, or FFMPEG_PATH, or the npm package's binary (the server's own order). */
export function ffmpegBinary(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  if (existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export interface SourceRecordingOptions {
  /** Names the cached file (`vi-bench-<name>-<seconds>s.webm` in the temporary folder). */
  name: string;
  seconds: number;
  /** Width x height and frames a second of the test picture. */
  size?: string;
  rate?: number;
  videoBitrate?: string;
  /** Noise on the picture keeps it from compressing to nothing, so the stream really has its bit rate. */
  noise?: boolean;
  /** A sound file (looped to the length) instead of the 440 Hz tone: speech for the speech engine. */
  audio?: string;
}

/**
 * A MediaRecorder-like WebM (VP8 + Opus, written to a pipe: no duration, no index, as a browser's chunks
 * are), made once with ffmpeg and cached in the temporary folder.
 */
export async function sourceRecording(options: SourceRecordingOptions): Promise<Buffer> {
  const { name, seconds, size = '640x480', rate = 30, videoBitrate = '900k', noise = false, audio } = options;
  const file = path.join(tmpdir(), `vi-bench-${name}-${seconds}s.webm`);
  if (existsSync(file)) return readFileSync(file);
  process.stdout.write(`Encoding a ${seconds} s ${size} WebM (once; cached in ${file})…\n`);
  const out: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      ffmpegBinary(),
      [
        ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}`],
        ...(audio
          ? ['-stream_loop', '-1', '-i', audio]
          : ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000']),
        ...['-t', String(seconds)],
        ...(noise ? ['-vf', 'noise=alls=12:allf=t'] : []),
        ...['-c:v', 'libvpx', '-b:v', videoBitrate, '-deadline', 'realtime'],
        ...['-cpu-used', '8', '-threads', '1'],
        ...['-c:a', 'libopus', '-b:a', '64k', '-f', 'webm', 'pipe:1'],
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
  const data = Buffer.concat(out);
  writeFileSync(file, data);
  return data;
}

/** The recording cut into `count` chunks of equal size (the last one shorter), as 1 s timeslices. */
export function splitRecording(data: Buffer, count: number): Buffer[] {
  const size = Math.ceil(data.length / count);
  return Array.from({ length: count }, (_, i) => data.subarray(i * size, (i + 1) * size));
}
