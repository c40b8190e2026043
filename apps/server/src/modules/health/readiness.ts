import type { ReadinessResponse } from '@vi/contracts';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/dialect.js';

/** A dependency that does not answer within this long counts as down (a probe must not hang). */
const CHECK_TIMEOUT_MS = 2000;
/** A key nobody writes: asking for it proves the store answers (a missing object is not an error). */
const STORAGE_PROBE_KEY = 'health/ready-probe';

async function check(name: string, app: FastifyInstance, probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return true;
  } catch (err) {
    app.log.warn({ err, dependency: name }, 'readiness check failed');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this node should get traffic: its dependencies answer and it is not draining. */
export async function checkReadiness(app: FastifyInstance): Promise<ReadinessResponse> {
  const [database, storage, queue] = await Promise.all([
    check('database', app, () => pingDatabase(app.db)),
    check('storage', app, () => app.storage.stat(STORAGE_PROBE_KEY)),
    app.queue.kind === 'embedded' ? Promise.resolve(undefined) : check('queue', app, () => app.queue.ping()),
  ]);
  const checks: ReadinessResponse['checks'] = {
    database: database ? 'up' : 'down',
    storage: storage ? 'up' : 'down',
    queue: queue === undefined ? 'embedded' : queue ? 'up' : 'down',
  };
  const up = database && storage && queue !== false;
  return { status: app.draining ? 'draining' : up ? 'ready' : 'not_ready', checks };
}
