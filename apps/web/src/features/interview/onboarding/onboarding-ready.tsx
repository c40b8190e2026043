import { PRODUCT_TITLE } from '@vi/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/http-client';
import { invitationExpiredPath, isInvitationExpiredError } from '../../../shared/api/invitation-expired';
import { usePublicConfig } from '../../../shared/api/public-config';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';
import { Spinner } from '../../../shared/ui/spinner';
import { logClientError, recordConsent } from '../api/applicant-api';
import { interviewSession } from '../api/interview-session';
import { JobCard } from '../components/job-card';
import { useAudioDevices } from '../hooks/use-audio-devices';
import { useCoarsePointer } from '../hooks/use-coarse-pointer';
import { useConnectivity } from '../hooks/use-connectivity';
import { AudioOnlyChoice } from './audio-only-choice';
import { DeadlineNotice } from './deadline-notice';
import { ConsentSection } from './consent-section';
import { DeviceCheck } from './device-check';
import { expectationSummary, welcomeWording } from './interview-wording';
import type { OnboardingData } from './load-onboarding';
import { NativeMessageDialog, type DialogMessage } from './native-message-dialog';
import { startRoute } from './start-route';
import { ONBOARDING_TEXTS as T } from './texts';
import { WelcomeText } from './welcome-text';

// The explainer (and its media element) is only needed when asked for; it stays out of the first load.
const ExplainerModal = lazy(() => import('./explainer-modal'));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec "Onboarding screen" once the interview is loaded: what to expect, the device checks, consent, Start,
 * and `yourData` (the applicant's download and erase, composed in by app/) at the end.
 */
export function OnboardingReady({ data, yourData }: { data: OnboardingData; yourData?: ReactNode }) {
  const { applicantGuid, job, contentType, allowances } = data;
  const isVideoQuestionnaire = contentType === 'Video';
  const navigate = useNavigate();
  const { config } = usePublicConfig();
  const { isOnline } = useConnectivity();
  const isTouch = useCoarsePointer();
  const devices = useAudioDevices({ includeCameras: isVideoQuestionnaire });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [answerWithAudioOnly, setAnswerWithAudioOnly] = useState(false);
  const [isStarting, setIsStarting] = useState(false);
  const [isBlurEnabled, setIsBlurEnabled] = useState(false);
  const [isExplainerOpen, setIsExplainerOpen] = useState(false);
  const [hasOpenedExplainer, setHasOpenedExplainer] = useState(false);
  const [dialog, setDialog] = useState<DialogMessage | undefined>(undefined);
  const { selectedMicrophoneId, selectedCameraId } = devices;
  // Audio only is offered only when the invitation allows it, and only a video interview needs it.
  const canAnswerWithAudioOnly = isVideoQuestionnaire && allowances.audioOnlyAllowed;
  const isVideo = isVideoQuestionnaire && !(canAnswerWithAudioOnly && answerWithAudioOnly);

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

  function chooseAudioOnly(checked: boolean) {
    setAnswerWithAudioOnly(checked);
    // Nothing of the camera is used with audio only; blur would only keep its model busy.
    if (checked) setIsBlurEnabled(false);
  }

  const hasMicrophone = devices.microphones.length > 0;
  const hasCamera = !isVideo || devices.cameras.length > 0;
  const canStart = termsAccepted && hasMicrophone && hasCamera && !isStarting;
  const startHint = !termsAccepted
    ? isTouch
      ? T.startHintTermsTouch
      : T.startHintTerms
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
        // Transcription is consented to only where the notice asked for it (the server checks the same).
        await recordConsent(applicantGuid, {
          transcriptionConsent: data.aiNotice?.transcriptionEnabled ?? true,
        });
      } catch (error) {
        if (isInvitationExpiredError(error)) {
          void navigate(invitationExpiredPath(applicantGuid), { replace: true });
          return;
        }
        void logClientError('Onboarding', 'Recording consent failed', errorMessage(error), applicantGuid);
        setDialog({ title: T.errorTitle, message: errorMessage(error) });
        return;
      }
      // Read by the practice and question screens: a video interview answered on the audio channel.
      await interviewSession.set('answerWithAudioOnly', isVideoQuestionnaire && !isVideo);
      void navigate(
        startRoute({
          answerKind: isVideo ? 'video' : 'audio',
          hasPracticeQuestion: allowances.practiceQuestion,
        }),
      );
    } finally {
      setIsStarting(false);
    }
  }

  const productTitle = config?.productTitle ?? PRODUCT_TITLE;
  const wording = welcomeWording(
    isVideoQuestionnaire ? 'video' : 'audio',
    isVideo ? 'video' : 'audio',
    allowances,
  );

  return (
    <div className="onboarding">
      <div className="onboarding__toolbar">
        <h2 className="onboarding__heading">{wording.heading}</h2>
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
      {data.deadline && <DeadlineNotice deadline={data.deadline} />}
      <WelcomeText
        wording={wording}
        summary={expectationSummary(data.questionCount, allowances)}
        hasPracticeQuestion={allowances.practiceQuestion}
        requirementQuestions={data.requirementQuestions}
      />

      {canAnswerWithAudioOnly && <AudioOnlyChoice checked={answerWithAudioOnly} onChange={chooseAudioOnly} />}
      <DeviceCheck
        // A new kind of check starts afresh: the camera test of a video check stops with it.
        key={isVideo ? 'video' : 'audio'}
        isVideo={isVideo}
        devices={devices}
        isBlurEnabled={isBlurEnabled}
        onBlurChange={setIsBlurEnabled}
        onError={showDialog}
      />

      <ConsentSection
        config={config}
        aiNotice={data.aiNotice}
        termsAccepted={termsAccepted}
        onTermsChange={setTermsAccepted}
        canStart={canStart}
        isStarting={isStarting}
        startHint={startHint}
        onStart={() => void start()}
      />

      {yourData}

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
