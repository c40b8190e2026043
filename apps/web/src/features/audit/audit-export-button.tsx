import { fetchAuditCsv, type AuditFilterParams } from '../../shared/api/recruiter/audit';
import { DownloadButton } from '../../shared/ui/recruiter/download-button';
import { AUDIT_TEXTS as T } from './texts';

/** The filtered log (every page) as a CSV download. */
export function AuditExportButton({ companyId, filters }: { companyId: number; filters: AuditFilterParams }) {
  return (
    <DownloadButton
      download={() => fetchAuditCsv(companyId, filters)}
      texts={{ idle: T.exportCsv, busy: T.exporting, failed: T.exportFailed }}
    />
  );
}
