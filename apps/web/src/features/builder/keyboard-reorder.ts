import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DragTexts } from './sortable-list';

interface Lifted {
  key: string;
  /** 0-based position when lifted: Escape puts it back there, and the texts name it by it. */
  from: number;
}

export interface KeyboardReorder {
  /** Spread on a row's drag handle. */
  handleProps: (key: string) => {
    ref: (element: HTMLElement | null) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onBlur: () => void;
    'aria-pressed': boolean;
  };
  /** The row that is lifted, for its look. */
  liftedKey: string | undefined;
  /** The last step, for a live region next to the list. */
  announcement: string;
}

/**
 * Reordering by keyboard from a row's handle: Space or Enter lifts the row, the up and down arrows move it
 * one place at a time (the list itself changes, so what is seen is where it is), Space or Enter drops it,
 * Escape (or nothing: leaving the handle drops it where it is) puts it back. Done here rather than by
 * dnd-kit's keyboard sensor, whose moves are measured in pixels against the page and landed a place off
 * when the page scrolled or rows still slid after a drop; a keyboard move is a move in the list, not a
 * position on screen. Pointer and touch drags stay dnd-kit's.
 */
export function useKeyboardReorder(
  keys: readonly string[],
  texts: DragTexts,
  onMove: (from: number, to: number) => void,
): KeyboardReorder {
  const [lifted, setLifted] = useState<Lifted | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLElement>());
  // A move re-orders the rows' elements, which can take the focus away from the moved handle.
  const refocus = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const key = refocus.current;
    if (key === undefined) return;
    refocus.current = undefined;
    const handle = handles.current.get(key);
    if (handle && document.activeElement !== handle) handle.focus({ preventScroll: true });
    handle?.scrollIntoView?.({ block: 'nearest' });
  }, [keys]);

  const handleProps = useCallback(
    (key: string) => ({
      ref: (element: HTMLElement | null) => {
        if (element) handles.current.set(key, element);
        else handles.current.delete(key);
      },
      'aria-pressed': lifted?.key === key,
      onBlur: () => {
        if (lifted?.key !== key || refocus.current === key) return;
        const at = keys.indexOf(key);
        setLifted(undefined);
        setAnnouncement(texts.dropped(lifted.from + 1, at + 1, keys.length));
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const at = keys.indexOf(key);
        const isLifted = lifted?.key === key;
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          if (isLifted) {
            setLifted(undefined);
            setAnnouncement(texts.dropped(lifted.from + 1, at + 1, keys.length));
          } else {
            setLifted({ key, from: at });
            setAnnouncement(texts.pickedUp(at + 1));
          }
          return;
        }
        if (!isLifted) return;
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          const to = event.key === 'ArrowUp' ? at - 1 : at + 1;
          if (to < 0 || to >= keys.length) return;
          refocus.current = key;
          onMove(at, to);
          setAnnouncement(texts.movedOver(lifted.from + 1, to + 1, keys.length));
          return;
        }
        if (event.key === 'Escape') {
          event.preventDefault();
          if (at !== lifted.from) {
            refocus.current = key;
            onMove(at, lifted.from);
          }
          setLifted(undefined);
          setAnnouncement(texts.cancelled(lifted.from + 1));
        }
      },
    }),
    [keys, lifted, onMove, texts],
  );

  return { handleProps, liftedKey: lifted?.key, announcement };
}
