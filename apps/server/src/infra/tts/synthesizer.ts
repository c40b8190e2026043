export interface SynthesizedSpeech {
  audio: Buffer;
  mimeType: string;
  /** File extension without the dot, e.g. 'wav' or 'mp3'. */
  extension: string;
}

/** A text-to-speech engine; `engine` and `voice` are part of the clip cache key. */
export interface SpeechSynthesizer {
  readonly engine: string;
  readonly voice: string;
  synthesize(text: string): Promise<SynthesizedSpeech>;
}
