import { useQuery } from '@tanstack/react-query';
import type { RetentionPreview } from '@vi/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { retentionPreviewQueryOptions } from '../../shared/api/recruiter/privacy';
import { reviewPath } from '../../shared/lib/recruiter/interview-pages';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { PRIVACY_SETTINGS_TEXTS as T, RETENTION_BASIS_LABELS } from './privacy-texts';

/**
 * What the saved retention rule deletes in the next 30 days (GET /company/{id}/retention/preview): a count
 * and the interviews (applicant, job, the day of deletion). Saving the settings asks again.
 */
export function RetentionPreviewSection({ companyId }: { companyId: number }) {
  const headingId = useId();
  const query = useQuery(retentionPreviewQueryOptions(companyId));
  return (
    <section className="retention-preview" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {T.previewHeading}
      </h2>
      <p className="company-settings__note">{T.previewIntro}</p>
      {query.isPending && <p role="status">{T.previewLoading}</p>}
      {query.isError && (
        <div role="alert">
          <p>{T.previewFailed}</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
            {T.previewRetry}
          </button>
        </div>
      )}
      {query.data !== undefined && <PreviewResult preview={query.data} />}
    </section>
  );
}

function PreviewResult({ preview }: { preview: RetentionPreview }) {
  if (preview.retentionDays === null) return <p className="retention-preview__count">{T.previewNoRule}</p>;
  return (
    <>
      <p className="retention-preview__count">
        {T.previewCount(preview.total)}
        {preview.total > preview.items.length && ` ${T.previewTruncated(preview.items.length)}`}
      </p>
      {preview.items.length > 0 && (
        <div className="retention-preview__scroll" role="region" aria-label={T.previewScroll} tabIndex={0}>
          <table className="table retention-preview__table">
            <caption className="visually-hidden">{T.previewCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.previewApplicant}</th>
                <th scope="col">{T.previewJob}</th>
                <th scope="col">{T.previewDeleteAt}</th>
              </tr>
            </thead>
            <tbody>
              {preview.items.map((item) => (
                <tr key={item.interviewId}>
                  <th scope="row">
                    <Link to={reviewPath(item.interviewId, 'all')}>
                      {item.applicantName === '' ? T.deletedApplicant : item.applicantName}
                    </Link>
                    <span className="retention-preview__basis">
                      {RETENTION_BASIS_LABELS[item.basis]}{' '}
                      <time dateTime={item.basisAt}>{formatCreatedDate(item.basisAt)}</time>
                    </span>
                  </th>
                  <td>{item.jobTitle}</td>
                  <td>
                    <time dateTime={item.deleteAt}>{formatCreatedDate(item.deleteAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
