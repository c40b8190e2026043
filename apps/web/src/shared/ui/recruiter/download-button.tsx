import { useState } from 'react';
import { toast } from 'react-toastify';

/** Hands a downloaded file to the browser as if it had been a link. */
export function saveFile(blob: Blob, filename: string) {
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

interface DownloadButtonProps {
  /** Fetches the file; a failure is told in a toast. */
  download: () => Promise<{ blob: Blob; filename: string }>;
  texts: { idle: string; busy: string; failed: string };
  className?: string;
}

/** A button that fetches a file (a CSV export) and saves it, busy while it works. */
export function DownloadButton({
  download,
  texts,
  className = 'btn btn-outline-secondary',
}: DownloadButtonProps) {
  const [isBusy, setIsBusy] = useState(false);

  async function run() {
    setIsBusy(true);
    try {
      const { blob, filename } = await download();
      saveFile(blob, filename);
    } catch {
      toast.error(texts.failed);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={className}
      onClick={() => void run()}
      disabled={isBusy}
      aria-busy={isBusy}
    >
      {isBusy ? texts.busy : texts.idle}
    </button>
  );
}
