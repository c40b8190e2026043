import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy, type useSortable } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { GripIcon } from './grip-icon';
import { useKeyboardReorder, type KeyboardReorder } from './keyboard-reorder';
import { useSortableAnnouncements, useSortableSensors, type DragTexts } from './sortable-list';

type SortableRowsProps = {
  /** The rows' stable keys, in order. */
  keys: readonly string[];
  texts: DragTexts;
  onMove: (from: number, to: number) => void;
  /** The rows, given the keyboard's handle props for each (keyboard-reorder.ts). */
  children: (reorder: KeyboardReorder) => ReactNode;
};

/**
 * A builder list whose rows move by their handles: dragged with the pointer (dnd-kit) or moved by keyboard
 * (keyboard-reorder.ts), each step announced by position in a live region beside the list.
 */
export function SortableRows({ keys, texts, onMove, children }: SortableRowsProps) {
  const sensors = useSortableSensors();
  const announcements = useSortableAnnouncements(keys, texts);
  const reorder = useKeyboardReorder(keys, texts, onMove);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={[...keys]} strategy={verticalListSortingStrategy}>
        {children(reorder)}
      </SortableContext>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {reorder.announcement}
      </div>
    </DndContext>
  );
}

type DragHandleProps = {
  /** The row's `useSortable()`: the handle starts its pointer drags. */
  sortable: Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
  /** The row's keys (`reorder.handleProps(key)`). */
  handle: ReturnType<KeyboardReorder['handleProps']>;
  label: string;
};

/** A row's drag handle: pointer drags through dnd-kit, keyboard moves through keyboard-reorder.ts. */
export function DragHandle({ sortable, handle, label }: DragHandleProps) {
  return (
    <button
      type="button"
      className="builder-question__handle"
      {...sortable.attributes}
      {...sortable.listeners}
      {...handle}
      ref={(element) => {
        sortable.setActivatorNodeRef(element);
        handle.ref(element);
      }}
      aria-label={label}
    >
      <GripIcon />
    </button>
  );
}
