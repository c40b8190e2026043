import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';
import { takeVisibilityProblem } from './take-visibility.js';

const config = (env: Record<string, string>) => parseEnv({ NODE_ENV: 'test', DATA_DIR: '/srv/vi', ...env });
const PG = 'postgres://db.internal/vi';

describe('takeVisibilityProblem', () => {
  it('refuses a worker on a shared queue with the defaulted local take store, naming the setting', () => {
    const envs: Record<string, string>[] = [{ REDIS_URL: 'redis://r:6379' }, { DATABASE_URL: PG }];
    for (const env of envs) {
      const problem = takeVisibilityProblem(config(env), { runsJobs: true });
      expect(problem).toContain('RECORDING_TAKE_STORE=shared');
      expect(problem).toContain('/srv/vi/staging');
    }
  });

  it('an API process with REDIS_URL runs no jobs: nothing to refuse', () => {
    expect(takeVisibilityProblem(config({ REDIS_URL: 'redis://r:6379' }))).toBeUndefined();
    // With PostgreSQL and no Redis the API runs the jobs itself, from the shared table.
    expect(takeVisibilityProblem(config({ DATABASE_URL: PG }))).toContain('RECORDING_TAKE_STORE=shared');
  });

  it('starts once the operator said where takes are, or when nothing is shared', () => {
    const shared = { REDIS_URL: 'redis://r:6379', RECORDING_TAKE_STORE: 'shared' };
    const declaredLocal = { REDIS_URL: 'redis://r:6379', RECORDING_TAKE_STORE: 'local' };
    expect(takeVisibilityProblem(config(shared), { runsJobs: true })).toBeUndefined();
    expect(takeVisibilityProblem(config(declaredLocal), { runsJobs: true })).toBeUndefined();
    // One process on SQLite: its own queue, its own disk.
    expect(takeVisibilityProblem(config({}), { runsJobs: true })).toBeUndefined();
  });
});
