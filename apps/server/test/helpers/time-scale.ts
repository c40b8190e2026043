/**
 * How much longer than on an idle machine a wait may take before a test calls it a hang. `npm test` sets
 * TEST_TIME_SCALE for its Vitest pass, which runs at the lowest CPU priority beside the browser shards
 * and can go seconds without a core (bench/README.md, "CI time"). Waits for something to happen stretch;
 * nothing that checks something does not happen uses it.
 */
export const TIME_SCALE = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

export const scaled = (ms: number): number => ms * TIME_SCALE;
