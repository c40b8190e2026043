import { PRODUCT_TITLE } from '@vi/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { usePublicConfig } from '../../shared/api/public-config';
import { UI_LIMITS } from '../../shared/lib/ui-limits';
import { stopAllTracks } from '../../shared/media/live-tracks';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { SupportContact } from '../../shared/ui/support-contact';
import { findApplicantGuid, findCompanyName } from './find-company-name';
import { SuccessImage } from './success-image';
import './interview-end.css';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What happens next, naming the company when the session still knows it. */
export function nextStepsText(companyName: string | undefined): string {
  return companyName
    ? `Your answers were sent to ${companyName}. Their recruiters will review them and contact you by email.`
    : 'Your answers were sent to the company that invited you. Its recruiters will review them and contact you by email.';
}

/**
 * Spec §2 "Interview success" and "Interview completion with registration", treated as one screen.
 * The spec also adds a third-party analytics script to the head while this screen is shown; the product
 * has no configuration for such a script, so none is added (add it here, behind config, if one appears).
 */
export function InterviewSuccessPage({
  renderYourData,
}: {
  /** The applicant's "Your data" section for this guid, composed in by app/. */
  renderYourData?: (applicantGuid: string) => ReactNode;
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

  async function openJobseekerSite(url: string) {
    await wait(UI_LIMITS.registerDelayMs);
    window.open(url, '_blank', 'noopener,noreferrer');
  }

  return (
    <section className="interview-end" aria-labelledby="interview-success-heading">
      <SuccessImage />
      <h2 id="interview-success-heading" className="interview-end__heading">
        Interview Successfully Completed
      </h2>
      <p className="interview-end__text interview-end__next">{nextStepsText(companyName)}</p>
      <p className="interview-end__text">
        {/* The spec's invitation to register only makes sense when there is somewhere to register. */}
        {hasJobseekerSite
          ? `Thank you! You can close this tab, or please consider registering as a Jobseeker with ${providerName}'s job board!`
          : 'Thank you! You can close this tab.'}
      </p>
      {hasJobseekerSite && (
        <ButtonWithSpinner
          text="Register as a Jobseeker"
          onClick={() => openJobseekerSite(jobseekerSiteUrl)}
        />
      )}
      {applicantGuid && renderYourData?.(applicantGuid)}
      <SupportContact contact={config?.supportContact ?? ''} className="interview-end__support" />
    </section>
  );
}
