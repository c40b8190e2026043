import { MESSAGES } from '@vi/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logClientError } from '../api/applicant-api';
import { deviceErrorMessage, deviceErrorTitle } from '../hooks/device-errors';
import { deviceDisconnectedMessage, type MediaKinds } from '../hooks/device-messages';
import { hasLiveAudio, startAnswerRecorder, type AnswerRecorder } from '../recording/answer-recorder';
import { ChannelError } from '../recording/channel-error';
import type { ChunkStore } from '../recording/chunk-store';
import { createIndexedDbChunkStore } from '../recording/indexeddb-chunk-store';
import type { RecordingChannel } from '../recording/recording-channel';
import type { DialogContent } from './answer-dialogs';
import { shouldAutoStop, type AnswerPhase } from './answer-machine';
import {
  createTakeChannel,
  type TakeConnection,
  type TakeInterview,
  type TakeMedia,
  type TakeNavigation,
} from './take-ports';
import { isTakeLost, startRefusalOf } from './take-refusals';
import { DIALOG_TITLES, QUESTION_TEXTS } from './texts';
import type { InterviewQuestion } from './use-interview-session';
import { useTakeState } from './use-take-state';

const COMPONENT = 'QuestionPage';

type AnswerTakeOptions = {
  interview: TakeInterview;
  question: InterviewQuestion | undefined;
  questionIndex: number;
  totalQuestions: number;
  isOnline: boolean;
  media: TakeMedia;
  navigation: TakeNavigation;
  showDialog: (content: DialogContent) => void;
  showOffline: () => void;
  /** Called as a take starts (the question's clip stops). */
  onStarting?: () => void;
  connection?: TakeConnection;
};

/**
 * One take of the question on screen (spec §4 "Per question"): the recording channel and MediaRecorder
 * behind Start, Stop, Rerecord and Submit, the 120 s limit, the server's refusals, and a device that goes
 * away mid-take. A new question starts from a fresh take with the server's count of tries.
 */
export function useAnswerTake(options: AnswerTakeOptions) {
  const { interview, question, questionIndex, totalQuestions, isOnline, media, navigation } = options;
  const { showDialog, showOffline, onStarting } = options;
  const { kind, applicantGuid } = interview;
  const { answer, dispatch, takeUrl, replaceTake, upload, setUpload, startedBy, setStartedBy } =
    useTakeState(question);
  const [pendingError, setPendingError] = useState<string | undefined>(undefined);
  const storeRef = useRef<ChunkStore | undefined>(undefined);
  const channelRef = useRef<RecordingChannel | undefined>(undefined);
  const recorderRef = useRef<AnswerRecorder | undefined>(undefined);
  const phaseRef = useRef<AnswerPhase>(answer.phase);
  /** The take's level bars, kept so the greyed waveform after the stop shows the take just recorded. */
  const levelHistory = useRef<number[]>([]);

  useEffect(() => {
    phaseRef.current = answer.phase;
  }, [answer.phase]);

  const chunkStore = useCallback((): ChunkStore => {
    storeRef.current ??= createIndexedDbChunkStore();
    return storeRef.current;
  }, []);

  const closeChannel = useCallback(() => {
    channelRef.current?.close();
    channelRef.current = undefined;
  }, []);

  const releaseTake = useCallback(() => {
    const recorder = recorderRef.current;
    recorderRef.current = undefined;
    void recorder?.stop();
    closeChannel();
  }, [closeChannel]);

  /** The take ends without a usable recording (device gone, server refused it mid-stream). */
  const abandonTake = useCallback(
    (title: string, message: string) => {
      releaseTake();
      setUpload(undefined);
      replaceTake(undefined);
      // Each only acts in its own phases: a take being started is called off, a running one is lost.
      dispatch({ type: 'startFailed' });
      dispatch({ type: 'recordingLost' });
      showDialog({ title, message });
    },
    [releaseTake, dispatch, replaceTake, setUpload, showDialog],
  );

  const loseDevice = useCallback(
    (lost: MediaKinds) => {
      const phase = phaseRef.current;
      if (phase !== 'recording' && phase !== 'stopping' && phase !== 'starting') return;
      const message = deviceDisconnectedMessage(lost);
      setPendingError(message);
      if (lost.audio)
        void logClientError(COMPONENT, QUESTION_TEXTS.invalidAudioDevice, message, applicantGuid);
      abandonTake(DIALOG_TITLES.deviceError, message);
    },
    [abandonTake, applicantGuid],
  );
  const { subscribeDeviceLost } = media;
  useEffect(() => subscribeDeviceLost(loseDevice), [subscribeDeviceLost, loseDevice]);

  // Spec §4: the local recording store is emptied at question start.
  useEffect(() => {
    void chunkStore()
      .clear()
      .catch(() => undefined);
  }, [questionIndex, chunkStore]);

  // A reconnection waiting for its backoff retries at once when the network is back.
  useEffect(() => {
    if (isOnline) channelRef.current?.reconnectNow();
  }, [isOnline]);

  // The recorder and the channel go when the page does.
  useEffect(() => releaseTake, [releaseTake]);

  function handleStartRefusal(error: unknown) {
    if (!(error instanceof ChannelError)) {
      showDialog({ title: DIALOG_TITLES.recordingError, message: MESSAGES.connectionError });
      return;
    }
    switch (startRefusalOf(error.code)) {
      case 'leaveCompletedInterview':
        navigation.leaveCompletedInterview();
        return;
      case 'nextQuestion':
        navigation.completeQuestion();
        return;
      case 'noMoreAttempts':
        dispatch({ type: 'questionStarted', triesLeft: 0 });
        showDialog({ title: DIALOG_TITLES.recordingError, message: MESSAGES.noMoreAttempts });
        return;
      case 'showMessage':
        showDialog({ title: DIALOG_TITLES.recordingError, message: error.message });
        return;
    }
  }

  async function start(source: 'start' | 'rerecord') {
    if (!question) return;
    if (!isOnline) {
      showOffline();
      return;
    }
    if (pendingError !== undefined) {
      showDialog({
        title: DIALOG_TITLES.recordingError,
        message: pendingError || QUESTION_TEXTS.checkMicrophone,
      });
      setPendingError(undefined);
      return;
    }
    if (answer.triesLeft <= 0) {
      showDialog({ title: DIALOG_TITLES.recordingError, message: MESSAGES.noMoreAttempts });
      return;
    }
    setStartedBy(source);
    dispatch({ type: 'startRequested' });
    onStarting?.();
    replaceTake(undefined);
    closeChannel();
    setUpload(undefined);

    const requested: MediaKinds = { audio: true, video: kind === 'video' };
    let stream: MediaStream;
    try {
      stream = await media.openStream();
    } catch (error) {
      dispatch({ type: 'startFailed' });
      showDialog({ title: deviceErrorTitle(requested), message: deviceErrorMessage(error, requested) });
      return;
    }
    if (!hasLiveAudio(stream)) {
      // Spec §5: an invalid audio device means recording silently does not start.
      dispatch({ type: 'startFailed' });
      void logClientError(COMPONENT, QUESTION_TEXTS.invalidAudioDevice, undefined, applicantGuid);
      return;
    }
    const recordStream = await media.recordingStream(stream);

    const channel = createTakeChannel({
      interview,
      question,
      questionIndex,
      totalQuestions,
      connection: options.connection,
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
          void logClientError(COMPONENT, MESSAGES.recordingFailed, String(error), applicantGuid);
          abandonTake(DIALOG_TITLES.recordingError, MESSAGES.recordingFailed);
        },
      );
    } catch (error) {
      channel.close();
      channelRef.current = undefined;
      dispatch({ type: 'startFailed' });
      void logClientError(COMPONENT, MESSAGES.recordingFailed, String(error), applicantGuid);
      showDialog({ title: DIALOG_TITLES.recordingError, message: MESSAGES.recordingFailed });
      return;
    }
    levelHistory.current = [];
    dispatch({ type: 'recordingStarted', at: Date.now(), serverTriesLeft: opened.attemptsLeft });
  }

  const stop = useCallback(async () => {
    const recorder = recorderRef.current;
    if (!recorder) return;
    dispatch({ type: 'stopRequested' });
    const take = await recorder.stop();
    if (recorderRef.current !== recorder) return;
    recorderRef.current = undefined;
    replaceTake(URL.createObjectURL(take));
    dispatch({ type: 'stopped' });
  }, [dispatch, replaceTake]);

  // Spec §4: the recording stops by itself, once, at 120 s.
  const isDue = shouldAutoStop(answer);
  useEffect(() => {
    if (isDue) void stop();
  }, [isDue, stop]);

  async function submit() {
    if (!question) return;
    if (!isOnline) {
      showOffline();
      return;
    }
    const channel = channelRef.current;
    if (!answer.hasRecording || !channel) {
      void logClientError(COMPONENT, QUESTION_TEXTS.cannotSubmitNoRecording, undefined, applicantGuid);
      return;
    }
    dispatch({ type: 'submitRequested' });
    try {
      const { answerSubmitted } = await channel.submit();
      channel.close();
      if (channelRef.current === channel) channelRef.current = undefined;
      if (answerSubmitted.interviewStatus === 'Completed') navigation.finishInterview();
      else navigation.completeQuestion();
    } catch (error) {
      const code = error instanceof ChannelError ? error.code : undefined;
      const isLost = isTakeLost(code);
      dispatch({ type: 'submitFailed', isTakeLost: isLost });
      if (isLost) {
        replaceTake(undefined);
        channel.close();
        channelRef.current = undefined;
      }
      void logClientError(COMPONENT, MESSAGES.submitFailed, String(error), applicantGuid);
      // A refusal carries the server's words; a time-out or a lost connection gets the spec's text.
      const message =
        error instanceof ChannelError && code !== undefined ? error.message : MESSAGES.submitFailed;
      showDialog({ title: DIALOG_TITLES.recordingError, message });
    }
  }

  return { answer, takeUrl, upload, startedBy, levelHistory, start, stop, submit };
}
