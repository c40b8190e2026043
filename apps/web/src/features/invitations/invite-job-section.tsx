import { Spinner } from '../../shared/ui/spinner';
import { JobPicker } from './job-picker';
import { QuestionnairePreview } from './questionnaire-preview';
import { INVITE_TEXTS } from './texts';
import type { InviteJob } from './use-invite-job';

type InviteJobSectionProps = {
  job: InviteJob;
  onPick: (jobId: number) => void;
  /** The Job field's message ('Please select a job'…), when one is shown. */
  jobError: string | undefined;
  jobErrorId: string;
};

/** Spec §2: the job picker with search, then the picked job with its questionnaire and a Change link. */
export function InviteJobSection({ job, onPick, jobError, jobErrorId }: InviteJobSectionProps) {
  const { jobsQuery, jobs, job: picked, isPicking, preview, changeLink, startPicking } = job;
  if (jobsQuery.isPending) return <Spinner size="sm" label={INVITE_TEXTS.loadingJobs} />;
  if (jobsQuery.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        <p className="mb-2">{INVITE_TEXTS.jobsFailed}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => {
            void jobsQuery.refetch();
          }}
        >
          {INVITE_TEXTS.tryAgain}
        </button>
      </div>
    );
  }
  if (isPicking || picked === undefined) {
    return <JobPicker jobs={jobs} onPick={onPick} errorId={jobError ? jobErrorId : undefined} />;
  }
  return (
    <div className="invite-selected-job">
      <div className="invite-selected-job__head">
        <div>
          <span className="invite-selected-job__label">{INVITE_TEXTS.selectedJob}</span>
          <div className="invite-selected-job__title">{picked.title}</div>
        </div>
        <button
          ref={changeLink}
          type="button"
          className="btn btn-link p-0"
          data-error-target={jobError ? true : undefined}
          aria-label={INVITE_TEXTS.changeJob}
          aria-describedby={jobError ? jobErrorId : undefined}
          onClick={startPicking}
        >
          {INVITE_TEXTS.change}
        </button>
      </div>
      <h4 className="h6 mt-2">{INVITE_TEXTS.questionnaire}</h4>
      <QuestionnairePreview state={preview} />
    </div>
  );
}
