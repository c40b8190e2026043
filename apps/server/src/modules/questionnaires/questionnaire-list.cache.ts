import { etagOf } from '../../lib/etag.js';

/**
 * The company's questionnaire list is read on every visit of the recruiter home and written rarely, and
 * building it (every question of every questionnaire) costs more than everything else in the request.
 * So each questionnaire's JSON is kept, minus its active job count, which is cheap to count and changes
 * with other modules' writes (jobs closing), so it is counted fresh every time. The whole body, as the
 * bytes that go on the wire with their ETag, is kept too while those counts stay the same: a request
 * then costs its two small queries, not the assembly and encoding of a quarter-megabyte string
 * (docs/decisions/0020-api-read-path.md).
 *
 * An entry is used only while the database's fingerprint of the company's questionnaires is unchanged
 * (this catches writes of other processes); this process's own writes drop the entry at once. The
 * generation makes sure a list built before a write can never be stored after it.
 */
export interface CachedList {
  ids: string[];
  /** Each questionnaire's JSON up to and including `"activeJobCount":`. */
  fragments: string[];
  /** The last body made from this list, and the active job counts it was made with. */
  assembled?: ListBody & { counts: string };
}

/** The list's response: its JSON as bytes, and the entity tag of those bytes. */
export interface ListBody {
  body: Buffer;
  etag: string;
}

interface Entry extends CachedList {
  fingerprint: string;
  generation: number;
}

export function createQuestionnaireListCache(maxCompanies = 500) {
  const entries = new Map<number, Entry>();
  const generations = new Map<number, number>();
  const generationOf = (companyId: number) => generations.get(companyId) ?? 0;

  return {
    generationOf,

    find(companyId: number, fingerprint: string): CachedList | undefined {
      const entry = entries.get(companyId);
      return entry && entry.fingerprint === fingerprint && entry.generation === generationOf(companyId)
        ? entry
        : undefined;
    },

    /**
     * Keeps the list unless a write came between its generation and now; returns what to use from now
     * on (the kept entry, so a body made from it is kept with it).
     */
    store(companyId: number, generation: number, fingerprint: string, list: CachedList): CachedList {
      if (generation !== generationOf(companyId)) return list;
      entries.delete(companyId);
      if (entries.size >= maxCompanies) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const entry = { ...list, fingerprint, generation };
      entries.set(companyId, entry);
      return entry;
    },

    invalidate(companyId: number): void {
      generations.set(companyId, generationOf(companyId) + 1);
      entries.delete(companyId);
    },
  };
}

/** The list's JSON: cached fragments completed with the current active job counts. */
export function assembleList(list: CachedList, jobCounts: Map<string, number>): string {
  const parts = list.fragments.map((fragment, i) => `${fragment}${jobCounts.get(list.ids[i] ?? '') ?? 0}}`);
  return `[${parts.join(',')}]`;
}

/** The list's body for these counts: the one made last time when no count has changed since. */
export function listBody(list: CachedList, jobCounts: Map<string, number>): ListBody {
  const counts = list.ids.map((id) => jobCounts.get(id) ?? 0).join(',');
  if (list.assembled?.counts !== counts) {
    const body = Buffer.from(assembleList(list, jobCounts));
    list.assembled = { body, etag: etagOf(body), counts };
  }
  return list.assembled;
}
