import type { Job, Questionnaire } from '@vi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Spinner } from '../../shared/ui/spinner';
import { divisionsQueryOptions } from '../../shared/api/recruiter/divisions';
import { jobsQueryOptions } from '../../shared/api/recruiter/jobs';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { usersQueryOptions } from '../../shared/api/recruiter/users';
import { openJobs } from '../../shared/lib/recruiter/eligibility';
import {
  activeUsers,
  EMPTY_JOB_FILTERS,
  filterJobs,
  hasActiveFilters,
  type JobFilters,
} from '../../shared/lib/recruiter/job-filters';
import { clampPage, pageCount, pageSlice } from '../../shared/lib/recruiter/pagination';
import { demoJobs } from './demo-jobs';
import { jobActionFor, statusOptions } from './job-actions';
import { JobActionButton } from './job-action-button';
import { JobDetails } from './job-details';
import { JobFilterBar } from './job-filter-bar';
import { JobPager } from './job-pager';
import { JobRow } from './job-row';
import { PANEL_TEXTS } from './texts';
import { DetachConfirm } from './detach-confirm';
import { useJobAction } from './use-job-action';
import './select-job-panel.css';

export type SelectJobPanelProps = {
  show: boolean;
  /** The questionnaire being attached (Add to Job on a list row). */
  questionnaire: Questionnaire | null;
  onHide: () => void;
  /** After an attach or detach succeeded, so the home can refresh its counts and eligible jobs. */
  onLinksChanged: () => void;
  /** Spec §2: Job Status is a filter "when enabled"; on unless the host turns it off. */
  showStatusFilter?: boolean;
  /** Jobs per pager page. */
  pageSize?: number;
};

const DEFAULT_JOBS_PER_PAGE = 10;

export function SelectJobPanel({
  show,
  questionnaire: questionnaireProp,
  onHide,
  onLinksChanged,
  showStatusFilter = true,
  pageSize = DEFAULT_JOBS_PER_PAGE,
}: SelectJobPanelProps) {
  const { companyId } = useRecruiterIdentity();
  const titleId = useId();
  const detailsHeadingId = useId();
  const [filters, setFilters] = useState<JobFilters>(EMPTY_JOB_FILTERS);
  const [page, setPage] = useState(1);
  const [detailsJobId, setDetailsJobId] = useState<number | null>(null);
  const rowButtons = useRef(new Map<number, HTMLButtonElement>());
  const backButton = useRef<HTMLButtonElement>(null);
  // Hosts often clear the questionnaire as they hide the panel; the closing animation keeps showing it.
  const [lastQuestionnaire, setLastQuestionnaire] = useState(questionnaireProp);
  if (questionnaireProp !== null && questionnaireProp !== lastQuestionnaire) {
    setLastQuestionnaire(questionnaireProp);
  }
  const questionnaire = show ? questionnaireProp : (questionnaireProp ?? lastQuestionnaire);
  const questionnaireId = questionnaire?.questionnaireId ?? null;

  const jobsQuery = useQuery({ ...jobsQueryOptions(companyId), enabled: show });
  const divisionsQuery = useQuery({ ...divisionsQueryOptions(companyId), enabled: show });
  const usersQuery = useQuery({ ...usersQueryOptions(companyId), enabled: show });

  const [detaching, setDetaching] = useState<Job | null>(null);
  const titleOf = useCallback(
    (jobId: number) => jobsQuery.data?.find((job) => job.id === jobId)?.title,
    [jobsQuery.data],
  );
  const { processing, run } = useJobAction({ companyId, questionnaireId, onLinksChanged, titleOf });

  const listedJobs = useMemo(() => openJobs(jobsQuery.data ?? []), [jobsQuery.data]);
  const filteredJobs = useMemo(() => filterJobs(listedJobs, filters), [listedJobs, filters]);
  const pages = pageCount(filteredJobs.length, pageSize);
  const currentPage = clampPage(page, pages);
  const pageJobs = pageSlice(filteredJobs, currentPage, pageSize);
  const users = useMemo(() => activeUsers(usersQuery.data ?? []), [usersQuery.data]);

  const demoReason = jobsQuery.isError
    ? PANEL_TEXTS.demoFallback
    : jobsQuery.isSuccess && listedJobs.length === 0
      ? PANEL_TEXTS.demoEmpty
      : null;
  const demo = demoJobs();
  const detailsJob =
    detailsJobId === null
      ? undefined
      : (demoReason !== null ? demo : listedJobs).find((job) => job.id === detailsJobId);

  const changeFilters = useCallback((next: JobFilters) => {
    setFilters(next);
    setPage(1);
  }, []);

  function openDetails(jobId: number) {
    setDetailsJobId(jobId);
    // The row that had focus is gone; Back is where the recruiter will want to go next.
    requestAnimationFrame(() => backButton.current?.focus());
  }

  function backToList() {
    const jobId = detailsJobId;
    setDetailsJobId(null);
    // The list re-renders first; then focus goes back to the row the recruiter came from.
    requestAnimationFrame(() => {
      if (jobId !== null) rowButtons.current.get(jobId)?.focus();
    });
  }

  function actionButton(job: Job, isDemo: boolean, describedBy: string) {
    return (
      <JobActionButton
        action={jobActionFor(job, questionnaireId)}
        isProcessing={processing.has(job.id)}
        isDemo={isDemo}
        describedBy={describedBy}
        onRun={(action) => {
          // Detaching stops the job's new interviews: it asks first.
          if (action === 'detach') setDetaching(job);
          else void run(job.id, action);
        }}
      />
    );
  }

  function jobRow(job: Job, isDemo: boolean) {
    const rowTitleId = `${titleId}-job-${job.id}`;
    return (
      <JobRow
        key={job.id}
        job={job}
        titleId={rowTitleId}
        isDemo={isDemo}
        isAttachedElsewhere={jobActionFor(job, questionnaireId) === 'attached-elsewhere'}
        action={actionButton(job, isDemo, rowTitleId)}
        titleRef={(element) => {
          if (element) rowButtons.current.set(job.id, element);
          else rowButtons.current.delete(job.id);
        }}
        onOpenDetails={openDetails}
      />
    );
  }

  function listBody() {
    if (jobsQuery.isPending) return <Spinner label={PANEL_TEXTS.loadingJobs} />;
    if (demoReason !== null) {
      return (
        <>
          {jobsQuery.isError ? (
            <div className="alert alert-danger" role="alert">
              <h3 className="h5 alert-heading">{PANEL_TEXTS.loadErrorHeading}</h3>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => {
                  void jobsQuery.refetch();
                }}
              >
                {PANEL_TEXTS.tryAgain}
              </button>
            </div>
          ) : null}
          <div className="alert alert-warning" role="status">
            <p className="mb-1">{demoReason}</p>
            <p className="mb-0 small">{PANEL_TEXTS.demoNote}</p>
          </div>
          <ul className="job-list" aria-label={PANEL_TEXTS.jobsList}>
            {demo.map((job) => jobRow(job, true))}
          </ul>
        </>
      );
    }
    if (filteredJobs.length === 0) {
      return (
        <div className="job-list__empty" role="status">
          <p>{PANEL_TEXTS.noMatch}</p>
          {hasActiveFilters(filters) ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => changeFilters(EMPTY_JOB_FILTERS)}
            >
              {PANEL_TEXTS.clearFilters}
            </button>
          ) : null}
        </div>
      );
    }
    return (
      <>
        <ul className="job-list" aria-label={PANEL_TEXTS.jobsList} aria-busy={jobsQuery.isFetching}>
          {pageJobs.map((job) => jobRow(job, false))}
        </ul>
        <JobPager page={currentPage} pages={pages} onPage={setPage} />
      </>
    );
  }

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      aria-labelledby={titleId}
      className={`select-job-panel${detailsJob ? ' select-job-panel--details' : ''}`}
      onExited={() => {
        // Each opening starts from the whole list: it is usually for another questionnaire.
        setDetailsJobId(null);
        setFilters(EMPTY_JOB_FILTERS);
        setPage(1);
      }}
    >
      <Offcanvas.Header closeButton closeLabel={PANEL_TEXTS.close}>
        {detailsJob ? (
          <button
            ref={backButton}
            type="button"
            className="btn btn-outline-secondary btn-sm me-2"
            onClick={backToList}
          >
            {PANEL_TEXTS.back}
          </button>
        ) : null}
        <Offcanvas.Title id={titleId} as="h2" className="h5">
          {detailsJob ? PANEL_TEXTS.detailsTitle : PANEL_TEXTS.title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {questionnaire ? (
          <p className="select-job-panel__for">
            {PANEL_TEXTS.forQuestionnaire(questionnaire.questionnaireName)}
          </p>
        ) : null}
        {detailsJob ? (
          <JobDetails
            job={detailsJob}
            headingId={detailsHeadingId}
            action={actionButton(detailsJob, demoReason !== null, detailsHeadingId)}
            onViewCandidates={onHide}
          />
        ) : (
          <>
            <JobFilterBar
              filters={filters}
              onChange={changeFilters}
              divisions={divisionsQuery.data ?? []}
              divisionsFailed={divisionsQuery.isError}
              users={users}
              usersFailed={usersQuery.isError}
              statuses={showStatusFilter ? statusOptions(listedJobs) : null}
            />
            {listBody()}
          </>
        )}
        <DetachConfirm
          job={detaching}
          questionnaireName={questionnaire?.questionnaireName ?? ''}
          onCancel={() => setDetaching(null)}
          onConfirm={(job) => {
            setDetaching(null);
            void run(job.id, 'detach');
          }}
        />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
