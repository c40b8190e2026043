import type { Interview } from '@vi/contracts';
import { useState } from 'react';

/**
 * The interviews ticked for a bulk action, kept across filter changes (search for one, tick, search for
 * another, tick, compare), in the order they were ticked.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Interview>>(new Map());

  function set(interviews: readonly Interview[], on: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      for (const interview of interviews) {
        if (on) next.set(interview.id, interview);
        else next.delete(interview.id);
      }
      return next;
    });
  }

  return {
    items: [...selected.values()],
    count: selected.size,
    isSelected: (id: string) => selected.has(id),
    select: (interview: Interview, on: boolean) => set([interview], on),
    selectAll: set,
    clear: () => setSelected(new Map()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
