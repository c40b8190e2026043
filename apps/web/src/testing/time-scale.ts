/**
 * A test's own time limit, stretched like the configured ones (vitest.config.ts) when npm test runs this
 * project at low priority beside the browser shards: a limit catches a hang, it measures no speed.
 */
export const TIME_SCALE = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

export const scaled = (ms: number): number => ms * TIME_SCALE;
