/** The home's tabs and their activation state (spec §4: loaded the first time activated, then remembered). */
export const TAB_IDS = ['questionnaires', 'interviews'] as const;
export type TabId = (typeof TAB_IDS)[number];

export function toTabId(value: string | null): TabId | null {
  return (TAB_IDS as readonly string[]).includes(value ?? '') ? (value as TabId) : null;
}

export type TabsState = { selected: TabId; loaded: readonly TabId[] };

/** Nothing is loaded until asked: the Questionnaires tab shows its placeholder (spec). */
export function initialTabsState(requested: TabId | null): TabsState {
  return requested === null
    ? { selected: 'questionnaires', loaded: [] }
    : activateTab({ selected: requested, loaded: [] }, requested);
}

export function activateTab(state: TabsState, tab: TabId): TabsState {
  if (state.selected === tab && state.loaded.includes(tab)) return state;
  return { selected: tab, loaded: state.loaded.includes(tab) ? state.loaded : [...state.loaded, tab] };
}

/** APG tabs keyboard model: arrows wrap, Home and End jump; other keys are not ours. */
export function focusTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
