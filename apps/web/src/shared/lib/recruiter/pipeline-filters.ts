import {
  INTERVIEW_SORTS,
  INTERVIEW_STAGES,
  ScreeningFilterSchema,
  type InterviewSort,
  type InterviewStage,
  type ScreeningFilter,
} from '@vi/contracts';
import type { InterviewFilterParams } from '../../api/recruiter/pipeline';
import { DEFAULT_STATUS_FILTER, parseStatusFilter, type StatusFilter } from './interview-pages';

/*
 * The candidate list's filters, kept in the address (`/recruiter?tab=interviews&stage=new&q=robots`) so a
 * reload keeps them and a link shares them. Unknown or malformed values read as "no filter", never as an
 * error: an address is typed and pasted by people.
 */

export type PipelineFilters = {
  status: StatusFilter;
  /** The search box: applicant names and transcript words. */
  q: string;
  /** None means every stage. */
  stages: readonly InterviewStage[];
  jobId: number | null;
  questionnaireId: string | null;
  /** 1–5: an average overall rating of at least this. */
  minRating: number | null;
  unreviewedByMe: boolean;
  /** `failed`: an answer hit a knockout option; `passed`: none did (docs/questions.md). */
  screening: ScreeningFilter | null;
  sort: InterviewSort;
};

export const DEFAULT_SORT: InterviewSort = '-date';

export const DEFAULT_FILTERS: PipelineFilters = {
  status: DEFAULT_STATUS_FILTER,
  q: '',
  stages: [],
  jobId: null,
  questionnaireId: null,
  minRating: null,
  unreviewedByMe: false,
  screening: null,
  sort: DEFAULT_SORT,
};

/** The address's parameter names; every other parameter (`tab`) is left as it is. */
export const FILTER_PARAMS = [
  'status',
  'q',
  'stage',
  'jobId',
  'questionnaireId',
  'minRating',
  'unreviewed',
  'screening',
  'sort',
] as const;

export const MIN_RATINGS = [1, 2, 3, 4, 5] as const;
const MAX_QUERY_CHARS = 200;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

function readStages(value: string | null): InterviewStage[] {
  const named = new Set((value ?? '').split(',').map((s) => s.trim()));
  // Stage order, not the address's order, so the same filter always reads (and caches) the same.
  return INTERVIEW_STAGES.filter((stage) => named.has(stage));
}

export function readFilters(params: URLSearchParams): PipelineFilters {
  const minRating = Number(params.get('minRating'));
  const sort = params.get('sort');
  const questionnaireId = params.get('questionnaireId')?.trim() ?? '';
  return {
    status: parseStatusFilter(params.get('status')),
    q: (params.get('q') ?? '').slice(0, MAX_QUERY_CHARS),
    stages: readStages(params.get('stage')),
    jobId: positiveInt(params.get('jobId')),
    questionnaireId: questionnaireId === '' ? null : questionnaireId.slice(0, 64),
    minRating: (MIN_RATINGS as readonly number[]).includes(minRating) ? minRating : null,
    unreviewedByMe: params.get('unreviewed') === 'true',
    screening: ScreeningFilterSchema.safeParse(params.get('screening')).data ?? null,
    sort: INTERVIEW_SORTS.find((s) => s === sort) ?? DEFAULT_SORT,
  };
}

/** Only what differs from the defaults, in a fixed order. */
function filterEntries(filters: PipelineFilters): [string, string][] {
  const entries: [string, string][] = [];
  if (filters.status !== DEFAULT_STATUS_FILTER) entries.push(['status', filters.status]);
  if (filters.q.trim() !== '') entries.push(['q', filters.q]);
  if (filters.stages.length > 0) entries.push(['stage', filters.stages.join(',')]);
  if (filters.jobId !== null) entries.push(['jobId', String(filters.jobId)]);
  if (filters.questionnaireId !== null) entries.push(['questionnaireId', filters.questionnaireId]);
  if (filters.minRating !== null) entries.push(['minRating', String(filters.minRating)]);
  if (filters.unreviewedByMe) entries.push(['unreviewed', 'true']);
  if (filters.screening !== null) entries.push(['screening', filters.screening]);
  if (filters.sort !== DEFAULT_SORT) entries.push(['sort', filters.sort]);
  return entries;
}

/** The address's parameters with these filters in place of the old ones. */
export function writeFilters(params: URLSearchParams, filters: PipelineFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  for (const [name, value] of filterEntries(filters)) next.set(name, value);
  return next;
}

export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((name) => params.has(name));
}

/** The filters as a query string of their own (what the grid's memory keeps). */
export function filtersToQuery(filters: PipelineFilters): string {
  return new URLSearchParams(filterEntries(filters)).toString();
}

/** Only the status (and the default order): the list the review screen's Previous/Next walks too. */
export function isStatusOnly(filters: PipelineFilters): boolean {
  return filterEntries(filters).every(([name]) => name === 'status');
}

/** Anything narrowed beyond the status: worth a 'Clear filters'. */
export function isNarrowed(filters: PipelineFilters): boolean {
  return filterEntries(filters).some(([name]) => name !== 'status' && name !== 'sort');
}

/** The server's query parameters (docs/review-and-sharing.md, "Search, filters and order"). */
export function toFilterParams(filters: PipelineFilters): InterviewFilterParams {
  const params: InterviewFilterParams = {};
  if (filters.status !== 'all') params.status = filters.status;
  const q = filters.q.trim();
  if (q !== '') params.q = q;
  if (filters.stages.length > 0) params.stage = filters.stages.join(',');
  if (filters.jobId !== null) params.jobId = filters.jobId;
  if (filters.questionnaireId !== null) params.questionnaireId = filters.questionnaireId;
  if (filters.minRating !== null) params.minRating = filters.minRating;
  if (filters.unreviewedByMe) params.unreviewedByMe = 'true';
  if (filters.screening !== null) params.screening = filters.screening;
  if (filters.sort !== DEFAULT_SORT) params.sort = filters.sort;
  return params;
}

/** The Interviews tab listing one job's or one questionnaire's candidates, whatever their status. */
export function candidatesPath(scope: { jobId: number } | { questionnaireId: string }): string {
  const filters: PipelineFilters = {
    ...DEFAULT_FILTERS,
    status: 'all',
    ...('jobId' in scope ? { jobId: scope.jobId } : { questionnaireId: scope.questionnaireId }),
  };
  return `/recruiter?${writeFilters(new URLSearchParams({ tab: 'interviews' }), filters).toString()}`;
}
