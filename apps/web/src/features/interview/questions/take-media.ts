import { logClientError } from '../api/applicant-api';
import { deviceErrorMessage, deviceErrorTitle } from '../hooks/device-errors';
import type { MediaKinds } from '../hooks/device-messages';
import { hasLiveAudio } from '../recording/answer-recorder';
import type { AnswerKind } from '../recording/recording-channel';
import type { DialogContent } from './answer-dialogs';
import type { TakeMedia } from './take-ports';
import { QUESTION_TEXTS } from './texts';

/**
 * What a take records: the live stream (the device error dialog when it cannot be had) and, with blur
 * on, the blurred picture. Undefined when the take cannot start; spec §5: an invalid audio device means
 * recording silently does not start (it is only logged).
 */
export async function openTakeMedia(options: {
  kind: AnswerKind;
  media: TakeMedia;
  applicantGuid: string;
  showDialog: (content: DialogContent) => void;
}): Promise<MediaStream | undefined> {
  const { kind, media, applicantGuid, showDialog } = options;
  const requested: MediaKinds = { audio: true, video: kind === 'video' };
  let stream: MediaStream;
  try {
    stream = await media.openStream();
  } catch (error) {
    showDialog({ title: deviceErrorTitle(requested), message: deviceErrorMessage(error, requested) });
    return undefined;
  }
  if (!hasLiveAudio(stream)) {
    void logClientError('QuestionPage', QUESTION_TEXTS.invalidAudioDevice, undefined, applicantGuid);
    return undefined;
  }
  return media.recordingStream(stream);
}
