import { test } from '@playwright/test';

/**
 * Where a screenshot of the running test goes: that test's own output folder (under test-results/), not a
 * fixed folder, so runs side by side (other worktrees, other ports) never overwrite each other's pictures
 * and the next run starts from a clean folder. They are for a person to look at, not for comparing.
 */
export function shotPath(name: string): string {
  return test.info().outputPath(`${name}.png`);
}

/**
 * The optional screenshots (extra states a person may want to look at) cost time, so they are taken only
 * when E2E_SHOTS_DIR is set; like the others they go to the test's output folder, whatever its value.
 */
export const TAKE_OPTIONAL_SHOTS = Boolean(process.env.E2E_SHOTS_DIR);
