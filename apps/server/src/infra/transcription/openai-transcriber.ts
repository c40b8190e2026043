import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { errorDetail, OpenAiHttpError, openAiEndpoint } from './openai-endpoint.js';
import type { Transcriber, TranscriptionResult } from './transcriber.js';
import { readWavInfo } from './wav-audio.js';

export interface OpenAiTranscriberOptions {
  /** The service's base URL or its `/v1/audio/transcriptions` endpoint. */
  url: string;
  apiKey?: string | undefined;
  model: string;
}

const VerboseJsonSchema = z.object({
  text: z.string(),
  segments: z
    .array(z.object({ start: z.number(), end: z.number(), text: z.string() }))
    .nullish()
    .transform((s) => s ?? undefined),
});

/** Hosted services queue requests; a self-hosted CPU Whisper runs near real time. */
const timeoutMs = (audioSeconds: number) => 60_000 + audioSeconds * 3_000;

/**
 * Any OpenAI-compatible `/v1/audio/transcriptions` endpoint: OpenAI's Whisper, or self-hosted
 * whisper.cpp / faster-whisper servers. Asks for segments with timestamps (verbose_json).
 */
export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): Transcriber {
  const endpoint = openAiEndpoint(options.url, '/audio/transcriptions');

  return {
    engine: 'openai',
    available: () => Promise.resolve(true),

    async transcribe(wavFile, transcribeOptions): Promise<TranscriptionResult> {
      const wav = await readFile(wavFile);
      const seconds = readWavInfo(wav)?.durationSeconds ?? 0;
      const form = new FormData();
      form.append('file', new Blob([wav], { type: 'audio/wav' }), 'answer.wav');
      form.append('model', options.model);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'segment');
      // Whisper takes ISO 639-1: the language of a BCP 47 tag (`pt` of `pt-BR`).
      const language = transcribeOptions?.language?.split('-')[0]?.toLowerCase();
      if (language) form.append('language', language);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        body: form,
        signal: AbortSignal.timeout(timeoutMs(seconds)),
      });
      if (!response.ok) throw new OpenAiHttpError(response.status, await errorDetail(response));
      const body = VerboseJsonSchema.parse(await response.json());
      const text = body.text.trim();
      // Servers without verbose_json support send only the text: it then spans the whole answer.
      const segments = (body.segments ?? (text ? [{ start: 0, end: seconds, text }] : []))
        .map((s) => ({ start: s.start, end: s.end, text: s.text.trim() }))
        .filter((s) => s.text !== '');
      return { engine: `openai:${options.model}`, text, segments };
    },
  };
}
