import { averageLevel } from '../lib/audio-level';

export type AudioLevelMeter = {
  /** The average byte level (0–255) of the microphone's current frame. */
  read: () => number;
  close: () => void;
};

/**
 * An analyser on the audio of `stream`, in a context of the given class (the caller decides which
 * browsers' classes it accepts). Autoplay rules may start the context suspended; the click that opened
 * the stream is the gesture that allows resuming it.
 */
export function openAudioLevelMeter(
  AudioContextClass: typeof AudioContext,
  stream: MediaStream,
): AudioLevelMeter {
  const context = new AudioContextClass();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 256;
  source.connect(analyser);
  const frame = new Uint8Array(analyser.frequencyBinCount);
  void context.resume().catch(() => undefined);
  return {
    read: () => {
      analyser.getByteFrequencyData(frame);
      return averageLevel(frame);
    },
    close: () => {
      source.disconnect();
      void context.close().catch(() => undefined);
    },
  };
}
