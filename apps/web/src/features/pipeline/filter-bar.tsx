import { useQuery } from '@tanstack/react-query';
import {
  INTERVIEW_SORTS,
  INTERVIEW_STAGES,
  ScreeningFilterSchema,
  type InterviewSort,
  type InterviewStage,
} from '@vi/contracts';
import { useId, useState } from 'react';
import { jobsQueryOptions } from '../../shared/api/recruiter/jobs';
import { questionnairesQueryOptions } from '../../shared/api/recruiter/questionnaires';
import { parseStatusFilter, STATUS_FILTERS } from '../../shared/lib/recruiter/interview-pages';
import { INTERVIEW_TEXTS } from '../../shared/ui/recruiter/interview-texts';
import {
  DEFAULT_FILTERS,
  isNarrowed,
  MIN_RATINGS,
  type PipelineFilters,
} from '../../shared/lib/recruiter/pipeline-filters';
import { STAGE_LABELS } from '../../shared/ui/recruiter/interview-facts-texts';
import { SearchBox } from './search-box';
import { PIPELINE_TEXTS as T, SORT_LABELS } from './texts';

type FilterBarProps = {
  companyId: number;
  filters: PipelineFilters;
  onChange: (filters: PipelineFilters) => void;
};

/** Read at render, so the labels follow the recruiter's language. */
const statusLabel = (status: 'Completed' | 'Incomplete' | 'all') =>
  status === 'all'
    ? INTERVIEW_TEXTS.statusAll
    : status === 'Completed'
      ? T.statusCompleted
      : T.statusIncomplete;

/** The list's search, filters and order; each change asks the server again (and lands in the address). */
export function FilterBar({ companyId, filters, onChange }: FilterBarProps) {
  const id = useId();
  // On a phone the filters fold away under a button, so the candidates are not a screen away.
  const [isOpen, setIsOpen] = useState(false);
  const jobs = useQuery({ ...jobsQueryOptions(companyId), staleTime: 5 * 60_000 });
  const questionnaires = useQuery({ ...questionnairesQueryOptions(companyId), staleTime: 5 * 60_000 });
  const change = (patch: Partial<PipelineFilters>) => onChange({ ...filters, ...patch });

  const jobOptions = (jobs.data ?? []).map((job) => ({ value: String(job.id), label: job.title }));
  if (filters.jobId !== null && !jobOptions.some((o) => o.value === String(filters.jobId))) {
    jobOptions.push({ value: String(filters.jobId), label: `${T.job} ${filters.jobId}` });
  }
  const questionnaireOptions = (questionnaires.data ?? []).map((q) => ({
    value: q.questionnaireId,
    label: q.questionnaireName,
  }));
  if (
    filters.questionnaireId !== null &&
    !questionnaireOptions.some((o) => o.value === filters.questionnaireId)
  ) {
    questionnaireOptions.push({ value: filters.questionnaireId, label: T.questionnaire });
  }

  function toggleStage(stage: InterviewStage, on: boolean) {
    const chosen = new Set(filters.stages);
    if (on) chosen.add(stage);
    else chosen.delete(stage);
    change({ stages: INTERVIEW_STAGES.filter((s) => chosen.has(s)) });
  }

  return (
    <div className="pipeline-filters">
      <SearchBox value={filters.q} onSearch={(q) => change({ q })} />
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm pipeline-filters__toggle"
        aria-expanded={isOpen}
        aria-controls={`${id}-more`}
        onClick={() => setIsOpen(!isOpen)}
      >
        {T.filters}
        {isNarrowed(filters) || filters.status !== DEFAULT_FILTERS.status ? ` (${T.filtersOn})` : ''}
      </button>
      <div
        id={`${id}-more`}
        className={isOpen ? 'pipeline-filters__more pipeline-filters__more--open' : 'pipeline-filters__more'}
      >
        <div className="pipeline-filters__row">
          <div className="pipeline-filters__field">
            <label htmlFor={`${id}-status`} className="form-label">
              {INTERVIEW_TEXTS.statusFilter}
            </label>
            <select
              id={`${id}-status`}
              className="form-select"
              value={filters.status}
              onChange={(event) => change({ status: parseStatusFilter(event.target.value) })}
            >
              {STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <div className="pipeline-filters__field">
            <label htmlFor={`${id}-job`} className="form-label">
              {T.job}
            </label>
            <select
              id={`${id}-job`}
              className="form-select"
              value={filters.jobId === null ? '' : String(filters.jobId)}
              onChange={(event) =>
                change({ jobId: event.target.value === '' ? null : Number(event.target.value) })
              }
            >
              <option value="">{T.allJobs}</option>
              {jobOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="pipeline-filters__field">
            <label htmlFor={`${id}-questionnaire`} className="form-label">
              {T.questionnaire}
            </label>
            <select
              id={`${id}-questionnaire`}
              className="form-select"
              value={filters.questionnaireId ?? ''}
              onChange={(event) => change({ questionnaireId: event.target.value || null })}
            >
              <option value="">{T.allQuestionnaires}</option>
              {questionnaireOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="pipeline-filters__field">
            <label htmlFor={`${id}-rating`} className="form-label">
              {T.minRating}
            </label>
            <select
              id={`${id}-rating`}
              className="form-select"
              value={filters.minRating === null ? '' : String(filters.minRating)}
              onChange={(event) =>
                change({ minRating: event.target.value === '' ? null : Number(event.target.value) })
              }
            >
              <option value="">{T.anyRating}</option>
              {MIN_RATINGS.map((stars) => (
                <option key={stars} value={stars}>
                  {T.ratingAtLeast(stars)}
                </option>
              ))}
            </select>
          </div>
          <div className="pipeline-filters__field">
            <label htmlFor={`${id}-screening`} className="form-label">
              {T.screening}
            </label>
            <select
              id={`${id}-screening`}
              className="form-select"
              value={filters.screening ?? ''}
              onChange={(event) =>
                change({ screening: ScreeningFilterSchema.safeParse(event.target.value).data ?? null })
              }
            >
              <option value="">{T.anyScreening}</option>
              <option value="failed">{T.screeningFailed}</option>
              <option value="passed">{T.screeningPassed}</option>
            </select>
          </div>
          <div className="pipeline-filters__field">
            <label htmlFor={`${id}-sort`} className="form-label">
              {T.sort}
            </label>
            <select
              id={`${id}-sort`}
              className="form-select"
              value={filters.sort}
              onChange={(event) =>
                change({ sort: INTERVIEW_SORTS.find((s) => s === event.target.value) ?? filters.sort })
              }
            >
              {(['-date', 'date', '-rating', 'rating', 'name', '-name'] satisfies InterviewSort[]).map(
                (sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ),
              )}
            </select>
          </div>
        </div>
        <div className="pipeline-filters__row pipeline-filters__row--wrap">
          <fieldset className="pipeline-stages">
            <legend className="form-label">{T.stage}</legend>
            {INTERVIEW_STAGES.map((stage) => (
              <label key={stage} className="pipeline-stages__chip">
                <input
                  type="checkbox"
                  checked={filters.stages.includes(stage)}
                  onChange={(event) => toggleStage(stage, event.target.checked)}
                />
                <span>{STAGE_LABELS[stage]}</span>
              </label>
            ))}
          </fieldset>
          <div className="form-check pipeline-filters__check">
            <input
              id={`${id}-unreviewed`}
              type="checkbox"
              className="form-check-input"
              checked={filters.unreviewedByMe}
              onChange={(event) => change({ unreviewedByMe: event.target.checked })}
            />
            <label htmlFor={`${id}-unreviewed`} className="form-check-label">
              {T.unreviewedByMe}
            </label>
          </div>
          {isNarrowed(filters) && (
            <button
              type="button"
              className="btn btn-link pipeline-filters__clear"
              onClick={() => onChange({ ...DEFAULT_FILTERS, status: filters.status, sort: filters.sort })}
            >
              {T.clearFilters}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
