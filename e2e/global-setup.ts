import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { FAKE_MEDIA, FIXTURE_DIR } from './fake-media.js';

/*
 * The fake devices Chromium records from: a microphone that speaks (flite, which PocketSphinx recognises
 * well), a silent microphone (for the 'Are you talking?' warning) and a camera (ffmpeg testsrc as mjpeg).
 * Generated once per machine from Debian's flite and ffmpeg; nothing is downloaded.
 */
export default function globalSetup(): void {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  if (!existsSync(FAKE_MEDIA.speech)) {
    execFileSync('flite', ['-voice', 'slt', '-t', FAKE_MEDIA.speechText, '-o', FAKE_MEDIA.speech]);
  }
  if (!existsSync(FAKE_MEDIA.silence)) {
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
      FAKE_MEDIA.silence,
    ]);
  }
  if (!existsSync(FAKE_MEDIA.camera)) {
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x480:rate=30',
      '-t',
      '4',
      '-c:v',
      'mjpeg',
      // 4:2:0: Chromium's fake capture plays 4:4:4 mjpeg as plain green frames.
      '-pix_fmt',
      'yuvj420p',
      '-q:v',
      '5',
      FAKE_MEDIA.camera,
    ]);
  }
}
