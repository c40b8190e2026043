import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { toast } from 'react-toastify';
import { fetchResume } from '../../shared/api/recruiter/review-requests';
import { INTERVIEW_TEXTS } from '../../shared/ui/recruiter/interview-texts';
import { REVIEW_TEXTS as T } from './texts';

type ResumeViewerProps = {
  resumeUrl: string;
  applicantName: string;
};

function isPdf(blob: Blob): boolean {
  return blob.type.split(';')[0]?.trim().toLowerCase() === 'application/pdf';
}

/**
 * "View resume": a PDF opens inside the screen, in a dialog with its download link; any other file (a
 * Word document cannot be shown by the browser) simply downloads. The file is read once per opening and
 * its object address is released when the dialog closes.
 */
export function ResumeViewer({ resumeUrl, applicantName }: ResumeViewerProps) {
  const titleId = useId();
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const [isShown, setIsShown] = useState(false);
  const [isLoading, setIsLoading] = useState(false);

  useEffect(() => {
    if (pdfUrl === null) return;
    return () => URL.revokeObjectURL(pdfUrl);
  }, [pdfUrl]);

  async function open() {
    setIsLoading(true);
    try {
      const blob = await fetchResume(resumeUrl);
      if (isPdf(blob)) {
        setPdfUrl(URL.createObjectURL(blob));
        setIsShown(true);
      } else {
        download(resumeUrl);
      }
    } catch {
      toast.error(T.resumeFailed);
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-busy={isLoading || undefined}
        disabled={isLoading}
        onClick={() => void open()}
      >
        {isLoading ? T.resumeLoading : T.viewResume}
      </button>
      <Modal
        show={isShown}
        onHide={() => setIsShown(false)}
        onExited={() => setPdfUrl(null)}
        size="xl"
        fullscreen="md-down"
        centered
        aria-labelledby={titleId}
      >
        <Modal.Header closeButton closeLabel={INTERVIEW_TEXTS.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {T.resumeTitle(applicantName)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="resume-viewer__body">
          {pdfUrl !== null && (
            <iframe className="resume-viewer__frame" src={pdfUrl} title={T.resumeTitle(applicantName)} />
          )}
        </Modal.Body>
        <Modal.Footer>
          <a href={resumeUrl} download className="btn btn-outline-primary">
            {INTERVIEW_TEXTS.downloadResume}
          </a>
          <button type="button" className="btn btn-primary" onClick={() => setIsShown(false)}>
            {INTERVIEW_TEXTS.close}
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

/** The server answers the file as an attachment, so following its address downloads it. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
