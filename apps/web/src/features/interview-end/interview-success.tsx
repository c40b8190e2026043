import { PRODUCT_TITLE } from '@vi/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { usePublicConfig } from '../../shared/api/public-config';
import { applicantText as T } from '../../shared/i18n/applicant-i18n';
import { UI_LIMITS } from '../../shared/lib/ui-limits';
import { stopAllTracks } from '../../shared/media/live-tracks';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { SupportContact } from '../../shared/ui/support-contact';
import { useAnswerReceipt } from './answer-receipt';
import { findApplicantGuid, findCompanyName } from './find-company-name';
import { RECORD_AGAIN_TEXTS, RecordAgain } from './record-again';
import { SuccessImage } from './success-image';
import './interview-end.css';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What happens next, naming the company when the session still knows it. */
export function nextStepsText(companyName: string | undefined): string {
  return companyName ? T('success.nextSteps', { companyName }) : T('success.nextStepsUnnamed');
}

/**
 * Spec §2 "Interview success" and "Interview completion with registration", treated as one screen. It
 * says "complete" only for answers the server holds: while some are still processing it says so, and
 * when one was refused after Submit the page asks for it again instead (docs/recording-protocol.md).
 * The spec also adds a third-party analytics script to the head while this screen is shown; the product
 * has no configuration for such a script, so none is added (add it here, behind config, if one appears).
 */
export function InterviewSuccessPage({
  renderYourData,
  isEndedEarly = false,
}: {
  /** The applicant's "Your data" section for this guid, composed in by app/. */
  renderYourData?: (applicantGuid: string) => ReactNode;
  /** A knockout answer ended the interview before its last question (docs/questions.md). */
  isEndedEarly?: boolean;
} = {}) {
  const { config } = usePublicConfig();
  const providerName = config?.productTitle ?? PRODUCT_TITLE;
  const jobseekerSiteUrl = config?.jobseekerSiteUrl ?? null;
  const hasJobseekerSite = jobseekerSiteUrl !== null && jobseekerSiteUrl !== '';
  const [companyName, setCompanyName] = useState<string | undefined>(undefined);
  const [applicantGuid, setApplicantGuid] = useState<string | undefined>(undefined);

  useEffect(() => {
    stopAllTracks();
    return () => {
      stopAllTracks();
    };
  }, []);

  useEffect(() => {
    let isActive = true;
    void findCompanyName().then((name) => {
      if (isActive) setCompanyName(name);
    });
    void findApplicantGuid().then((guid) => {
      if (isActive) setApplicantGuid(guid);
    });
    return () => {
      isActive = false;
    };
  }, []);

  const receipt = useAnswerReceipt(applicantGuid);

  async function openJobseekerSite(url: string) {
    await wait(UI_LIMITS.registerDelayMs);
    window.open(url, '_blank', 'noopener,noreferrer');
  }

  if (applicantGuid && receipt && receipt.needsNewAnswer.length > 0) {
    return <RecordAgain applicantGuid={applicantGuid} needsNewAnswer={receipt.needsNewAnswer} />;
  }

  return (
    <section className="interview-end" aria-labelledby="interview-success-heading">
      <SuccessImage />
      <h2 id="interview-success-heading" className="interview-end__heading">
        {T('success.heading')}
      </h2>
      {isEndedEarly && <p className="interview-end__text">{T('success.endedEarly')}</p>}
      <p className="interview-end__text interview-end__next">{nextStepsText(companyName)}</p>
      <p className="interview-end__text" role="status">
        {receipt && receipt.processing > 0 ? RECORD_AGAIN_TEXTS.processing(receipt.processing) : ''}
      </p>
      <p className="interview-end__text">
        {/* The spec's invitation to register only makes sense when there is somewhere to register. */}
        {hasJobseekerSite ? T('success.thanksRegister', { providerName }) : T('success.thanks')}
      </p>
      {hasJobseekerSite && (
        <ButtonWithSpinner text={T('success.register')} onClick={() => openJobseekerSite(jobseekerSiteUrl)} />
      )}
      {applicantGuid && renderYourData?.(applicantGuid)}
      <SupportContact contact={config?.supportContact ?? ''} className="interview-end__support" />
    </section>
  );
}
