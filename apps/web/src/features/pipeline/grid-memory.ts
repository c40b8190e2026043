import { GRID_STEP, parseStatusFilter, type StatusFilter } from '../../shared/lib/recruiter/interview-pages';

/*
 * Where the recruiter was in the grid (filters and how many cards were shown), kept for the browser tab's
 * session: coming back from a review — by the Back link or the browser's Back — lands on the same cards
 * instead of the first nine. Storage can be refused (a sandboxed frame); the grid then simply starts over.
 */
const KEY = 'vi.interviewGrid';
/** Cards or table: a preference of the person, so it outlives the session. */
const VIEW_KEY = 'vi.interviewView';

type GridMemory = {
  status: StatusFilter;
  visible: number;
  /** The list's filters as their query string (pipeline-filters.ts); '' for none. */
  filters: string;
};

export type ListView = 'cards' | 'table';

export function readGridMemory(): GridMemory | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return undefined;
    const parsed = JSON.parse(raw) as { status?: unknown; visible?: unknown; filters?: unknown };
    const visible = typeof parsed.visible === 'number' ? Math.trunc(parsed.visible) : GRID_STEP;
    return {
      status: parseStatusFilter(typeof parsed.status === 'string' ? parsed.status : undefined),
      // Whole steps of nine, at least one step, and not absurdly many.
      visible: Math.min(Math.max(GRID_STEP, visible - (visible % GRID_STEP)), GRID_STEP * 100),
      filters: typeof parsed.filters === 'string' ? parsed.filters.slice(0, 1000) : '',
    };
  } catch {
    return undefined;
  }
}

export function saveGridMemory(memory: GridMemory): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Not remembered: the grid starts at the first cards next time.
  }
}

export function readListView(): ListView {
  try {
    return window.localStorage.getItem(VIEW_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

export function saveListView(view: ListView): void {
  try {
    window.localStorage.setItem(VIEW_KEY, view);
  } catch {
    // Not remembered: the cards show next time.
  }
}
