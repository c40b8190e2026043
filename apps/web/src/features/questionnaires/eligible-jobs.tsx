import type { Job } from '@vi/contracts';
import { useMemo } from 'react';
import { Spinner } from '../../shared/ui/spinner';
import { eligibleJobs, openJobs, statusBadge } from '../../shared/lib/recruiter/eligibility';
import { pageCount, pageSlice, clampPage } from '../../shared/lib/recruiter/pagination';
import { ListPager } from './list-pager';
import {
  ELIGIBLE_JOB_COLUMN_KEYS,
  ELIGIBLE_JOB_COLUMNS,
  ELIGIBLE_JOB_TEXTS as T,
  QUESTIONNAIRE_LIST_TEXTS,
} from './texts';

const OPEN_STATUS = 'Open';

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
  return parts.length === 0 ? T.locationNotSpecified : parts.join(', ');
}

/** 'Open' is the product's own word (its badge is green); any other status is shown as it came (spec §4). */
function statusText(status: string): string {
  return status === OPEN_STATUS ? T.statusOpen : status;
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
        {T.eligibleJobs}
      </h3>
      <p className="text-body-secondary">
        {selected === null ? T.eligibleHintNone : T.eligibleHintSelected(selected.questionnaireName)}
      </p>
      {isError ? (
        <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
          <span>{T.jobsLoadFailed}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
            {QUESTIONNAIRE_LIST_TEXTS.tryAgain}
          </button>
        </div>
      ) : isLoading ? (
        <Spinner label={T.loadingJobs} />
      ) : eligible.length === 0 ? (
        <p>{T.noEligibleJobs}</p>
      ) : (
        <>
          <table
            role="table"
            aria-labelledby="eligible-jobs-heading"
            className="table table-sm align-middle stacked-table eligible-jobs__table"
          >
            <thead role="rowgroup">
              <tr role="row">
                {ELIGIBLE_JOB_COLUMN_KEYS.map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {ELIGIBLE_JOB_COLUMNS[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((job) => {
                const usesSelected = job.questionnaireId !== null && job.questionnaireId === selectedId;
                return (
                  <tr key={job.id} role="row">
                    <td role="cell" data-label={ELIGIBLE_JOB_COLUMNS.job}>
                      {job.title}
                    </td>
                    <td role="cell" data-label={ELIGIBLE_JOB_COLUMNS.location}>
                      {locationText(job)}
                    </td>
                    <td role="cell" data-label={ELIGIBLE_JOB_COLUMNS.status}>
                      <span className={`badge text-bg-${statusBadge(job.status)}`}>
                        {statusText(job.status)}
                      </span>
                    </td>
                    <td role="cell" data-label={ELIGIBLE_JOB_COLUMNS.questionnaire}>
                      {usesSelected ? T.usesSelected : T.noQuestionnaire}
                    </td>
                    <td role="cell" data-label={ELIGIBLE_JOB_COLUMNS.action}>
                      {usesSelected && (
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-sm"
                          aria-label={T.inviteForJob(job.title)}
                          onClick={() => onInvite(job)}
                        >
                          {QUESTIONNAIRE_LIST_TEXTS.inviteApplicant}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <ListPager label={T.jobPagination} page={current} pages={pages} onChange={onPageChange} showLinks />
        </>
      )}
    </section>
  );
}
