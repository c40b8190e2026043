import type { InterviewSort } from '@vi/contracts';

/** Texts of the candidate list beyond the spec's grid (those are shared/ui/recruiter/interview-texts.ts). */
export const SORT_LABELS: Record<InterviewSort, string> = {
  '-date': 'Newest first',
  date: 'Oldest first',
  '-rating': 'Highest rated',
  rating: 'Lowest rated',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
};

export const PIPELINE_TEXTS = {
  search: 'Search names and transcripts',
  searchPlaceholder: 'Search, e.g. a name or a word said',
  filters: 'Filters',
  filtersOn: 'on',
  stage: 'Stage',
  allStages: 'All stages',
  job: 'Job',
  allJobs: 'All jobs',
  questionnaire: 'Questionnaire',
  allQuestionnaires: 'All questionnaires',
  minRating: 'Minimum rating',
  anyRating: 'Any rating',
  ratingAtLeast: (stars: number) => (stars === 5 ? '5 stars' : `${stars}+ stars`),
  unreviewedByMe: 'Not yet reviewed by me',
  sort: 'Sort by',
  clearFilters: 'Clear filters',
  view: 'View',
  cardsView: 'Cards',
  tableView: 'Table',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The CSV export failed. Please try again.',
  shareLinks: 'Share links',

  rating: 'Rating',
  expired: 'Expired',
  askedForMoreTime: 'Asked for more time',
  stageLabel: (stage: string) => `Stage: ${stage}`,

  columns: {
    name: 'Name',
    job: 'Job',
    stage: 'Stage',
    rating: 'Rating',
    status: 'Status',
    date: 'Date applied',
  },
  tableCaption: 'Interviews, one row per applicant',
  tableScroll: 'Interviews table (scrolls sideways)',
  selectAll: 'Select all shown interviews',
  select: (name: string) => `Select ${name}`,

  selection: 'Selected interviews',
  selectedCount: (count: number) => `${count} selected`,
  clearSelection: 'Clear selection',
  moveToStage: 'Move to stage…',
  moved: (count: number, stage: string) =>
    `Moved ${count} ${count === 1 ? 'interview' : 'interviews'} to ${stage}.`,
  moveFailed: 'The stage could not be changed. Please try again.',
  tooManyForStage: (max: number) => `Select at most ${max} interviews to move at once.`,
  compare: 'Compare',
  share: 'Share…',
  cannotCompare: 'Cannot compare these interviews',
  cannotMove: 'Cannot move these interviews',
} as const;
