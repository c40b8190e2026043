import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { FAKE_MEDIA, FIXTURE_DIR } from './fake-media.js';

/*
 * The fake devices Chromium records from: a microphone that speaks (flite, which PocketSphinx recognises
 * well), a silent microphone (for the 'Are you talking?' warning) and a camera (ffmpeg testsrc as mjpeg).
 * Generated once per machine from Debian's flite and ffmpeg; nothing is downloaded.
 */
/**
 * Makes `file` with `write(tmp)` unless it exists. `npm test` runs the browser suites as parallel shards,
 * each with this setup: each writes a file of its own and renames it into place, so no shard's Chromium
 * ever reads a fixture another is still writing.
 */
function makeOnce(file: string, write: (tmp: string) => void): void {
  if (existsSync(file)) return;
  const tmp = `${file}.${process.pid}.tmp${file.slice(file.lastIndexOf('.'))}`;
  write(tmp);
  renameSync(tmp, file);
}

export default function globalSetup(): void {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  makeOnce(FAKE_MEDIA.speech, (tmp) => {
    execFileSync('flite', ['-voice', 'slt', '-t', FAKE_MEDIA.speechText, '-o', tmp]);
  });
  makeOnce(FAKE_MEDIA.silence, (tmp) => {
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '15',
      '-c:a',
      'pcm_s16le',
      tmp,
    ]);
  });
  makeOnce(FAKE_MEDIA.camera, (tmp) => {
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      // Smaller and slower than the product's preferred 640x480 at 30 fps (the constraints are only
      // ideal ones): nothing a spec checks depends on the picture's size, and every frame is decoded,
      // copied into fresh memory and VP8-encoded in real time while a take records, about half of a
      // recording spec's own CPU at 640x480 (bench/README.md, "CI time").
      'testsrc=size=320x240:rate=15',
      '-t',
      '4',
      '-c:v',
      'mjpeg',
      // 4:2:0: Chromium's fake capture plays 4:4:4 mjpeg as plain green frames.
      '-pix_fmt',
      'yuvj420p',
      '-q:v',
      '5',
      tmp,
    ]);
  });
}
