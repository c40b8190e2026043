import { useEffect, useRef, useState, type ActionDispatch, type RefObject } from 'react';
import { logClientError } from '../api/applicant-api';
import { CHUNK_MISSING, ChannelError, type ChannelErrorCode } from '../recording/channel-error';
import type { RecordingChannel } from '../recording/recording-channel';
import type { TakeRecord } from '../recording/take-journal';
import { APPLICANT_MESSAGES } from '../../../shared/i18n/applicant-i18n';
import type { DialogContent } from './answer-dialogs';
import type { AnswerAction, AnswerState } from './answer-machine';
import { handleOpenRefusal } from './take-refusal-handler';
import type { TakeNavigation } from './take-ports';
import type { TakeStorage } from './take-recovery';
import { isTakeLost } from './take-refusals';
import { DIALOG_TITLES, QUESTION_TEXTS } from './texts';
import type { InterviewQuestion } from './use-interview-session';

const COMPONENT = 'QuestionPage';

/** A recovered take the server no longer holds (resume window passed, replaced, or chunks gone here). */
function isUnrecoverable(code: ChannelErrorCode | undefined): boolean {
  return code === 'RESUME_UNAVAILABLE' || code === 'SUPERSEDED' || code === CHUNK_MISSING;
}

type TakeSubmitOptions = {
  question: InterviewQuestion | undefined;
  answer: AnswerState;
  dispatch: ActionDispatch<[AnswerAction]>;
  isOnline: boolean;
  applicantGuid: string;
  channelRef: RefObject<RecordingChannel | undefined>;
  newChannel: (question: InterviewQuestion, isResuming: boolean) => RecordingChannel;
  /** The journal entry of a take found after a reload, which has no channel yet. */
  recoveredRecordRef: RefObject<TakeRecord | undefined>;
  storage: TakeStorage;
  navigation: TakeNavigation;
  showDialog: (content: DialogContent) => void;
  refusalOptions: Parameters<typeof handleOpenRefusal>[1];
  onTakeLost: () => void;
};

/**
 * Submit (spec §4): process_recording on the take's channel, then the next question or the success
 * screen; a failed submit leaves the applicant on the question. A take recovered after a reload is first
 * resumed on a new connection (which uses no try), and its missing chunks resent from this device.
 * Offline, Submit is not sent (spec §5) but waits: it goes through by itself once the connection is back,
 * unless the take on screen changed meanwhile (`isWaitingForConnection` says it waits).
 */
export function useTakeSubmit(options: TakeSubmitOptions) {
  const { question, answer, dispatch, isOnline, applicantGuid, channelRef, recoveredRecordRef } = options;
  const { navigation, showDialog, storage } = options;
  /** The question whose take waits for the connection to be submitted. */
  const [waitingFor, setWaitingFor] = useState<string | undefined>(undefined);
  const isWaitingForConnection =
    waitingFor !== undefined && waitingFor === question?.questionId && answer.phase === 'stopped';
  const submitRef = useRef<() => Promise<void>>(() => Promise.resolve());

  function forgetTake() {
    recoveredRecordRef.current = undefined;
    const { store, journal } = storage;
    void Promise.all([store.clear(), journal.clear()]).catch(() => undefined);
  }

  function closeChannel(channel: RecordingChannel) {
    channel.close();
    if (channelRef.current === channel) channelRef.current = undefined;
  }

  async function resumeRecovered(target: InterviewQuestion, recovered: TakeRecord) {
    const channel = options.newChannel(target, true);
    try {
      await channel.resume(recovered.recordingId, recovered.chunks);
      return channel;
    } catch (error) {
      closeChannel(channel);
      const code = error instanceof ChannelError ? error.code : undefined;
      if (isUnrecoverable(code)) {
        dispatch({ type: 'submitFailed', isTakeLost: true });
        options.onTakeLost();
        forgetTake();
        showDialog({ title: DIALOG_TITLES.recordingError, message: QUESTION_TEXTS.recoveryFailed });
      } else {
        dispatch({ type: 'submitFailed' });
        handleOpenRefusal(error, options.refusalOptions);
      }
      return undefined;
    }
  }

  async function submit() {
    if (!question) return;
    if (!isOnline) {
      setWaitingFor(question.questionId);
      return;
    }
    setWaitingFor(undefined);
    const recovered = recoveredRecordRef.current;
    let channel = channelRef.current;
    if (!answer.hasRecording || (!channel && !recovered)) {
      void logClientError(COMPONENT, QUESTION_TEXTS.cannotSubmitNoRecording, undefined, applicantGuid);
      return;
    }
    dispatch({ type: 'submitRequested' });
    if (!channel && recovered) {
      channel = await resumeRecovered(question, recovered);
      if (!channel) return;
    }
    if (!channel) return;
    try {
      const { answerSubmitted } = await channel.submit();
      closeChannel(channel);
      forgetTake();
      if (answerSubmitted.interviewStatus === 'Completed') navigation.finishInterview();
      else navigation.completeQuestion();
    } catch (error) {
      const code = error instanceof ChannelError ? error.code : undefined;
      const isLost = isTakeLost(code);
      dispatch({ type: 'submitFailed', isTakeLost: isLost });
      if (isLost) {
        options.onTakeLost();
        closeChannel(channel);
        forgetTake();
      }
      void logClientError(COMPONENT, APPLICANT_MESSAGES.submitFailed, String(error), applicantGuid);
      // A refusal carries the server's words; a time-out or a lost connection gets the spec's text.
      const message =
        error instanceof ChannelError && code !== undefined ? error.message : APPLICANT_MESSAGES.submitFailed;
      showDialog({ title: DIALOG_TITLES.recordingError, message });
    }
  }

  useEffect(() => {
    submitRef.current = submit;
  });
  // Back online with a take waiting: it is sent now, as if Submit were pressed again.
  useEffect(() => {
    if (isWaitingForConnection && isOnline) void submitRef.current();
  }, [isWaitingForConnection, isOnline]);

  return { submit, isWaitingForConnection };
}
