import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditEventType, AuditList } from '@vi/contracts';
import { httpClient } from '../http-client';
import { csvFilename, type CsvFile } from './pipeline';

/* The company's audit log (docs/audit-log.md): company admins only; the server answers 403 otherwise. */

/** The filters as the server reads them: instants (the screen turns the user's own days into them). */
export type AuditFilterParams = {
  interviewId?: string;
  type?: AuditEventType;
  from?: string;
  to?: string;
};

export type AuditListParams = AuditFilterParams & { page: number; limit: number };

export const auditKeys = {
  list: (companyId: number, params: AuditListParams) => ['audit', companyId, params] as const,
};

export async function fetchAuditLog(companyId: number, params: AuditListParams): Promise<AuditList> {
  const { data } = await httpClient.get<AuditList>(`/company/${companyId}/audit`, { params });
  return data;
}

/** Fetched through the client (not a plain link): inside an iframe the token travels in a header. */
export async function fetchAuditCsv(companyId: number, filters: AuditFilterParams): Promise<CsvFile> {
  const response = await httpClient.get<Blob>(`/company/${companyId}/audit.csv`, {
    params: filters,
    responseType: 'blob',
  });
  const today = new Date().toISOString().slice(0, 10);
  const fallback = `audit-log-${today}.csv`;
  const disposition: unknown = response.headers['content-disposition'];
  return {
    blob: response.data,
    filename: typeof disposition === 'string' ? csvFilename(disposition) : fallback,
  };
}

export function auditLogQueryOptions(companyId: number, params: AuditListParams) {
  return queryOptions({
    queryKey: auditKeys.list(companyId, params),
    queryFn: () => fetchAuditLog(companyId, params),
    // The table keeps the page it shows while the next one loads, instead of jumping to a spinner.
    placeholderData: keepPreviousData,
    // A refused read (403, 400) stays refused: asking again would only delay the message.
    retry: false,
  });
}
