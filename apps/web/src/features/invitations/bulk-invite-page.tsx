import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isClosedJobStatus } from '@vi/contracts';
import { jobsQueryOptions } from '../../shared/api/recruiter/jobs';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { saveFile } from '../../shared/ui/recruiter/download-button';
import { InvitationDetailsSection } from './invitation-details-section';
import { useInvitationDetails } from './use-invitation-details';
import { BulkRowsTable } from './bulk-rows-table';
import { BULK_TEXTS } from './bulk-invite-texts';
import { bulkLinksCsv } from './bulk-links-csv';
import { useBulkInvite } from './use-bulk-invite';
import '../../shared/ui/buttons.css';
import './bulk-invite.css';

/** Choose a job and a CSV file, check every row, then invite the good ones and see what became of each. */
export function BulkInvitePage() {
  const { companyId } = useRecruiterIdentity();
  const jobs = useQuery(jobsQueryOptions(companyId));
  const bulk = useBulkInvite(companyId);
  const [jobId, setJobId] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  // Every row's deadline and personal message; left empty, each invitation gets its questionnaire's default.
  const details = useInvitationDetails(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { job: useId(), file: useId(), error: useId(), details: useId() };
  const invitable = (jobs.data ?? []).filter(
    (j) => j.questionnaireId !== null && !isClosedJobStatus(j.status),
  );

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!jobId) return setFormError(BULK_TEXTS.pickJob);
    if (!file) return setFormError(BULK_TEXTS.pickFile);
    if (!details.isValid) return details.revealErrors();
    setFormError(null);
    bulk.check({ jobId: Number(jobId), file, shared: details.fields() });
  };

  const shownError = formError ?? bulk.error;
  const { step } = bulk;
  const ready =
    step.kind === 'preview' ? step.result.rows.filter((r) => r.status === 'would_create').length : 0;
  const created = step.kind === 'done' ? step.result.rows.filter((r) => r.status === 'created') : [];
  const mailed = created.filter((r) => r.mailSent === true).length;

  return (
    <section className="bulk-invite" aria-labelledby="bulk-invite-title">
      <h1 id="bulk-invite-title">{BULK_TEXTS.title}</h1>
      <p>{BULK_TEXTS.intro}</p>
      {step.kind === 'choose' && (
        <form
          className="bulk-invite__form"
          onSubmit={onCheck}
          noValidate
          aria-describedby={shownError ? ids.error : undefined}
        >
          <div className="bulk-invite__field">
            <label htmlFor={ids.job}>{BULK_TEXTS.jobLabel}</label>
            <select
              id={ids.job}
              className="form-select"
              value={jobId}
              onChange={(e) => setJobId(e.target.value)}
            >
              <option value="">{BULK_TEXTS.chooseJob}</option>
              {invitable.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </select>
            {jobs.isSuccess && invitable.length === 0 && (
              <p className="bulk-invite__hint">{BULK_TEXTS.noJobs}</p>
            )}
          </div>
          <div className="bulk-invite__field">
            <label htmlFor={ids.file}>{BULK_TEXTS.fileLabel}</label>
            <input
              id={ids.file}
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              className="form-control"
            />
            <p className="bulk-invite__hint">{BULK_TEXTS.format}</p>
          </div>
          <InvitationDetailsSection state={details} idPrefix={ids.details} defaultDays={null} />
          <button type="submit" className="btn btn-primary" disabled={bulk.isChecking}>
            {bulk.isChecking ? BULK_TEXTS.checking : BULK_TEXTS.check}
          </button>
        </form>
      )}
      {shownError && (
        <p id={ids.error} role="alert" className="bulk-invite__error">
          {shownError}
        </p>
      )}
      {step.kind === 'preview' && (
        <>
          <h2>{BULK_TEXTS.previewHeading}</h2>
          <p role="status">{BULK_TEXTS.previewSummary(ready, step.result.rows.length)}</p>
          <div className="bulk-invite__actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={ready === 0 || bulk.isSending}
              onClick={bulk.invite}
            >
              {bulk.isSending ? BULK_TEXTS.sending : BULK_TEXTS.inviteButton(ready)}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={bulk.isSending}
              onClick={bulk.reset}
            >
              {BULK_TEXTS.startOver}
            </button>
          </div>
          <BulkRowsTable rows={step.result.rows} />
        </>
      )}
      {step.kind === 'done' && (
        <>
          <h2>{BULK_TEXTS.resultsHeading}</h2>
          <p role="status">
            {BULK_TEXTS.resultSummary(step.result.created, mailed, step.result.rows.length)}
          </p>
          {mailed < created.length && (
            <p className="bulk-invite__pass-on">{BULK_TEXTS.passLinksOn(created.length - mailed)}</p>
          )}
          <div className="bulk-invite__actions">
            {created.length > 0 && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => saveFile(bulkLinksCsv(step.result.rows), 'interview-links.csv')}
              >
                {BULK_TEXTS.downloadLinks}
              </button>
            )}
            <button type="button" className="btn btn-outline-secondary" onClick={bulk.reset}>
              {BULK_TEXTS.startOver}
            </button>
          </div>
          <BulkRowsTable rows={step.result.rows} />
        </>
      )}
    </section>
  );
}
