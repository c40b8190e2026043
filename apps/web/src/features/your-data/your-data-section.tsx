import { lazy, Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { errorMessage } from '../../shared/api/http-client';
import { YOUR_DATA_TEXTS as T } from './texts';
import { eraseInterview, exportUrl, fetchYourDataSummary, isGoneError } from './your-data-api';
import './your-data.css';

// The dialog (react-bootstrap's Modal, ~9 KB gzip) loads when Erase is first pressed: the section sits at
// the end of the applicant's onboarding screen, whose first load has a budget (bench/src/web.ts).
const EraseDialog = lazy(() => import('./erase-dialog').then((module) => ({ default: module.EraseDialog })));

type YourDataSectionProps = {
  applicantGuid: string;
  /** Called once the interview is erased; without it the section shows the erased message itself. */
  onErased?: () => void;
  /** The section's heading level: h2 on a page of its own, h3 inside another page's content. */
  headingLevel?: 'h2' | 'h3';
  /** The heading's text (the "Your data" page has that heading already). */
  title?: string;
};

/** True when the guid no longer reaches an interview (404/410 on its summary). */
const isGone = (applicantGuid: string) =>
  fetchYourDataSummary(applicantGuid).then(
    () => false,
    (error: unknown) => isGoneError(error),
  );

/** "Your data": download a copy of the interview (a zip), or erase it after a confirmation. */
export function YourDataSection(props: YourDataSectionProps) {
  const { applicantGuid, onErased, headingLevel = 'h3', title = T.heading } = props;
  const headingId = useId();
  const hintId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  // Mounted from the first Erase on, and kept, so closing still animates.
  const [hasConfirmed, setHasConfirmed] = useState(false);
  const [isErasing, setIsErasing] = useState(false);
  const [error, setError] = useState('');
  const [isErased, setIsErased] = useState(false);
  const erasedRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel;

  useEffect(() => {
    if (isErased) erasedRef.current?.focus();
  }, [isErased]);

  async function erase() {
    if (isErasing) return;
    setIsErasing(true);
    setError('');
    try {
      await eraseInterview(applicantGuid);
    } catch (failure) {
      // A 404/410 may mean it was erased already (another tab, the recruiter): the outcome asked for. The
      // summary tells that apart from any other 404; only when it is gone too is this an erasure.
      if (!isGoneError(failure) || !(await isGone(applicantGuid))) {
        setError(errorMessage(failure));
        setIsErasing(false);
        return;
      }
    }
    setIsErasing(false);
    setIsConfirming(false);
    if (onErased) onErased();
    else setIsErased(true);
  }

  const openConfirmation = () => {
    setHasConfirmed(true);
    setIsConfirming(true);
  };

  if (isErased) return <ErasedNotice ref={erasedRef} />;

  return (
    <section className="your-data" aria-labelledby={headingId}>
      <Heading id={headingId} className="your-data__heading">
        {title}
      </Heading>
      <p className="your-data__text">{T.intro}</p>
      <div className="your-data__actions">
        <a
          className="btn btn-outline-primary"
          href={exportUrl(applicantGuid)}
          download
          aria-describedby={hintId}
        >
          {T.download}
        </a>
        <button type="button" className="btn btn-outline-danger" onClick={openConfirmation}>
          {T.erase}
        </button>
      </div>
      <p id={hintId} className="your-data__hint">
        {T.downloadHint}
      </p>
      {hasConfirmed && (
        <Suspense fallback={null}>
          <EraseDialog
            show={isConfirming}
            isErasing={isErasing}
            error={error}
            onCancel={() => {
              setIsConfirming(false);
              setError('');
            }}
            onConfirm={() => void erase()}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The end state after an erasure, here and on later visits of the link. */
export function ErasedNotice({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const headingId = useId();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby={headingId}
      className="your-data your-data--erased"
    >
      <h2 id={headingId} className="your-data__heading">
        {T.erasedHeading}
      </h2>
      <p className="your-data__text">{T.erasedText}</p>
    </div>
  );
}
