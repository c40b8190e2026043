import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURE_DIR = path.join(fileURLToPath(new URL('.', import.meta.url)), '.fixtures');

/** Files the fake microphone and camera play in a loop (made by global-setup.ts). */
export const FAKE_MEDIA = {
  speechText:
    'My name is Ada. I have five years of experience building robots. I enjoy working with people and solving hard problems.',
  speech: path.join(FIXTURE_DIR, 'speech.wav'),
  silence: path.join(FIXTURE_DIR, 'silence.wav'),
  camera: path.join(FIXTURE_DIR, 'camera-420-320x240.mjpeg'),
};
