/**
 * The company's questionnaire list is read on every visit of the recruiter home and written rarely, and
 * building it (every question of every questionnaire) costs more than everything else in the request.
 * So each questionnaire's JSON is kept, minus its active job count, which is cheap to count and changes
 * with other modules' writes (jobs closing), so it is counted fresh every time.
 *
 * An entry is used only while the database's fingerprint of the company's questionnaires is unchanged
 * (this catches writes of other processes); this process's own writes drop the entry at once. The
 * generation makes sure a list built before a write can never be stored after it.
 */
export interface CachedList {
  ids: string[];
  /** Each questionnaire's JSON up to and including `"activeJobCount":`. */
  fragments: string[];
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

    store(companyId: number, generation: number, fingerprint: string, list: CachedList): void {
      if (generation !== generationOf(companyId)) return;
      entries.delete(companyId);
      if (entries.size >= maxCompanies) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(companyId, { ...list, fingerprint, generation });
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
