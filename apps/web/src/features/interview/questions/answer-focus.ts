/**
 * Where the question screen puts the focus and the view as a take moves on. The actions are pinned to
 * the bottom of the screen (answer-controls.css), so "in view" means above them: the page's
 * scroll-padding-bottom follows the bar's height, which scrollIntoView (and the browser's own scrolling to
 * a focused control) leave free.
 */
export const TAKE_PLAY_ID = 'answer-play';

/** Scrolls the least needed to show `element` whole above the pinned actions (no-op where unsupported). */
export function revealAboveActions(element: Element | null | undefined): void {
  element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * After Stop: the take's Play, not Submit, so Enter twice cannot send a take never listened to; its
 * Mute and Replay are scrolled into view with it. Submit when there is no playback to go to.
 */
export function focusAfterStop(): void {
  const play = document.getElementById(TAKE_PLAY_ID);
  if (!play) {
    document.getElementById('answer-submit')?.focus();
    return;
  }
  play.focus({ preventScroll: true });
  revealAboveActions(play.closest('.take-playback__controls') ?? play);
}

/** Keeps the page's scroll padding equal to the pinned bar's height while the bar is on screen. */
export function followActionBarHeight(bar: HTMLElement): () => void {
  const root = document.documentElement;
  const apply = () => {
    root.style.scrollPaddingBottom = `${Math.ceil(bar.getBoundingClientRect().height) + 8}px`;
  };
  apply();
  if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty('scroll-padding-bottom');
  const observer = new ResizeObserver(apply);
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty('scroll-padding-bottom');
  };
}
