import {
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useMemo, useRef } from 'react';

/** What a sortable list of the builder says to screen readers, by 1-based positions. */
export interface DragTexts {
  instructions: string;
  pickedUp: (from: number) => string;
  movedOver: (from: number, to: number, total: number) => string;
  dropped: (from: number, to: number, total: number) => string;
  cancelled: (from: number) => string;
}

/**
 * Pointer (mouse, pen and touch) from the handle. The handle's keys (Space/Enter, arrows, Escape) are
 * keyboard-reorder.ts's: a keyboard move is a move in the list, not a position on the page.
 */
export function useSortableSensors() {
  // A few pixels of travel before a drag starts, so a click on the handle stays a click.
  return useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
}

/** dnd-kit's announcements for a list whose items are named by their position among `keys`. */
export function useSortableAnnouncements(keys: readonly string[], texts: DragTexts): Announcements {
  // A lifted row is first "over" itself; announcing that would overwrite the pick-up text at once.
  const hasLeftStartRef = useRef(false);
  return useMemo<Announcements>(() => {
    const position = (id: UniqueIdentifier | undefined) =>
      id === undefined ? 0 : keys.indexOf(String(id)) + 1;
    return {
      onDragStart: ({ active }) => {
        hasLeftStartRef.current = false;
        return texts.pickedUp(position(active.id));
      },
      onDragOver: ({ active, over }) => {
        if (!over || (!hasLeftStartRef.current && over.id === active.id)) return undefined;
        hasLeftStartRef.current = true;
        return texts.movedOver(position(active.id), position(over.id), keys.length);
      },
      onDragEnd: ({ active, over }) =>
        texts.dropped(position(active.id), position(over?.id ?? active.id), keys.length),
      onDragCancel: ({ active }) => texts.cancelled(position(active.id)),
    };
  }, [keys, texts]);
}
