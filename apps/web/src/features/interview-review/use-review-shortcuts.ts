import type { InterviewStage } from '@vi/contracts';
import { useEffect, useRef } from 'react';

/** Inputs that take no typed characters: the digit and letter keys mean nothing to them. */
const KEYLESS_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** True where a key types or chooses: text fields, text areas, lists (their type-ahead), editable text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && !KEYLESS_INPUTS.has(target.type);
}

export type ReviewShortcuts = {
  /** 1–5 on the answer in `answerElement` (the one with focus), or the last focused when focus is elsewhere. */
  rate: (stars: number, answerElement: Element | null) => void;
  moveTo: (stage: InterviewStage) => void;
  next: () => void;
  previous: () => void;
  showHelp: () => void;
};

/** Marks an answer's section, so a key pressed inside it rates that answer. */
export const ANSWER_ATTRIBUTE = 'data-answer-question';

/**
 * The review screen's keys (docs/review-and-sharing.md): 1–5 rate, S shortlists, R rejects, J/] next,
 * K/[ previous, ? the list of keys. Never while typing in a field, nor under an open dialog.
 */
export function useReviewShortcuts(actions: ReviewShortcuts): void {
  // The latest actions, read when a key arrives; the listener itself is added once.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || document.body.classList.contains('modal-open')) return;
      const target = event.target instanceof Element ? event.target : null;
      const act = latest.current;
      const answer = target?.closest(`[${ANSWER_ATTRIBUTE}]`) ?? null;
      const key = event.key;
      if (/^[1-5]$/.test(key)) {
        // A digit on another star control (the overall, a criterion) is not meant for an answer.
        if (answer === null && target instanceof HTMLInputElement) return;
        act.rate(Number(key), answer);
      } else if (key === 's' || key === 'S') act.moveTo('shortlisted');
      else if (key === 'r' || key === 'R') act.moveTo('rejected');
      else if (key === 'j' || key === 'J' || key === ']') act.next();
      else if (key === 'k' || key === 'K' || key === '[') act.previous();
      else if (key === '?') act.showHelp();
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
