import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/http-client';
import { invitationExpiredPath } from '../../../shared/api/invitation-expired';
import { APPLICANT_MESSAGES, useApplicantLanguage } from '../../../shared/i18n/applicant-i18n';
import { Spinner } from '../../../shared/ui/spinner';
import { logClientError } from '../api/applicant-api';
import { loadOnboarding, type OnboardingResult } from './load-onboarding';
import { OnboardingProblem } from './onboarding-problem';
import { OnboardingReady } from './onboarding-ready';
import { ONBOARDING_TEXTS as T } from './texts';
import './onboarding.css';

type LoadState = { kind: 'loading' } | Exclude<OnboardingResult, { kind: 'completed' | 'expired' }>;

type OnboardingPageProps = {
  /** The applicant's "Your data" section for this guid, composed in by app/ (features do not import each other). */
  renderYourData?: (applicantGuid: string) => ReactNode;
};

/** Spec "Onboarding screen" (route /interview/onboarding/:applicantGuid). */
export function OnboardingPage({ renderYourData }: OnboardingPageProps = {}) {
  // A switch of the interface language re-renders the page in it (the tree is not remounted).
  useApplicantLanguage();
  const { applicantGuid = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });

  useEffect(() => {
    let isActive = true;
    loadOnboarding(applicantGuid).then(
      (result) => {
        if (!isActive) return;
        if (result.kind === 'completed') {
          void navigate('/interview/already-completed', { replace: true });
          return;
        }
        if (result.kind === 'expired') {
          void navigate(invitationExpiredPath(applicantGuid), { replace: true });
          return;
        }
        setState(result);
      },
      (error: unknown) => {
        if (!isActive) return;
        void logClientError('Onboarding', 'Onboarding failed', errorMessage(error), applicantGuid);
        setState({ kind: 'error', message: APPLICANT_MESSAGES.applicationFetchFailed });
      },
    );
    return () => {
      isActive = false;
    };
  }, [applicantGuid, navigate]);

  switch (state.kind) {
    case 'loading':
      return (
        <div className="onboarding onboarding--centered">
          <Spinner size="lg" label={T.loading} />
        </div>
      );
    case 'error':
      return <OnboardingProblem message={state.message} />;
    case 'no-questionnaire':
      return <OnboardingProblem message={APPLICANT_MESSAGES.noQuestionnaire} />;
    case 'ready':
      return <OnboardingReady data={state.data} yourData={renderYourData?.(applicantGuid)} />;
  }
}
