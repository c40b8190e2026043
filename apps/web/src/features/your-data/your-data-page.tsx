import type { YourDataSummary } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ConfiguredSupportContact } from '../../shared/ui/support-contact';
import { Spinner } from '../../shared/ui/spinner';
import { YOUR_DATA_TEXTS as T } from './texts';
import { fetchYourDataSummary, isGoneError } from './your-data-api';
import { ErasedNotice, YourDataSection } from './your-data-section';
import './your-data.css';

type PageState =
  | { kind: 'loading' }
  | { kind: 'ready'; summary: YourDataSummary }
  | { kind: 'erased' }
  | { kind: 'not-found' }
  | { kind: 'error' };

/** Navigation state of a page that erased the interview and sent the applicant here to say so. */
export type YourDataLocationState = { erased?: boolean } | null;

/**
 * Route /interview/your-data/:applicantGuid (the invitation mail links here): what is kept, a download
 * of it and the erasure. After an erasure the guid answers 404/410, so later visits say it is gone.
 */
export function YourDataPage() {
  const { applicantGuid = '' } = useParams();
  const location = useLocation();
  const wasErased = (location.state as YourDataLocationState)?.erased === true;
  const [state, setState] = useState<PageState>(wasErased ? { kind: 'erased' } : { kind: 'loading' });

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (wasErased) return;
    let isActive = true;
    fetchYourDataSummary(applicantGuid).then(
      (summary) => {
        if (isActive) setState({ kind: 'ready', summary });
      },
      (error: unknown) => {
        if (isActive) setState({ kind: isGoneError(error) ? 'not-found' : 'error' });
      },
    );
    return () => {
      isActive = false;
    };
  }, [applicantGuid, wasErased, attempt]);

  function retry() {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }

  return (
    <section className="your-data-page" aria-labelledby="your-data-page-heading">
      <h2 id="your-data-page-heading" className="your-data-page__heading">
        {T.heading}
      </h2>
      {state.kind === 'loading' && <Spinner size="lg" label={T.pageLoading} />}
      {state.kind === 'erased' && <ErasedNotice />}
      {state.kind === 'not-found' && (
        <p role="status" className="your-data-page__summary">
          {T.pageNotFound}
        </p>
      )}
      {state.kind === 'error' && (
        <>
          <p role="alert" className="your-data-page__summary">
            {T.pageError}
          </p>
          <button type="button" className="btn btn-primary your-data-page__retry" onClick={retry}>
            {T.tryAgain}
          </button>
        </>
      )}
      {state.kind === 'ready' && (
        <>
          <p className="your-data-page__summary">
            {T.pageSummary(state.summary.jobTitle, state.summary.companyName)}{' '}
            {T.pageAnswers(state.summary.answerCount, state.summary.otherAnswerCount)}
          </p>
          <YourDataSection
            applicantGuid={applicantGuid}
            headingLevel="h3"
            title={T.pageSectionTitle}
            onErased={() => setState({ kind: 'erased' })}
          />
        </>
      )}
      <ConfiguredSupportContact />
    </section>
  );
}
