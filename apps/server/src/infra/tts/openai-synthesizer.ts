import { errorDetail, OpenAiHttpError, openAiEndpoint } from '../transcription/openai-endpoint.js';
import type { SpeechSynthesizer, SynthesizedSpeech } from './synthesizer.js';

export interface OpenAiSynthesizerOptions {
  /** The service's base URL or its `/v1/audio/speech` endpoint. */
  url: string;
  apiKey?: string | undefined;
  model: string;
  voice?: string | undefined;
}

const TIMEOUT_MS = 30_000;

/** Natural voices from any OpenAI-compatible `/v1/audio/speech` service (OpenAI, Kokoro, Piper servers). */
export function createOpenAiSynthesizer(options: OpenAiSynthesizerOptions): SpeechSynthesizer {
  const endpoint = openAiEndpoint(options.url, '/audio/speech');
  const voice = options.voice ?? 'alloy';

  return {
    engine: `openai:${options.model}`,
    voice,

    async synthesize(text, language): Promise<SynthesizedSpeech> {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'audio/mpeg',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        // `language` (the questionnaire's, docs/languages.md) for services that take it; others ignore it.
        body: JSON.stringify({
          model: options.model,
          voice,
          input: text,
          response_format: 'mp3',
          ...(language ? { language } : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new OpenAiHttpError(response.status, await errorDetail(response));
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new Error('speech service answered with no audio');
      return { audio, mimeType: 'audio/mpeg', extension: 'mp3' };
    },
  };
}
