import { fetchInterviewsCsv } from '../../shared/api/recruiter/pipeline';
import { DownloadButton } from '../../shared/ui/recruiter/download-button';
import { toFilterParams, type PipelineFilters } from '../../shared/lib/recruiter/pipeline-filters';
import { PIPELINE_TEXTS as T } from './texts';

/** The filtered list (every page, with the ratings) as a CSV download. */
export function ExportCsvButton({ companyId, filters }: { companyId: number; filters: PipelineFilters }) {
  return (
    <DownloadButton
      className="btn btn-outline-secondary btn-sm"
      download={() => fetchInterviewsCsv(companyId, toFilterParams(filters))}
      texts={{ idle: T.exportCsv, busy: T.exporting, failed: T.exportFailed }}
    />
  );
}
