import { useId } from 'react';
import type { AiNotice, PublicConfig } from '@vi/contracts';
import { legalLinks } from '../../../shared/api/public-config';
import { applicantParts } from '../../../shared/i18n/applicant-i18n';
import { Spinner } from '../../../shared/ui/spinner';
import { AiNoticeBox } from './ai-notice';
import { AI_NOTICE_TEXTS } from './ai-notice-texts';
import { LegalLink } from './legal-link';
import { ONBOARDING_TEXTS as T } from './texts';
import './consent-section.css';

type ConsentSectionProps = {
  config: PublicConfig | undefined;
  /** The AI notice; undefined from a server without one (the spec's consent text alone is shown). */
  aiNotice: AiNotice | undefined;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  canStart: boolean;
  isStarting: boolean;
  /** Why Start is disabled, or '' when it is not. */
  startHint: string;
  onStart: () => void;
};

/**
 * Spec onboarding: the AI notice (docs/privacy.md), the agreement (with its two documents as links) and Start
 * Interview. When the notice says answers are not transcribed, the agreement does not ask for it.
 */
export function ConsentSection(props: ConsentSectionProps) {
  const { aiNotice, termsAccepted, onTermsChange, canStart, isStarting, startHint, onStart } = props;
  const ids = useId();
  const links = legalLinks(props.config);
  const asksForTranscription = aiNotice?.transcriptionEnabled ?? true;

  return (
    <section className="onboarding-consent" aria-label={T.startInterview}>
      {aiNotice && <AiNoticeBox notice={aiNotice} />}
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
          {applicantParts(asksForTranscription ? 'onboarding.consentLabel' : 'onboarding.consentLabelNoAi', {
            terms: (
              <LegalLink key="terms" target={links.terms}>
                {T.termsOfUse}
              </LegalLink>
            ),
            privacy: (
              <LegalLink key="privacy" target={links.privacy}>
                {T.privacyPolicy}
              </LegalLink>
            ),
          })}
        </span>
      </label>
      <p id={`${ids}-terms-hint`} className="onboarding-consent__hint">
        {asksForTranscription ? T.consentHint : AI_NOTICE_TEXTS.consentHintWithoutTranscription}{' '}
        {T.legalOpensInNewTab}
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
