import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/*
 * The accessibility check every suite runs (applicant and recruiter pages alike): axe-core on the page as
 * it is at rest. One copy, so no spec checks a page mid-transition again.
 */

/** What a running animation may change that axe's contrast check reads (keyframe names, camelCase). */
const COLOUR_PROPERTIES = [
  'opacity',
  'color',
  'backgroundColor',
  'background',
  'borderColor',
  'outlineColor',
  'filter',
  'visibility',
];

/**
 * The page holds still: the pointer rests in a corner (no hover state) and no finite animation or
 * transition of a colour or of opacity is running. axe reads colours as they are at that instant, so text
 * caught mid-fade or a button mid-hover-transition fails contrast although it passes at rest (seen in CI:
 * a toast, a modal's Cancel button under the pointer after a resize, an outline button of the audit log's
 * filters). Endless animations (spinners) and movement that never stops for long (a recording's level
 * meter, a playing video's progress) change no colour and are not waited for.
 */
export async function waitUntilStill(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect
    .poll(() =>
      page.evaluate(
        (colourProperties) =>
          document.getAnimations().filter((animation) => {
            const effect = animation.effect as KeyframeEffect | null;
            if (animation.playState !== 'running' || effect === null) return false;
            if (!Number.isFinite(Number(effect.getComputedTiming().endTime ?? 0))) return false;
            return effect.getKeyframes().some((frame) => colourProperties.some((name) => name in frame));
          }).length,
        COLOUR_PROPERTIES,
      ),
    )
    .toBe(0);
}

/** A modal fades in: it is checked once fully shown (mid-fade its half-transparent text fails contrast). */
export async function waitForModalShown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('.modal, .modal-dialog')
        .evaluateAll((elements: HTMLElement[]) =>
          elements.every((e) => getComputedStyle(e).opacity === '1' && e.getAnimations().length === 0),
        ),
    )
    .toBe(true);
}

/**
 * axe-core finds nothing serious or critical on the page (or in the part `include` selects) as it is once
 * it holds still.
 *
 * Run as `axe.run` in the page itself (legacy mode), asking only for the violations' details. The default
 * mode opens a blank page for every check to merge each frame's results across origins: 1.6–1.9 CPU-s a
 * check against 0.68, on the builder, ten checks each (bench/README.md, "axe in the browser specs"). The
 * pages checked embed no frame from another origin, and a frame of the page's own origin is still
 * checked: legacy mode injects axe into every frame and axe.run reaches those of its origin.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  await waitUntilStill(page);
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (include === undefined ? builder : builder.include(include)).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
