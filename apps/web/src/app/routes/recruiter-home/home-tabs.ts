/**
 * The home's tabs and their activation state (spec §4: loaded the first time activated, then remembered).
 * Home (the work waiting) comes first and opens at once; the spec's Questionnaires tab keeps its lazy load.
 */
export const TAB_IDS = ['home', 'questionnaires', 'interviews'] as const;
export type TabId = (typeof TAB_IDS)[number];

export function toTabId(value: string | null): TabId | null {
  return (TAB_IDS as readonly string[]).includes(value ?? '') ? (value as TabId) : null;
}

type TabsState = { selected: TabId; loaded: readonly TabId[] };

const EMPTY_STATE: TabsState = { selected: 'home', loaded: ['home'] };

/**
 * Only the work waiting loads at first; the Questionnaires tab waits until opened (spec). What this browser
 * tab already opened stays open, e.g. when the builder returns to the home after a save.
 */
export function initialTabsState(requested: TabId | null, remembered: TabsState | null = null): TabsState {
  const start = remembered ?? EMPTY_STATE;
  return requested === null ? start : activateTab(start, requested);
}

export function activateTab(state: TabsState, tab: TabId): TabsState {
  if (state.selected === tab && state.loaded.includes(tab)) return state;
  return { selected: tab, loaded: state.loaded.includes(tab) ? state.loaded : [...state.loaded, tab] };
}

export const TABS_STORAGE_KEY = 'vi.recruiter-home.tabs';

export function readRememberedTabs(storage: Pick<Storage, 'getItem'> = sessionStorage): TabsState | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(TABS_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { selected, loaded } = value as Record<string, unknown>;
    const selectedTab = toTabId(typeof selected === 'string' ? selected : null);
    if (selectedTab === null || !Array.isArray(loaded)) return null;
    const loadedTabs = loaded.map((tab) => toTabId(typeof tab === 'string' ? tab : null));
    return { selected: selectedTab, loaded: loadedTabs.filter((tab): tab is TabId => tab !== null) };
  } catch {
    // Storage may be unavailable (privacy settings) or hold something else: start afresh.
    return null;
  }
}

export function rememberTabs(state: TabsState, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(TABS_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Not remembering is harmless: the placeholder shows again on the next visit.
  }
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
