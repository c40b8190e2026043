import fp from 'fastify-plugin';
import type { JobQueue } from './queue/queue.js';
import type { Transcriber } from './transcription/transcriber.js';
import type { SpeechSynthesizer } from './tts/synthesizer.js';

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
    transcriber: Transcriber;
    synthesizer: SpeechSynthesizer;
  }
}

export interface Infrastructure {
  queue: JobQueue;
  transcriber: Transcriber;
  synthesizer: SpeechSynthesizer;
}

/** Decorates the instance with the adapters chosen by configuration at start-up. */
export const infraPlugin = fp(
  async (app, infra: Infrastructure) => {
    app.decorate('queue', infra.queue);
    app.decorate('transcriber', infra.transcriber);
    app.decorate('synthesizer', infra.synthesizer);
  },
  { name: 'infra' },
);
