import { useCallback, useEffect, useRef, useState } from 'react';
import { logClientError } from '../api/applicant-api';
import { startAnswerRecorder, type AnswerRecorder } from '../recording/answer-recorder';
import { createIndexedDbChunkStore } from '../recording/indexeddb-chunk-store';
import type { RecordingChannel } from '../recording/recording-channel';
import { createIndexedDbTakeJournal } from '../recording/take-journal';
import { APPLICANT_MESSAGES } from '../../../shared/i18n/applicant-i18n';
import type { DialogContent } from './answer-dialogs';
import { SPEC_ANSWER_LIMITS, shouldAutoStop, type AnswerLimits, type AnswerPhase } from './answer-machine';
import { startCountIn, type CountIn } from './count-in';
import { openTakeMedia } from './take-media';
import { createTakeJournalWriter } from './take-journal-writer';
import { handleOpenRefusal } from './take-refusal-handler';
import {
  createTakeChannel,
  type TakeConnection,
  type TakeInterview,
  type TakeMedia,
  type TakeNavigation,
} from './take-ports';
import type { TakeStorage } from './take-recovery';
import { DIALOG_TITLES } from './texts';
import type { InterviewQuestion } from './use-interview-session';
import { useDeviceLoss } from './use-device-loss';
import { useTakeState } from './use-take-state';
import { useTakeRecovery } from './use-take-recovery';
import { useTakeSubmit } from './use-take-submit';

const COMPONENT = 'QuestionPage';

export type AnswerTakeOptions = {
  interview: TakeInterview;
  /** This applicant's answer time and tries; the spec's when omitted. */
  limits?: AnswerLimits;
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
  /** Where takes are kept until submitted (IndexedDB by default; tests pass memory). */
  storage?: TakeStorage;
  /** The count-in before each take (3 s; tests shorten it). */
  countInSeconds?: number;
};

/**
 * One take of the question on screen (spec §4 "Per question"): the recording channel and MediaRecorder
 * behind Start, Stop, Rerecord and Submit, the 3-2-1 count-in, the answer-time limit, the server's
 * refusals, a device that goes away mid-take, and the take a reload interrupted. A new question starts
 * from a fresh take with the server's count of tries.
 */
export function useAnswerTake(options: AnswerTakeOptions) {
  const { interview, question, questionIndex, totalQuestions, isOnline, media, navigation } = options;
  const { showDialog, showOffline, onStarting } = options;
  const { kind, applicantGuid } = interview;
  const limits = options.limits ?? SPEC_ANSWER_LIMITS;
  const state = useTakeState(question, limits);
  const { answer, dispatch, replaceTake, setUpload, setStartedBy, setCountIn } = state;
  const channelRef = useRef<RecordingChannel | undefined>(undefined);
  const recorderRef = useRef<AnswerRecorder | undefined>(undefined);
  const countInRef = useRef<CountIn | undefined>(undefined);
  const phaseRef = useRef<AnswerPhase>(answer.phase);
  const elapsedRef = useRef(0);
  /** The take's level bars, kept so the greyed waveform after the stop shows the take just recorded. */
  const levelHistory = useRef<number[]>([]);

  useEffect(() => {
    phaseRef.current = answer.phase;
    elapsedRef.current = answer.elapsedSeconds;
  }, [answer.phase, answer.elapsedSeconds]);

  // Opened once with the screen: IndexedDB, or what a test passes.
  const [storage] = useState<TakeStorage>(
    () => options.storage ?? { store: createIndexedDbChunkStore(), journal: createIndexedDbTakeJournal() },
  );
  const [journal] = useState(() => createTakeJournalWriter(storage.journal));

  const recovery = useTakeRecovery({
    storage,
    applicantGuid,
    questionId: question?.questionId,
    onFound: (take) => {
      levelHistory.current = [];
      replaceTake(URL.createObjectURL(take.blob));
      dispatch({ type: 'takeRecovered', elapsedSeconds: take.record.elapsedSeconds });
    },
  });

  const closeChannel = useCallback(() => {
    channelRef.current?.close();
    channelRef.current = undefined;
  }, []);

  const releaseTake = useCallback(() => {
    const recorder = recorderRef.current;
    recorderRef.current = undefined;
    void recorder?.stop();
    countInRef.current?.cancel();
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

  const takePendingError = useDeviceLoss({ media, phaseRef, applicantGuid, abandonTake });

  // A reconnection waiting for its backoff retries at once when the network is back.
  useEffect(() => {
    if (isOnline) channelRef.current?.reconnectNow();
  }, [isOnline]);

  // The recorder and the channel go when the page does.
  useEffect(() => releaseTake, [releaseTake]);

  const refusalOptions = {
    navigation,
    showDialog,
    onNoMoreAttempts: () => dispatch({ type: 'questionStarted', triesLeft: 0 }),
  };

  /** The take's channel; `isResuming`: a failed resume is reported by its own rejection, not here. */
  function newChannel(target: InterviewQuestion, isResuming = false) {
    const channel = createTakeChannel({
      interview,
      question: target,
      questionIndex,
      totalQuestions,
      connection: options.connection,
      store: storage.store,
      onState: (upload) => {
        if (channelRef.current === channel) setUpload(upload);
      },
      onFatalError: (error) => {
        if (channelRef.current !== channel || isResuming) return;
        abandonTake(DIALOG_TITLES.recordingError, error.message);
      },
    });
    channelRef.current = channel;
    return channel;
  }

  /** Stream, channel and the server's new attempt, while the count-in runs; undefined when it failed. */
  async function prepare(target: InterviewQuestion) {
    const recordStream = await openTakeMedia({ kind, media, applicantGuid, showDialog });
    if (!recordStream) return undefined;
    const channel = newChannel(target);
    try {
      const opened = await channel.open();
      return { channel, recordStream, opened };
    } catch (error) {
      channel.close();
      if (channelRef.current === channel) channelRef.current = undefined;
      handleOpenRefusal(error, refusalOptions);
      return undefined;
    }
  }

  async function start(source: 'start' | 'rerecord') {
    if (!question) return;
    if (!isOnline) return showOffline();
    const pendingError = takePendingError();
    if (pendingError !== undefined) {
      showDialog({ title: DIALOG_TITLES.recordingError, message: pendingError });
      return;
    }
    if (answer.triesLeft <= 0) {
      showDialog({ title: DIALOG_TITLES.recordingError, message: APPLICANT_MESSAGES.noMoreAttempts });
      return;
    }
    setStartedBy(source);
    dispatch({ type: 'startRequested' });
    onStarting?.();
    replaceTake(undefined);
    closeChannel();
    setUpload(undefined);
    recovery.forget();
    journal.reset();
    const countIn = startCountIn(setCountIn, options.countInSeconds);
    countInRef.current = countIn;

    const prepared = await prepare(question);
    if (!prepared) {
      countIn.cancel();
      dispatch({ type: 'startFailed' });
      return;
    }
    const { channel, recordStream, opened } = prepared;
    // Called off meanwhile (device removed, page left): the abandoning side has reported it.
    if (!(await countIn.done) || channelRef.current !== channel) {
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
          void logClientError(COMPONENT, APPLICANT_MESSAGES.recordingFailed, String(error), applicantGuid);
          abandonTake(DIALOG_TITLES.recordingError, APPLICANT_MESSAGES.recordingFailed);
        },
      );
    } catch (error) {
      channel.close();
      channelRef.current = undefined;
      dispatch({ type: 'startFailed' });
      void logClientError(COMPONENT, APPLICANT_MESSAGES.recordingFailed, String(error), applicantGuid);
      showDialog({ title: DIALOG_TITLES.recordingError, message: APPLICANT_MESSAGES.recordingFailed });
      return;
    }
    levelHistory.current = [];
    dispatch({ type: 'recordingStarted', at: Date.now(), serverTriesLeft: opened.attemptsLeft });
    journal.started({
      applicantGuid,
      questionId: question.questionId,
      recordingId: opened.recordingId,
      kind,
      mimeType: recorderRef.current.mimeType,
    });
  }

  const stop = useCallback(
    async (isTimeUp = false) => {
      const recorder = recorderRef.current;
      if (!recorder) return;
      dispatch({ type: 'stopRequested' });
      const take = await recorder.stop();
      if (recorderRef.current !== recorder) return;
      recorderRef.current = undefined;
      replaceTake(URL.createObjectURL(take));
      dispatch({ type: 'stopped', isTimeUp });
      // The journal learns the whole take once its last chunk is stored, for a reload to offer it back.
      const channel = channelRef.current;
      if (channel) await journal.stopped(channel, elapsedRef.current);
    },
    [dispatch, replaceTake, journal],
  );

  // The recording stops by itself, once, at this applicant's answer time (spec §4: 120 s).
  const isDue = shouldAutoStop(answer);
  useEffect(() => {
    if (isDue) void stop(true);
  }, [isDue, stop]);

  const { submit, isWaitingForConnection } = useTakeSubmit({
    question,
    answer,
    dispatch,
    isOnline,
    applicantGuid,
    channelRef,
    newChannel,
    recoveredRecordRef: recovery.record,
    storage,
    navigation,
    showDialog,
    refusalOptions,
    onTakeLost: () => replaceTake(undefined),
  });

  return {
    ...state,
    levelHistory,
    recoveryStatus: recovery.status,
    start,
    stop: () => stop(false),
    submit,
    /** Submit was pressed offline: the take goes as soon as the connection is back. */
    isSubmitWaiting: isWaitingForConnection,
  };
}
