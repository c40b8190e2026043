import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/database.js';
import { createNoneTranscriber } from '../../src/infra/transcription/none-transcriber.js';
import { createTestEnv } from '../helper.js';

describe('API shutdown', () => {
  it('closes the queue (its running jobs end or go back) before the transcriber those jobs use', async () => {
    const env = createTestEnv('sqlite');
    const database = await createDatabase(env.config.database);
    const closed: string[] = [];
    const transcriber = {
      ...createNoneTranscriber(),
      close: () => {
        closed.push('transcriber');
        return Promise.resolve();
      },
    };
    const app = await buildApp({ config: env.config, database, logger: false, infra: { transcriber } });
    await app.ready();
    const queueClose = app.queue.close.bind(app.queue);
    app.queue.close = async () => {
      // A job still running: the queue's close waits for it, so the transcriber must wait too.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await queueClose();
      closed.push('queue');
    };
    try {
      await app.close();
      expect(closed).toEqual(['queue', 'transcriber']);
    } finally {
      await database.destroy();
      await env.cleanup();
    }
  });
});
