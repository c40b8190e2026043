import { useCallback, useEffect, useState, type RefObject } from 'react';
import { logClientError } from '../api/applicant-api';
import { deviceDisconnectedMessage, type MediaKinds } from '../hooks/device-messages';
import type { AnswerPhase } from './answer-machine';
import type { TakeMedia } from './take-ports';
import { DIALOG_TITLES, QUESTION_TEXTS } from './texts';

/**
 * Spec §4 "Devices": a device removed during a take ends it with the Device Error dialog, and the next
 * Start reports it first (spec §5: recording cannot start while a device error is pending).
 */
export function useDeviceLoss(options: {
  media: TakeMedia;
  phaseRef: RefObject<AnswerPhase>;
  applicantGuid: string;
  abandonTake: (title: string, message: string) => void;
}) {
  const { media, phaseRef, applicantGuid, abandonTake } = options;
  const [pendingError, setPendingError] = useState<string | undefined>(undefined);

  const loseDevice = useCallback(
    (lost: MediaKinds) => {
      const phase = phaseRef.current;
      if (phase !== 'recording' && phase !== 'stopping' && phase !== 'starting') return;
      const message = deviceDisconnectedMessage(lost);
      setPendingError(message);
      if (lost.audio)
        void logClientError('QuestionPage', QUESTION_TEXTS.invalidAudioDevice, message, applicantGuid);
      abandonTake(DIALOG_TITLES.deviceError, message);
    },
    [abandonTake, applicantGuid, phaseRef],
  );
  const { subscribeDeviceLost } = media;
  useEffect(() => subscribeDeviceLost(loseDevice), [subscribeDeviceLost, loseDevice]);

  /** The pending error's message, once (it is cleared as it is reported); undefined when none. */
  const takePendingError = useCallback((): string | undefined => {
    if (pendingError === undefined) return undefined;
    setPendingError(undefined);
    return pendingError || QUESTION_TEXTS.checkMicrophone;
  }, [pendingError]);

  return takePendingError;
}
