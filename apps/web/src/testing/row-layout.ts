import { vi } from 'vitest';

/**
 * jsdom lays nothing out, and a pointer drag (dnd-kit) needs each row's box to know what it is over: rows
 * with `data-testid={testId}` get boxes `pitch` px apart and `height` px high, in their order; every other
 * element an empty box. Undone by `vi.restoreAllMocks()`.
 */
export function stubRowLayout(testId: string, pitch: number, height: number): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest(`[data-testid="${testId}"]`);
    const index = row ? [...(row.parentElement?.children ?? [])].indexOf(row) : -1;
    const top = index < 0 ? 0 : index * pitch;
    const boxHeight = index < 0 ? 0 : height;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 500,
      height: boxHeight,
      right: 500,
      bottom: top + boxHeight,
      toJSON: () => ({}),
    };
  });
}
