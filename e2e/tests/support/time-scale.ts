/**
 * How much longer than on an idle machine a wait may take before a browser test calls it a hang. A time
 * limit here catches a hang; it measures no speed (bench/ does). `npm test` sets TEST_TIME_SCALE for its
 * browser shards, which share two cores with each other, their servers' media work and Vitest, and on a
 * slower CI machine a page can go seconds without a core (bench/README.md, "CI time"). Playwright's own
 * defaults stretch in playwright.config.ts; every explicit limit in a spec goes through `scaled`.
 */
export const TIME_SCALE = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

export const scaled = (ms: number): number => ms * TIME_SCALE;
