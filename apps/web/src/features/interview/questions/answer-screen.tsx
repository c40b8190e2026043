import { LIMITS, MESSAGES } from '@vi/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePublicConfig } from '../../../shared/api/public-config';
import { registerStream, unregisterStream } from '../../../shared/media/live-tracks';
import { ButtonWithSpinner } from '../../../shared/ui/button-with-spinner';
import { useBackgroundBlur } from '../../blur/use-background-blur';
import { logClientError } from '../api/applicant-api';
import { JobCard } from '../components/job-card';
import { deviceErrorMessage, deviceErrorTitle } from '../hooks/device-errors';
import { deviceDisconnectedMessage, type MediaKinds } from '../hooks/device-messages';
import { browserTimers, type Timers } from '../hooks/timers';
import { useAudioDevices } from '../hooks/use-audio-devices';
import { useConnectivity } from '../hooks/use-connectivity';
import { useSilenceWarning } from '../hooks/use-silence-warning';
import {
  mediaConstraints,
  pickMimeType,
  startAnswerRecorder,
  type AnswerRecorder,
} from '../recording/answer-recorder';
import type { ChunkStore } from '../recording/chunk-store';
import { createIndexedDbChunkStore } from '../recording/indexeddb-chunk-store';
import {
  ChannelError,
  RecordingChannel,
  channelUrl,
  type AnswerKind,
  type UploadState,
} from '../recording/recording-channel';
import {
  answerReducer,
  countdownSeconds,
  formatClock,
  initialAnswerState,
  shouldAutoStop,
  triesLabel,
  type AnswerPhase,
} from './answer-machine';
import { MessageDialog } from './message-dialog';
import { TakePlayback } from './take-playback';
import { DIALOG_TITLES, QUESTION_TEXTS, questionCounter } from './texts';
import { uploadTexts } from './upload-status';
import type { LoadedInterview } from './use-interview-session';
import { useAudioLevel } from './use-audio-level';
import { useQuestionClip } from './use-question-clip';
import { Waveform } from './waveform';

const COMPONENT = 'QuestionPage';
/** How long Start waits for the blur model to be ready on a first take (real time, not the answer clock). */
const BLUR_WAIT_MS = 10_000;
const BLUR_POLL_MS = 100;

/** Time for the answer timer; tests and Playwright's clock replace it. */
export interface AnswerScreenClock {
  now: () => number;
  timers: Timers;
}
const browserClock: AnswerScreenClock = { now: () => Date.now(), timers: browserTimers };

type DialogContent = { title: string; message: string };
// Kept after closing so the dialog's fade-out still shows its words.
type DialogState = (DialogContent & { isOpen: boolean }) | undefined;

// Refusals of a take that make resending it pointless: the take itself is gone.
const TAKE_LOST_CODES = new Set(['RECORDING_FAILED', 'RECORDING_TOO_LARGE', 'SUPERSEDED', 'NO_RECORDING']);

function hasLiveAudio(stream: MediaStream): boolean {
  return stream.getAudioTracks().some((track) => track.readyState === 'live');
}

function stopStream(stream: MediaStream | null): void {
  if (!stream) return;
  for (const track of stream.getTracks()) track.stop();
  unregisterStream(stream);
}

function MicIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="2.5" width="6" height="12" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3.5M8.5 21.5h7" strokeLinecap="round" />
    </svg>
  );
}

export function AnswerScreen({
  interview,
  routeKind,
  clock = browserClock,
}: {
  interview: LoadedInterview;
  routeKind: AnswerKind;
  clock?: AnswerScreenClock;
}) {
  const kind = interview.kind;
  const navigate = useNavigate();
  const { config } = usePublicConfig();
  const { isOnline } = useConnectivity();
  const [index, setIndex] = useState(interview.startIndex);
  const [answeredIds, setAnsweredIds] = useState(
    () => new Set(interview.questions.filter((q) => q.answered).map((q) => q.questionId)),
  );
  const question = interview.questions[index];
  const total = interview.questions.length;
  const [answer, dispatch] = useReducer(
    answerReducer,
    question?.attemptsLeft ?? LIMITS.triesPerQuestion,
    initialAnswerState,
  );
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [takeUrl, setTakeUrl] = useState<string | undefined>(undefined);
  const [upload, setUpload] = useState<UploadState | undefined>(undefined);
  const [dialog, setDialogState] = useState<DialogState>(undefined);
  const setDialog = useCallback((content: DialogContent) => setDialogState({ ...content, isOpen: true }), []);
  const [isOfflineDialogOpen, setOfflineDialogOpen] = useState(!isOnline);
  const [pendingError, setPendingError] = useState<string | undefined>(undefined);
  const [isBlurOn, setBlurOn] = useState(interview.isBlurEnabled);
  const [startedBy, setStartedBy] = useState<'start' | 'rerecord'>('start');

  const storeRef = useRef<ChunkStore | undefined>(undefined);
  const channelRef = useRef<RecordingChannel | undefined>(undefined);
  const recorderRef = useRef<AnswerRecorder | undefined>(undefined);
  const streamRef = useRef<MediaStream | null>(null);
  const phaseRef = useRef<AnswerPhase>(answer.phase);
  const previewRef = useRef<HTMLVideoElement>(null);
  const blurHostRef = useRef<HTMLDivElement>(null);
  /** The take's level bars, kept so the greyed waveform after the stop shows the take just recorded. */
  const levelHistory = useRef<number[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(index);

  const blur = useBackgroundBlur(kind === 'video' ? stream : null, isBlurOn);
  // The blur state together with the stream it was computed for: Start must not read a state from
  // before its stream reached the hook.
  const blurRef = useRef({ blur, input: stream });
  useEffect(() => {
    blurRef.current = { blur, input: stream };
  }, [blur, stream]);
  const readLevel = useAudioLevel(stream);
  const silence = useSilenceWarning({ readLevel, isActive: answer.phase === 'recording' });
  const stopClip = useQuestionClip(interview.ttsAudio[index], interview.applicantGuid);

  // The control that was pressed disappears with each step, so focus moves to the next one instead of
  // falling back to the page (keyboard and screen-reader users would lose their place).
  useEffect(() => {
    const previous = phaseRef.current;
    phaseRef.current = answer.phase;
    if (previous === answer.phase) return;
    if (answer.phase === 'recording') document.getElementById('answer-stop')?.focus();
    if (answer.phase === 'stopped' && previous === 'stopping')
      document.getElementById('answer-submit')?.focus();
  }, [answer.phase]);

  // A new question is announced through its heading.
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    headingRef.current?.focus();
  }, [index]);

  const chunkStore = useCallback((): ChunkStore => {
    storeRef.current ??= createIndexedDbChunkStore();
    return storeRef.current;
  }, []);

  const replaceTake = useCallback((url: string | undefined) => {
    setTakeUrl((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return url;
    });
  }, []);

  const dropStream = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, []);

  /** The take ends without a usable recording (device gone, server refused it mid-stream). */
  const abandonTake = useCallback(
    (title: string, message: string) => {
      const recorder = recorderRef.current;
      recorderRef.current = undefined;
      void recorder?.stop();
      channelRef.current?.close();
      channelRef.current = undefined;
      setUpload(undefined);
      replaceTake(undefined);
      // Each only acts in its own phases: a take being started is called off, a running one is lost.
      dispatch({ type: 'startFailed' });
      dispatch({ type: 'recordingLost' });
      setDialog({ title, message });
    },
    [replaceTake, setDialog],
  );

  const handleDeviceRemoved = useCallback(
    (removed: MediaKinds) => {
      const relevant: MediaKinds = { audio: removed.audio, video: removed.video && kind === 'video' };
      if (!relevant.audio && !relevant.video) return;
      // The stream holds the vanished device; the next Start opens the one the watcher fell back to.
      dropStream();
      const phase = phaseRef.current;
      if (phase !== 'recording' && phase !== 'stopping' && phase !== 'starting') return;
      const message = deviceDisconnectedMessage(relevant);
      setPendingError(message);
      if (relevant.audio) {
        void logClientError(COMPONENT, QUESTION_TEXTS.invalidAudioDevice, message, interview.applicantGuid);
      }
      abandonTake(DIALOG_TITLES.deviceError, message);
    },
    [abandonTake, dropStream, interview.applicantGuid, kind],
  );

  const devices = useAudioDevices({
    includeCameras: kind === 'video',
    onSelectedRemoved: handleDeviceRemoved,
  });
  const { selectMicrophone, selectCamera } = devices;

  // The devices chosen at onboarding, once the watcher lists them.
  const hasMic = devices.microphones.some((d) => d.deviceId === interview.audioDeviceId);
  const hasCamera = devices.cameras.some((d) => d.deviceId === interview.cameraDeviceId);
  useEffect(() => {
    if (hasMic && interview.audioDeviceId) selectMicrophone(interview.audioDeviceId);
  }, [hasMic, interview.audioDeviceId, selectMicrophone]);
  useEffect(() => {
    if (hasCamera && interview.cameraDeviceId) selectCamera(interview.cameraDeviceId);
  }, [hasCamera, interview.cameraDeviceId, selectCamera]);

  // Spec §4: the local recording store is emptied at question start.
  useEffect(() => {
    void chunkStore()
      .clear()
      .catch(() => undefined);
  }, [index, chunkStore]);

  // Connection Lost opens when the connection goes and closes when it is back (adjusted while rendering,
  // React's pattern for state that follows a changing input).
  const [lastOnline, setLastOnline] = useState(isOnline);
  if (lastOnline !== isOnline) {
    setLastOnline(isOnline);
    setOfflineDialogOpen(!isOnline);
  }
  // A reconnection waiting for its backoff retries at once when the network is back.
  useEffect(() => {
    if (isOnline) channelRef.current?.reconnectNow();
  }, [isOnline]);

  // The 1 s tick while recording; elapsed time comes from the clock, so a late tick cannot drift.
  useEffect(() => {
    if (answer.phase !== 'recording') return undefined;
    const interval = clock.timers.setInterval(
      () => dispatch({ type: 'tick', at: clock.now() }),
      LIMITS.timerTickMs,
    );
    return () => clock.timers.clearInterval(interval);
  }, [answer.phase, clock]);

  // Everything live goes when the page does.
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      recorderRef.current = undefined;
      void recorder?.stop();
      channelRef.current?.close();
      channelRef.current = undefined;
      stopStream(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  useEffect(
    () => () => {
      if (takeUrl) URL.revokeObjectURL(takeUrl);
    },
    [takeUrl],
  );

  const isPreviewing =
    kind === 'video' && stream !== null && !answer.hasRecording && answer.phase !== 'stopped';
  const blurCanvas = isBlurOn ? blur.canvas : null;
  useEffect(() => {
    const preview = previewRef.current;
    if (preview && preview.srcObject !== stream) preview.srcObject = stream;
  }, [stream, isPreviewing, blurCanvas]);
  useEffect(() => {
    const host = blurHostRef.current;
    if (!host || !blurCanvas) return undefined;
    blurCanvas.classList.add('answer-preview__media');
    host.appendChild(blurCanvas);
    return () => {
      if (blurCanvas.parentNode === host) host.removeChild(blurCanvas);
    };
  }, [blurCanvas, isPreviewing]);

  async function ensureStream(): Promise<MediaStream> {
    const existing = streamRef.current;
    if (existing && existing.getTracks().every((track) => track.readyState === 'live')) return existing;
    dropStream();
    const media = await navigator.mediaDevices.getUserMedia(
      mediaConstraints(kind, {
        audioDeviceId: devices.selectedMicrophoneId || interview.audioDeviceId,
        cameraDeviceId: kind === 'video' ? devices.selectedCameraId || interview.cameraDeviceId : undefined,
      }),
    );
    registerStream(media);
    for (const track of media.getTracks()) {
      track.addEventListener('ended', () => {
        if (streamRef.current !== media) return;
        handleDeviceRemoved({ audio: track.kind === 'audio', video: track.kind === 'video' });
      });
    }
    streamRef.current = media;
    setStream(media);
    // Labels and real ids appear once permission is granted.
    void devices.refresh();
    return media;
  }

  /**
   * With blur on, the take records the blurred picture. Blur starts only once a camera stream exists
   * (the first Start), so this waits for it rather than record the first seconds unblurred; where blur
   * turns out unsupported or fails, the recording goes on normally (spec: "You can still record").
   */
  async function blurredStream(media: MediaStream): Promise<MediaStream> {
    if (!isBlurOn || kind !== 'video') return media;
    for (let waited = 0; waited < BLUR_WAIT_MS; waited += BLUR_POLL_MS) {
      const { blur: current, input } = blurRef.current;
      if (input === media) {
        if (current.output) return current.output;
        if (current.error !== null || (!current.checking && !current.supported)) return media;
      }
      await new Promise((resolve) => setTimeout(resolve, BLUR_POLL_MS));
    }
    return media;
  }

  function showOffline() {
    setOfflineDialogOpen(true);
  }

  function advance(fromIndex: number, answered: Set<string>) {
    const order = [
      ...interview.questions.slice(fromIndex + 1),
      ...interview.questions.slice(0, fromIndex + 1),
    ];
    const next = order.find((q) => !answered.has(q.questionId));
    if (!next) {
      void navigate('/interview/success');
      return;
    }
    const nextIndex = interview.questions.indexOf(next);
    setIndex(nextIndex);
    setUpload(undefined);
    replaceTake(undefined);
    dispatch({ type: 'questionStarted', triesLeft: next.attemptsLeft });
  }

  function handleStartRefusal(error: unknown) {
    if (!(error instanceof ChannelError)) {
      setDialog({ title: DIALOG_TITLES.recordingError, message: MESSAGES.connectionError });
      return;
    }
    if (error.code === 'INTERVIEW_COMPLETED') {
      void navigate('/interview/already-completed', { replace: true });
    } else if (error.code === 'ALREADY_ANSWERED') {
      if (!question) return;
      const answered = new Set(answeredIds).add(question.questionId);
      setAnsweredIds(answered);
      advance(index, answered);
    } else if (error.code === 'NO_MORE_ATTEMPTS') {
      dispatch({ type: 'questionStarted', triesLeft: 0 });
      setDialog({ title: DIALOG_TITLES.recordingError, message: MESSAGES.noMoreAttempts });
    } else {
      setDialog({ title: DIALOG_TITLES.recordingError, message: error.message });
    }
  }

  async function startRecording(source: 'start' | 'rerecord') {
    if (!question) return;
    if (!isOnline) {
      showOffline();
      return;
    }
    if (pendingError !== undefined) {
      setDialog({
        title: DIALOG_TITLES.recordingError,
        message: pendingError || QUESTION_TEXTS.checkMicrophone,
      });
      setPendingError(undefined);
      return;
    }
    if (answer.triesLeft <= 0) {
      setDialog({ title: DIALOG_TITLES.recordingError, message: MESSAGES.noMoreAttempts });
      return;
    }
    setStartedBy(source);
    dispatch({ type: 'startRequested' });
    stopClip();
    replaceTake(undefined);
    channelRef.current?.close();
    channelRef.current = undefined;
    setUpload(undefined);

    const requested: MediaKinds = { audio: true, video: kind === 'video' };
    let media: MediaStream;
    try {
      media = await ensureStream();
    } catch (error) {
      dispatch({ type: 'startFailed' });
      setDialog({ title: deviceErrorTitle(requested), message: deviceErrorMessage(error, requested) });
      return;
    }
    if (!hasLiveAudio(media)) {
      // Spec §5: an invalid audio device means recording silently does not start.
      dispatch({ type: 'startFailed' });
      void logClientError(COMPONENT, QUESTION_TEXTS.invalidAudioDevice, undefined, interview.applicantGuid);
      return;
    }
    const recordStream = await blurredStream(media);

    const channel = new RecordingChannel({
      url: channelUrl(kind, window.location),
      metadata: {
        applicantGuid: interview.applicantGuid,
        questionId: question.questionId,
        questionText: question.questionText,
        isLastQuestion: index === total - 1,
        totalQuestions: total,
        s3MetaData: {
          interviewId: interview.interviewId,
          dateInterviewed: new Date().toISOString(),
          companyId: interview.companyId,
        },
        mimeType: pickMimeType(kind),
      },
      store: chunkStore(),
      onState: (state) => {
        if (channelRef.current === channel) setUpload(state);
      },
      onFatalError: (error) => {
        if (channelRef.current !== channel) return;
        abandonTake(DIALOG_TITLES.recordingError, error.message);
      },
    });
    channelRef.current = channel;
    let opened;
    try {
      opened = await channel.open();
    } catch (error) {
      channel.close();
      if (channelRef.current === channel) channelRef.current = undefined;
      dispatch({ type: 'startFailed' });
      handleStartRefusal(error);
      return;
    }
    // Called off meanwhile (device removed, page left): the abandoning side has reported it.
    if (channelRef.current !== channel) {
      channel.close();
      dispatch({ type: 'startFailed' });
      return;
    }
    try {
      recorderRef.current = startAnswerRecorder(
        recordStream,
        kind,
        (data) => void channel.push(data).catch(() => undefined),
        (error) => {
          void logClientError(COMPONENT, MESSAGES.recordingFailed, String(error), interview.applicantGuid);
          abandonTake(DIALOG_TITLES.recordingError, MESSAGES.recordingFailed);
        },
      );
    } catch (error) {
      channel.close();
      channelRef.current = undefined;
      dispatch({ type: 'startFailed' });
      void logClientError(COMPONENT, MESSAGES.recordingFailed, String(error), interview.applicantGuid);
      setDialog({ title: DIALOG_TITLES.recordingError, message: MESSAGES.recordingFailed });
      return;
    }
    levelHistory.current = [];
    dispatch({ type: 'recordingStarted', at: clock.now(), serverTriesLeft: opened.attemptsLeft });
  }

  const stopRecording = useCallback(async () => {
    const recorder = recorderRef.current;
    if (!recorder) return;
    dispatch({ type: 'stopRequested' });
    const take = await recorder.stop();
    if (recorderRef.current !== recorder) return;
    recorderRef.current = undefined;
    replaceTake(URL.createObjectURL(take));
    dispatch({ type: 'stopped' });
  }, [replaceTake]);

  // Spec §4: the recording stops by itself, once, at 120 s.
  const isDue = shouldAutoStop(answer);
  useEffect(() => {
    if (isDue) void stopRecording();
  }, [isDue, stopRecording]);

  async function submit() {
    if (!question) return;
    if (!isOnline) {
      showOffline();
      return;
    }
    const channel = channelRef.current;
    if (!answer.hasRecording || !channel) {
      void logClientError(
        COMPONENT,
        QUESTION_TEXTS.cannotSubmitNoRecording,
        undefined,
        interview.applicantGuid,
      );
      return;
    }
    dispatch({ type: 'submitRequested' });
    try {
      const { answerSubmitted } = await channel.submit();
      channel.close();
      if (channelRef.current === channel) channelRef.current = undefined;
      if (answerSubmitted.interviewStatus === 'Completed') {
        void navigate('/interview/success');
        return;
      }
      const answered = new Set(answeredIds).add(question.questionId);
      setAnsweredIds(answered);
      advance(index, answered);
    } catch (error) {
      const isTakeLost =
        error instanceof ChannelError && error.code !== undefined && TAKE_LOST_CODES.has(error.code);
      dispatch({ type: 'submitFailed', isTakeLost });
      if (isTakeLost) {
        replaceTake(undefined);
        channel.close();
        channelRef.current = undefined;
      }
      void logClientError(COMPONENT, MESSAGES.submitFailed, String(error), interview.applicantGuid);
      const message =
        error instanceof ChannelError && error.code !== undefined ? error.message : MESSAGES.submitFailed;
      setDialog({ title: DIALOG_TITLES.recordingError, message });
    }
  }

  if (!question) return null;

  const countdown = countdownSeconds(answer);
  const isRecording = answer.phase === 'recording' || answer.phase === 'stopping';
  const isStopped = answer.phase === 'stopped' || answer.phase === 'submitting';
  const isStarting = answer.phase === 'starting';
  const showRerecordRow = isStopped || (isStarting && startedBy === 'rerecord');
  const uploadText = uploadTexts(upload, answer.phase);
  const canBlur = kind === 'video' && blur.supported && stream !== null && stream.getVideoTracks().length > 0;
  const isBlurStarting = isBlurOn && blur.checking;
  const supportContact = config?.supportContact ?? '';

  return (
    <section className="question-page" aria-labelledby="question-heading">
      <JobCard job={interview.job} loading={false} />

      <div className="card question-card" data-kind={routeKind}>
        <div className="card-body">
          <div className="question-card__header">
            <h2 id="question-heading" className="h5 mb-0" ref={headingRef} tabIndex={-1}>
              {questionCounter(index, total)}
            </h2>
            <span
              className={`badge ${answer.triesLeft > 0 ? 'text-bg-primary' : 'text-bg-secondary'}`}
              data-testid="tries-badge"
            >
              {triesLabel(answer.triesLeft)}
            </span>
          </div>
          <p className="question-card__text">&ldquo;{question.questionText}&rdquo;</p>
          <p className="question-card__note">{QUESTION_TEXTS.maxLength}</p>

          <div className="answer-area">
            {kind === 'video' && isPreviewing && (
              <div className="answer-preview" ref={blurHostRef}>
                {!blurCanvas && (
                  <video
                    ref={previewRef}
                    className="answer-preview__media"
                    autoPlay
                    muted
                    playsInline
                    aria-label="Camera preview"
                  />
                )}
              </div>
            )}
            {isRecording ? (
              <div className="answer-live">
                <div className="answer-live__circle">
                  <MicIcon />
                </div>
                <Waveform readLevel={readLevel} isLive history={levelHistory} />
              </div>
            ) : isStopped && takeUrl ? (
              <div className="answer-take">
                <Waveform readLevel={readLevel} isLive={false} history={levelHistory} />
                <TakePlayback
                  key={takeUrl}
                  url={takeUrl}
                  kind={kind}
                  onError={(message) => setDialog({ title: DIALOG_TITLES.error, message })}
                />
              </div>
            ) : (
              <div className="answer-idle">
                <MicIcon />
                <p className="mb-0">{QUESTION_TEXTS.idleHint}</p>
              </div>
            )}
          </div>

          {/* Always present: a live region only announces changes it was there to see. */}
          <p className="visually-hidden" role="status" data-testid="recording-status">
            {isRecording ? QUESTION_TEXTS.recordingNow : isStopped && takeUrl ? QUESTION_TEXTS.takeReady : ''}
          </p>
          <div className="answer-countdown" role="timer" aria-live="polite" aria-atomic="true">
            {countdown !== undefined && (
              <>
                <span className="visually-hidden">Time remaining </span>
                {formatClock(countdown)}
              </>
            )}
          </div>

          <div className="answer-controls">
            {isRecording ? (
              <ButtonWithSpinner
                id="answer-stop"
                text={QUESTION_TEXTS.stopRecording}
                variant="danger"
                isLoading={answer.phase === 'stopping'}
                onClick={() => stopRecording()}
              />
            ) : showRerecordRow ? (
              <>
                <ButtonWithSpinner
                  text={QUESTION_TEXTS.rerecord}
                  variant="outline-secondary"
                  className={answer.triesLeft <= 0 ? 'answer-controls__greyed' : undefined}
                  disabled={answer.triesLeft <= 0 || answer.phase === 'submitting'}
                  isLoading={isStarting}
                  onClick={() => startRecording('rerecord')}
                />
                <ButtonWithSpinner
                  id="answer-submit"
                  text={QUESTION_TEXTS.submit}
                  disabled={isStarting || !answer.hasRecording}
                  isLoading={answer.phase === 'submitting'}
                  onClick={() => submit()}
                />
              </>
            ) : (
              <ButtonWithSpinner
                text={QUESTION_TEXTS.startRecording}
                isLoading={isStarting}
                onClick={() => startRecording('start')}
              />
            )}
            {canBlur && (
              // A toggle (aria-pressed), so not ButtonWithSpinner; same spinner while the blur starts.
              <button
                type="button"
                className="btn btn-outline-secondary button-with-spinner"
                title={isBlurOn ? QUESTION_TEXTS.removeBlur : QUESTION_TEXTS.applyBlur}
                aria-pressed={isBlurOn}
                aria-busy={isBlurStarting || undefined}
                disabled={isRecording || isStarting || isBlurStarting}
                onClick={() => setBlurOn((on) => !on)}
              >
                {isBlurStarting && <span className="button-with-spinner__spinner" aria-hidden="true" />}
                <span>{isBlurOn ? QUESTION_TEXTS.removeBlur : QUESTION_TEXTS.applyBlur}</span>
              </button>
            )}
          </div>

          <div
            className="answer-upload"
            // The server-confirmed chunk count: lets browser tests wait for media instead of sleeping.
            data-acknowledged={upload?.acknowledged ?? 0}
            data-produced={upload?.produced ?? 0}
          >
            <span aria-hidden="true">{uploadText?.visible}</span>
            <span className="visually-hidden" role="status" data-testid="upload-status">
              {uploadText?.announced}
            </span>
          </div>
        </div>
      </div>

      <p className="question-page__support">
        {QUESTION_TEXTS.needAssistance}{' '}
        {supportContact !== '' && <a href={`mailto:${supportContact}`}>{supportContact}</a>}
      </p>

      <MessageDialog
        id="connection-lost"
        show={isOfflineDialogOpen}
        title={DIALOG_TITLES.connectionLost}
        message={QUESTION_TEXTS.offline}
        onClose={() => setOfflineDialogOpen(false)}
      />
      <MessageDialog
        id="silence"
        show={silence.silent && !isOfflineDialogOpen}
        title={DIALOG_TITLES.silence}
        message={QUESTION_TEXTS.silenceWarning}
        onClose={silence.reset}
      />
      <MessageDialog
        id="answer-error"
        show={dialog?.isOpen === true && !isOfflineDialogOpen}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        onClose={() => setDialogState((current) => current && { ...current, isOpen: false })}
      />
    </section>
  );
}
