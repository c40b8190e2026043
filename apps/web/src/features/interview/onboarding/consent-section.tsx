import { useId } from 'react';
import { legalLinks } from '../../../shared/api/public-config';
import type { PublicConfig } from '@vi/contracts';
import { Spinner } from '../../../shared/ui/spinner';
import { LegalLink } from './legal-link';
import { ONBOARDING_TEXTS as T } from './texts';
import './consent-section.css';

type ConsentSectionProps = {
  config: PublicConfig | undefined;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  canStart: boolean;
  isStarting: boolean;
  /** Why Start is disabled, or '' when it is not. */
  startHint: string;
  onStart: () => void;
};

/** Spec onboarding: the agreement (with its two documents as links) and Start Interview. */
export function ConsentSection(props: ConsentSectionProps) {
  const { termsAccepted, onTermsChange, canStart, isStarting, startHint, onStart } = props;
  const ids = useId();
  const links = legalLinks(props.config);

  return (
    <section className="onboarding-consent" aria-label={T.startInterview}>
      {/* The label wraps the box so that the whole row, and a 44 px square around the box, ticks it. */}
      <label className="onboarding-check">
        <span className="onboarding-check__box">
          <input
            type="checkbox"
            className="form-check-input"
            checked={termsAccepted}
            aria-describedby={`${ids}-terms-hint`}
            onChange={(event) => onTermsChange(event.target.checked)}
          />
        </span>
        <span className="onboarding-check__text">
          I agree to the <LegalLink target={links.terms}>{T.termsOfUse}</LegalLink> and the{' '}
          <LegalLink target={links.privacy}>{T.privacyPolicy}</LegalLink>, and I consent to my answers being
          transcribed by AI.
        </span>
      </label>
      <p id={`${ids}-terms-hint`} className="onboarding-consent__hint">
        {T.consentHint} {T.legalOpensInNewTab}
      </p>
      <div className="onboarding-consent__start">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={!canStart}
          aria-describedby={startHint ? `${ids}-start-hint` : undefined}
          onClick={onStart}
        >
          {isStarting && <Spinner size="sm" color="light" label={T.startInterview} />}
          {T.startInterview}
        </button>
        {startHint && (
          <span id={`${ids}-start-hint`} className="onboarding-consent__hint">
            {startHint}
          </span>
        )}
      </div>
    </section>
  );
}
