import { MESSAGES, PRODUCT_TITLE } from '@vi/contracts';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/http-client';
import { usePublicConfig } from '../../../shared/api/public-config';
import { Spinner } from '../../../shared/ui/spinner';
import { logClientError, recordConsent } from '../api/applicant-api';
import { interviewSession } from '../api/interview-session';
import { JobCard } from '../components/job-card';
import { useAudioDevices } from '../hooks/use-audio-devices';
import { useConnectivity } from '../hooks/use-connectivity';
import { DeviceCheck } from './device-check';
import { loadOnboarding, type OnboardingResult } from './load-onboarding';
import { NativeMessageDialog, type DialogMessage } from './native-message-dialog';
import { ONBOARDING_TEXTS as T } from './texts';
import { WelcomeText } from './welcome-text';
import './onboarding.css';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';

// The explainer (and its media element) is only needed when asked for; it stays out of the first load.
const ExplainerModal = lazy(() => import('./explainer-modal'));

type LoadState = { kind: 'loading' } | Exclude<OnboardingResult, { kind: 'completed' }>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec "Onboarding screen" (route /interview/onboarding/:applicantGuid). */
export function OnboardingPage() {
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
        setState(result);
      },
      (error: unknown) => {
        if (!isActive) return;
        void logClientError('Onboarding', 'Onboarding failed', errorMessage(error), applicantGuid);
        setState({ kind: 'error', message: MESSAGES.applicationFetchFailed });
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
      return (
        <div className="onboarding onboarding--centered">
          <p role="alert" className="onboarding-alert">
            {state.message}
          </p>
        </div>
      );
    case 'no-questionnaire':
      return (
        <div className="onboarding onboarding--centered">
          <p role="alert" className="onboarding-alert">
            {MESSAGES.noQuestionnaire}
          </p>
        </div>
      );
    case 'ready':
      return <OnboardingReady data={state.data} />;
  }
}

type ReadyProps = { data: Extract<OnboardingResult, { kind: 'ready' }>['data'] };

function OnboardingReady({ data }: ReadyProps) {
  const { applicantGuid, job, contentType } = data;
  const isVideo = contentType === 'Video';
  const ids = useId();
  const navigate = useNavigate();
  const { config } = usePublicConfig();
  const { isOnline } = useConnectivity();
  const devices = useAudioDevices({ includeCameras: isVideo });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [isStarting, setIsStarting] = useState(false);
  const [isBlurEnabled, setIsBlurEnabled] = useState(false);
  const [isExplainerOpen, setIsExplainerOpen] = useState(false);
  const [hasOpenedExplainer, setHasOpenedExplainer] = useState(false);
  const [dialog, setDialog] = useState<DialogMessage | undefined>(undefined);
  const { selectedMicrophoneId, selectedCameraId } = devices;

  // The question screens read the chosen devices and blur from the session (their routes carry no state).
  useEffect(() => {
    if (selectedMicrophoneId !== undefined) {
      void interviewSession.set('selectedAudioDeviceId', selectedMicrophoneId);
    }
  }, [selectedMicrophoneId]);
  useEffect(() => {
    if (selectedCameraId !== undefined) void interviewSession.set('selectedCameraDeviceId', selectedCameraId);
  }, [selectedCameraId]);
  useEffect(() => {
    void interviewSession.set('isBlurEnabled', isBlurEnabled);
  }, [isBlurEnabled]);

  // Spec §4 Connectivity: going offline shows Connection Lost, coming back closes it (set while rendering,
  // the way React adjusts state to a changed input, rather than in an effect).
  const [wasOnline, setWasOnline] = useState(isOnline);
  if (isOnline !== wasOnline) {
    setWasOnline(isOnline);
    if (!isOnline) {
      setDialog({ title: T.connectionLostTitle, message: T.connectionLost });
    } else if (dialog?.title === T.connectionLostTitle) {
      setDialog(undefined);
    }
  }

  const showDialog = useCallback((next: DialogMessage) => setDialog(next), []);
  // Start decides after its 250 ms wait, so it must read the connectivity of then, not of the click.
  const isOnlineRef = useRef(isOnline);
  useEffect(() => {
    isOnlineRef.current = isOnline;
  }, [isOnline]);

  const hasMicrophone = devices.microphones.length > 0;
  const hasCamera = !isVideo || devices.cameras.length > 0;
  const canStart = termsAccepted && hasMicrophone && hasCamera && !isStarting;
  const startHint = !termsAccepted
    ? T.startHintTerms
    : !hasMicrophone
      ? T.startHintMicrophone
      : !hasCamera
        ? T.startHintCamera
        : '';

  async function start() {
    setIsStarting(true);
    try {
      await wait(UI_LIMITS.startDelayMs);
      const isQuestionnaireReady = data.questionnaires.data?.active === true;
      if (!termsAccepted || !isQuestionnaireReady || !isOnlineRef.current || !navigator.onLine) {
        setDialog({ title: T.connectionLostTitle, message: T.connectionLost });
        return;
      }
      try {
        await recordConsent(applicantGuid, { transcriptionConsent: true });
      } catch (error) {
        void logClientError('Onboarding', 'Recording consent failed', errorMessage(error), applicantGuid);
        setDialog({ title: T.errorTitle, message: errorMessage(error) });
        return;
      }
      void navigate(isVideo ? '/interview/questions' : '/interview/questions/audio');
    } finally {
      setIsStarting(false);
    }
  }

  const productTitle = config?.productTitle ?? PRODUCT_TITLE;

  return (
    <div className="onboarding">
      <div className="onboarding__toolbar">
        <h2 className="onboarding__heading">{T.heading}</h2>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            setHasOpenedExplainer(true);
            setIsExplainerOpen(true);
          }}
        >
          {T.watchExplainer}
        </button>
      </div>

      <JobCard job={job} loading={false} />
      <WelcomeText />

      <DeviceCheck
        isVideo={isVideo}
        devices={devices}
        isBlurEnabled={isBlurEnabled}
        onBlurChange={setIsBlurEnabled}
        onError={showDialog}
      />

      <section className="onboarding-consent" aria-label={T.startInterview}>
        <div className="form-check">
          <input
            id={`${ids}-terms`}
            type="checkbox"
            className="form-check-input"
            checked={termsAccepted}
            aria-describedby={`${ids}-terms-hint`}
            onChange={(event) => setTermsAccepted(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${ids}-terms`}>
            {T.consentLabel}
          </label>
        </div>
        <p id={`${ids}-terms-hint`} className="onboarding-consent__hint">
          {T.consentHint}
        </p>
        <div className="onboarding-consent__start">
          <button
            type="button"
            className="btn btn-primary btn-lg"
            disabled={!canStart}
            aria-describedby={startHint ? `${ids}-start-hint` : undefined}
            onClick={() => void start()}
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

      {hasOpenedExplainer && (
        <Suspense fallback={<Spinner fullScreen />}>
          <ExplainerModal
            show={isExplainerOpen}
            onHide={() => setIsExplainerOpen(false)}
            kind={isVideo ? 'video' : 'audio'}
            productTitle={productTitle}
          />
        </Suspense>
      )}
      <NativeMessageDialog dialog={dialog} onClose={() => setDialog(undefined)} />
    </div>
  );
}
