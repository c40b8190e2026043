import { PRODUCT_TITLE } from '@vi/contracts';
import { useEffect } from 'react';
import { usePublicConfig } from '../../shared/api/public-config';
import { stopAllTracks } from '../../shared/media/live-tracks';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { SuccessImage } from './success-image';
import './interview-end.css';
import { UI_LIMITS } from '../../shared/lib/ui-limits';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Spec §2 "Interview success" and "Interview completion with registration", treated as one screen.
 * The spec also adds a third-party analytics script to the head while this screen is shown; the product
 * has no configuration for such a script, so none is added (add it here, behind config, if one appears).
 */
export function InterviewSuccessPage() {
  const { config } = usePublicConfig();
  const providerName = config?.productTitle ?? PRODUCT_TITLE;
  const jobseekerSiteUrl = config?.jobseekerSiteUrl ?? null;

  useEffect(() => {
    stopAllTracks();
    return () => {
      stopAllTracks();
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
      <p className="interview-end__text">
        {`Thank you! You can close this tab, or please consider registering as a Jobseeker with ${providerName}'s job board!`}
      </p>
      {jobseekerSiteUrl !== null && jobseekerSiteUrl !== '' && (
        <ButtonWithSpinner
          text="Register as a Jobseeker"
          onClick={() => openJobseekerSite(jobseekerSiteUrl)}
        />
      )}
    </section>
  );
}
