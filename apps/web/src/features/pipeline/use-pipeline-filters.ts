import { useEffect, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { DEFAULT_STATUS_FILTER, GRID_STEP } from '../../shared/lib/recruiter/interview-pages';
import {
  filtersToQuery,
  hasFilterParams,
  readFilters,
  writeFilters,
  type PipelineFilters,
} from '../../shared/lib/recruiter/pipeline-filters';
import { readGridMemory, saveGridMemory } from './grid-memory';

type Memory = ReturnType<typeof readGridMemory>;

/** The remembered filters as a query string; an older memory kept only the status. */
function rememberedQuery(memory: Memory): string {
  if (memory === undefined) return '';
  if (memory.filters !== '') return memory.filters;
  return memory.status === DEFAULT_STATUS_FILTER ? '' : `status=${memory.status}`;
}

/**
 * The list's filters live in the address. Arriving without any (the review screen's Back link, the
 * navigation bar) brings back the ones of this browser tab's last visit, with as many cards as were shown;
 * a change of filter starts again from the first cards.
 */
export function usePipelineFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The recruiter has left for another page (a card, Compare) whose code may still be loading: a search
  // that waited for typing to pause must not pull them back to the list when it fires.
  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  const [memory] = useState(readGridMemory);
  const [restored, setRestored] = useState<URLSearchParams | null>(() => {
    const query = rememberedQuery(memory);
    return hasFilterParams(searchParams) || query === '' ? null : new URLSearchParams(query);
  });
  // A change the address has not taken yet: the router moves in a transition, which a busy page may hold
  // back, and until then a controlled checkbox would spring back unticked under the pointer. Kept with the
  // address it was made on, so any later address (the change itself, Back, a link) supersedes it.
  const [pending, setPending] = useState<{ from: string; filters: PipelineFilters } | null>(null);
  const address = searchParams.toString();
  if (pending !== null && pending.from !== address) setPending(null);
  const addressHasFilters = hasFilterParams(searchParams);
  // Once the address carries them, it alone is the truth (clearing every filter must not restore them).
  if (restored !== null && addressHasFilters) setRestored(null);
  const filters =
    pending !== null && pending.from === address
      ? pending.filters
      : readFilters(restored !== null && !addressHasFilters ? restored : searchParams);
  const query = filtersToQuery(filters);

  const [paging, setPaging] = useState(() => ({
    query,
    visible: memory !== undefined && rememberedQuery(memory) === query ? memory.visible : GRID_STEP,
  }));
  if (paging.query !== query) setPaging({ query, visible: GRID_STEP });

  useEffect(() => {
    if (restored === null) return;
    setSearchParams((params) => writeFilters(params, readFilters(restored)), { replace: true });
  }, [restored, setSearchParams]);

  useEffect(() => {
    saveGridMemory({ status: filters.status, visible: paging.visible, filters: paging.query });
  }, [filters.status, paging]);

  function setFilters(next: PipelineFilters) {
    if (leaving) return;
    setPending({ from: address, filters: next });
    setSearchParams((params) => writeFilters(params, next), { replace: true });
  }

  function setVisible(visible: number) {
    setPaging({ query, visible });
  }

  return { filters, setFilters, visible: paging.visible, setVisible };
}
