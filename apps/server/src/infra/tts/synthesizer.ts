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
  /**
   * The languages it can read aloud (BCP 47 primary subtags, `en`); absent: any language (an
   * OpenAI-compatible service is given the text as it is). See docs/languages.md.
   */
  readonly languages?: readonly string[];
  /**
   * The engine and voice that read `language` (a primary subtag), when they differ by language; part of
   * the clip cache key so a clip is kept per language and voice. Absent: `engine` and `voice` for all.
   */
  voiceFor?(language: string): { engine: string; voice: string };
  /** `language`: the questionnaire's primary subtag (`es`); absent: English. */
  synthesize(text: string, language?: string): Promise<SynthesizedSpeech>;
}
