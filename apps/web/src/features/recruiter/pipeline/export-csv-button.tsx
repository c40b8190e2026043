import { useState } from 'react';
import { toast } from 'react-toastify';
import { fetchInterviewsCsv } from '../api/pipeline';
import { toFilterParams, type PipelineFilters } from './pipeline-filters';
import { PIPELINE_TEXTS as T } from './texts';

/** Hands a downloaded file to the browser as if it had been a link. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address stops working.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The filtered list (every page, with the ratings) as a CSV download. */
export function ExportCsvButton({ companyId, filters }: { companyId: number; filters: PipelineFilters }) {
  const [isExporting, setIsExporting] = useState(false);

  async function exportCsv() {
    setIsExporting(true);
    try {
      const { blob, filename } = await fetchInterviewsCsv(companyId, toFilterParams(filters));
      saveFile(blob, filename);
    } catch {
      toast.error(T.exportFailed);
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-outline-secondary btn-sm"
      onClick={() => void exportCsv()}
      disabled={isExporting}
      aria-busy={isExporting}
    >
      {isExporting ? T.exporting : T.exportCsv}
    </button>
  );
}
