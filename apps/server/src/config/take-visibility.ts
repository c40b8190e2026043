import type { Config } from './env.js';

/**
 * A process that runs media jobs must see every take its queue hands it (docs/deployment.md, "Recording
 * takes"). With the local take store a take is a file in the DATA_DIR of the node that received it; a
 * queue shared by several nodes (Redis, or jobs in a shared PostgreSQL) may give its media job to a
 * worker on another machine, which would find nothing. Such a process starts only when the operator said
 * where takes are: RECORDING_TAKE_STORE=shared, or RECORDING_TAKE_STORE=local set on purpose because every
 * API node and worker shares this one data folder (one machine, or one shared volume).
 * Returns the problem to refuse the start with, or undefined.
 */
export function takeVisibilityProblem(
  config: Pick<Config, 'runWorker' | 'queue' | 'database' | 'recording' | 'dataDir'>,
  { runsJobs = config.runWorker }: { runsJobs?: boolean } = {},
): string | undefined {
  if (!runsJobs || config.recording.takeStore !== 'local' || config.recording.takeStoreDeclared)
    return undefined;
  const sharedQueue = config.queue.kind === 'bullmq' || config.database.dialect === 'postgres';
  if (!sharedQueue) return undefined;
  return (
    'This process runs media jobs from a queue other nodes share, but takes are in the local take store ' +
    `(${config.dataDir}/staging), which only this machine sees: a job for a take received by another ` +
    'node would find nothing. Set RECORDING_TAKE_STORE=shared (takes in the object store and the ' +
    'database, seen by every node), or set RECORDING_TAKE_STORE=local explicitly when every API node ' +
    'and worker uses this same DATA_DIR (docs/deployment.md, "Recording takes").'
  );
}
