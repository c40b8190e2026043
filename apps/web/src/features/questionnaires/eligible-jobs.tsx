import type { Job } from '@vi/contracts';
import { useMemo } from 'react';
import { Spinner } from '../../shared/ui/spinner';
import { eligibleJobs, openJobs, statusBadge } from '../../shared/lib/recruiter/eligibility';
import { pageCount, pageSlice, clampPage } from '../../shared/lib/recruiter/pagination';
import { ListPager } from './list-pager';
import { LIST_TEXTS } from './texts';

type EligibleJobsProps = {
  jobs: readonly Job[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selected: { questionnaireId: string; questionnaireName: string } | null;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onInvite: (job: Job) => void;
};

function locationText(job: Job): string {
  const first = job.locations[0];
  const parts = first === undefined ? [] : [first.city, first.region].filter((part) => part !== '');
  return parts.length === 0 ? LIST_TEXTS.locationNotSpecified : parts.join(', ');
}

/**
 * Spec §5 "Eligible jobs (home)": jobs without a questionnaire, plus those holding the selected one;
 * Closed jobs never show (§4). Only the current page is rendered.
 */
export function EligibleJobs({
  jobs,
  isLoading,
  isError,
  onRetry,
  selected,
  page,
  pageSize,
  onPageChange,
  onInvite,
}: EligibleJobsProps) {
  const selectedId = selected?.questionnaireId ?? null;
  const eligible = useMemo(() => openJobs(eligibleJobs(jobs, selectedId)), [jobs, selectedId]);
  const pages = pageCount(eligible.length, pageSize);
  const current = clampPage(page, pages);
  const rows = useMemo(() => pageSlice(eligible, current, pageSize), [eligible, current, pageSize]);

  return (
    <section className="eligible-jobs" aria-labelledby="eligible-jobs-heading">
      <h3 id="eligible-jobs-heading" className="h5">
        {LIST_TEXTS.eligibleJobs}
      </h3>
      <p className="text-body-secondary">
        {selected === null
          ? LIST_TEXTS.eligibleHintNone
          : LIST_TEXTS.eligibleHintSelected(selected.questionnaireName)}
      </p>
      {isError ? (
        <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
          <span>{LIST_TEXTS.jobsLoadFailed}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
            {LIST_TEXTS.tryAgain}
          </button>
        </div>
      ) : isLoading ? (
        <Spinner label={LIST_TEXTS.loadingJobs} />
      ) : eligible.length === 0 ? (
        <p>{LIST_TEXTS.noEligibleJobs}</p>
      ) : (
        <>
          <table
            role="table"
            aria-labelledby="eligible-jobs-heading"
            className="table table-sm align-middle stacked-table eligible-jobs__table"
          >
            <thead role="rowgroup">
              <tr role="row">
                {LIST_TEXTS.jobColumns.map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((job) => {
                const usesSelected = job.questionnaireId !== null && job.questionnaireId === selectedId;
                return (
                  <tr key={job.id} role="row">
                    <td role="cell" data-label={LIST_TEXTS.jobColumns[0]}>
                      {job.title}
                    </td>
                    <td role="cell" data-label={LIST_TEXTS.jobColumns[1]}>
                      {locationText(job)}
                    </td>
                    <td role="cell" data-label={LIST_TEXTS.jobColumns[2]}>
                      <span className={`badge text-bg-${statusBadge(job.status)}`}>{job.status}</span>
                    </td>
                    <td role="cell" data-label={LIST_TEXTS.jobColumns[3]}>
                      {usesSelected ? LIST_TEXTS.usesSelected : LIST_TEXTS.noQuestionnaire}
                    </td>
                    <td role="cell" data-label={LIST_TEXTS.jobColumns[4]}>
                      {usesSelected && (
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-sm"
                          aria-label={LIST_TEXTS.inviteForJob(job.title)}
                          onClick={() => onInvite(job)}
                        >
                          {LIST_TEXTS.inviteApplicant}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <ListPager
            label={LIST_TEXTS.jobPagination}
            page={current}
            pages={pages}
            onChange={onPageChange}
            showLinks
          />
        </>
      )}
    </section>
  );
}
