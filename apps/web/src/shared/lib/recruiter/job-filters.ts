import { foldForSearch } from '@vi/contracts';

export interface JobFilters {
  keyword: string;
  /** null means any division. */
  divisionId: number | null;
  /** "Posted By"; null means anyone. */
  recruiterId: number | null;
  /** Only used where the Job Status filter is enabled; null means any status. */
  status: string | null;
}

export const EMPTY_JOB_FILTERS: JobFilters = {
  keyword: '',
  divisionId: null,
  recruiterId: null,
  status: null,
};

interface FilterableJob {
  title: string;
  divisionId: number | null;
  recruiterId: number | null;
  status: string;
}

/** Case- and accent-insensitively, as the server's keyword filter compares ("jose" finds "José"). */
export function matchesKeyword(title: string, keyword: string): boolean {
  const needle = foldForSearch(keyword.trim());
  return needle === '' || foldForSearch(title).includes(needle);
}

/** Spec §5 job filters: keyword against the title (see matchesKeyword); division and recruiter by id. */
function matchesJobFilters(job: FilterableJob, filters: JobFilters): boolean {
  return (
    matchesKeyword(job.title, filters.keyword) &&
    (filters.divisionId === null || job.divisionId === filters.divisionId) &&
    (filters.recruiterId === null || job.recruiterId === filters.recruiterId) &&
    (filters.status === null || job.status === filters.status)
  );
}

export function filterJobs<T extends FilterableJob>(jobs: readonly T[], filters: JobFilters): T[] {
  return jobs.filter((job) => matchesJobFilters(job, filters));
}

/** For the "no match" state, which offers Clear Filters only when something is set. */
export function hasActiveFilters(filters: JobFilters): boolean {
  return (
    filters.keyword.trim() !== '' ||
    filters.divisionId !== null ||
    filters.recruiterId !== null ||
    filters.status !== null
  );
}

/** A <select> hands over strings; '' (the "All" option) or anything not an id means no filter. */
export function parseIdFilter(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Spec §5: only active users are offered in Posted By. */
export function activeUsers<T extends { active: boolean }>(users: readonly T[]): T[] {
  return users.filter((user) => user.active);
}

export function userFullName(user: { contactInfo: { firstName: string; lastName: string } }): string {
  return `${user.contactInfo.firstName} ${user.contactInfo.lastName}`.trim();
}
