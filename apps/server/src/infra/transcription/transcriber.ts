export interface TranscriptSegment {
  /** Seconds from the start of the answer. */
  start: number;
  end: number;
  text: string;
}

export interface TranscriptionResult {
  text: string;
  segments: TranscriptSegment[];
  engine: string;
}

/** A speech-to-text engine. Engines that are not usable here say so instead of returning empty text. */
export interface Transcriber {
  readonly engine: string;
  available(): Promise<boolean>;
  /** Transcribes a 16 kHz mono WAV file; `language` (BCP 47) is passed to engines that take one. */
  transcribe(wavFile: string, options?: { language?: string | undefined }): Promise<TranscriptionResult>;
  /** English only: an answer in another language is not sent to it. */
  readonly englishOnly?: boolean;
  /** Checks what the engine loads (model files) before the process serves; throws a message naming the fault. */
  verify?(): Promise<void>;
  /** The engine answers go to, when this one picks among several (auto); undefined when none is usable. */
  chosen?(): Promise<Transcriber | undefined>;
  /** Stops the engine's threads or processes. */
  close?(): Promise<void>;
}

/**
 * Whether answers in `language` (BCP 47) go to this engine: an English-only engine would write
 * English-sounding words for another language, so it is given none (decision 0027). The one rule for the
 * AI notice, the submit, the transcription job and GET /config.
 */
export function transcribesLanguage(
  transcriber: Pick<Transcriber, 'englishOnly'>,
  language: string,
): boolean {
  return !transcriber.englishOnly || language.split('-')[0]?.toLowerCase() === 'en';
}
