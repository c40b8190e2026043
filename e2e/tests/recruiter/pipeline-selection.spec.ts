import { expect, test, type Locator } from '@playwright/test';
import type { InterviewList } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath } from '../support/shots.js';
import { scaled } from '../support/time-scale.js';

/*
 * The Interviews tab's "N selected" bar and search lines, in the demo company: ticking the first row
 * keeps its checkbox in view and uncovered at 1280 and 375 px, and a search for a spoken word shows the
 * transcript line that matched, the word marked.
 */

test.describe.configure({ timeout: scaled(300_000) });

/** The element at the middle of the checkbox is the checkbox itself: nothing lies over it. */
async function isUncovered(box: Locator): Promise<boolean> {
  await box.scrollIntoViewIfNeeded();
  return box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) === element;
  });
}

test('[RECRUITER]: the selection bar never covers the first row, and a search shows the line that matched', async ({
  page,
  request,
}) => {
  // The demo's answers say "… building robots …" once their transcripts are made.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?q=robots&limit=5`, {
          headers: authHeaders(),
        });
        return ((await response.json()) as InterviewList).data.some((i) => i.searchMatch);
      },
      { timeout: scaled(240_000), intervals: [2000] },
    )
    .toBe(true);

  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);
    await page.goto('/v1/recruiter?tab=interviews&status=all&q=robots');
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const first = rows.first().getByRole('checkbox');
    const top = await first.boundingBox();
    await first.check();
    await expect(page.getByText('1 selected')).toBeVisible();
    // The bar lies over nothing; on a wide screen ticking moved nothing either (on a phone the actions
    // take a second line).
    if (width === 1280) expect((await first.boundingBox())?.y).toBe(top?.y);
    expect(await isUncovered(first)).toBe(true);
    await page.mouse.wheel(0, 400);
    expect(await isUncovered(first)).toBe(true);

    // The matched line, the searched word marked.
    const line = rows.first().locator('.pipeline-search-match');
    await expect(line).toContainText(/robots/i);
    await expect(line.locator('mark').first()).toHaveText(/^robots$/i);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath(`pipeline-selection-${width}`), fullPage: true });
  }
});
