import { useQuery } from '@tanstack/react-query';
import { AUDIT_LIMITS } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { useSearchParams } from 'react-router';
import { auditLogQueryOptions } from '../../shared/api/recruiter/audit';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { Spinner } from '../../shared/ui/spinner';
import { AuditExportButton } from './audit-export-button';
import { AuditFilterForm } from './audit-filter-form';
import {
  readAuditFilters,
  readAuditPage,
  toAuditParams,
  writeAuditFilters,
  type AuditFilters,
} from './audit-filters';
import { AuditTable } from './audit-table';
import { AUDIT_TEXTS as T } from './texts';
import 'bootstrap/dist/css/bootstrap.min.css';
import './audit.css';

const PAGE_SIZE = AUDIT_LIMITS.defaultPageSize;

/** The company's audit log for its admins: filters and page in the address, a table, CSV export. */
export function AuditPage() {
  const { companyId } = useRecruiterIdentity();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readAuditFilters(searchParams);
  const page = readAuditPage(searchParams);
  const params = toAuditParams(filters);
  const query = useQuery(auditLogQueryOptions(companyId, { ...params, page, limit: PAGE_SIZE }));

  const go = (next: AuditFilters, nextPage = 1) =>
    setSearchParams((current) => writeAuditFilters(current, next, nextPage));

  let body;
  if (query.isPending) {
    body = <Spinner label={T.loading} />;
  } else if (query.isError) {
    const isRefused = isAxiosError(query.error) && query.error.response?.status === 403;
    body = (
      <div role="alert">
        <p>{isRefused ? T.notAdmin : T.loadFailed}</p>
        {!isRefused && (
          <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
            {T.tryAgain}
          </button>
        )}
      </div>
    );
  } else if (query.data.data.length === 0) {
    body = <p>{T.empty}</p>;
  } else {
    const pages = Math.max(1, Math.ceil(query.data.total / PAGE_SIZE));
    body = (
      <>
        <AuditTable entries={query.data.data} onShowOnly={(interviewId) => go({ ...filters, interviewId })} />
        <nav className="audit__pager" aria-label={T.pagerLabel}>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={page <= 1}
            onClick={() => go(filters, page - 1)}
          >
            {T.previous}
          </button>
          <span aria-live="polite">{T.pageOf(Math.min(page, pages), pages, query.data.total)}</span>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={page >= pages}
            onClick={() => go(filters, page + 1)}
          >
            {T.next}
          </button>
        </nav>
      </>
    );
  }

  return (
    <section className="audit" aria-labelledby="audit-title">
      <h1 id="audit-title">{T.title}</h1>
      <p className="text-body-secondary">{T.intro}</p>
      <AuditFilterForm applied={filters} onApply={(next) => go(next)} />
      <div className="audit__actions">
        <AuditExportButton companyId={companyId} filters={params} />
      </div>
      <div aria-busy={query.isFetching}>{body}</div>
    </section>
  );
}
