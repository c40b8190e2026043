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
  /** Transcribes a 16 kHz mono WAV file. */
  transcribe(wavFile: string): Promise<TranscriptionResult>;
}
