import type { JobDefinition } from '../infra/queue/queue.js';
import { transcribeAnswerJob } from './transcribe-answer.job.js';

// The worker checks each stored payload against its job's own schema before the handler sees it, so
// the list can hold jobs of different payload types.
const anyPayload = <P>(job: JobDefinition<P>) => job as unknown as JobDefinition<never>;

/** Every background job this server knows; the worker processes all of them. (Helpers add theirs.) */
export const ALL_JOBS: JobDefinition<never>[] = [anyPayload(transcribeAnswerJob)];
