import { pickMimeType } from '../recording/answer-recorder';
import type { ChannelError } from '../recording/channel-error';
import type { SocketFactory } from '../recording/channel-socket';
import type { ChunkStore } from '../recording/chunk-store';
import { RecordingChannel, channelUrl, type UploadState } from '../recording/recording-channel';
import type { MediaKinds } from '../hooks/device-messages';
import type { InterviewQuestion, LoadedInterview } from './use-interview-session';

/* What a take works with outside itself: the camera and microphone, where the applicant goes next, and
 * the channel to the server. */

/** The camera and microphone a take records from (useAnswerMedia). */
export interface TakeMedia {
  /** The live stream, opened on demand. */
  openStream: () => Promise<MediaStream>;
  /** What is recorded of that stream: the blurred picture when blur is on. */
  recordingStream: (stream: MediaStream) => Promise<MediaStream>;
  /** Tells `listener` when a device in use goes away; returns the unsubscribe. */
  subscribeDeviceLost: (listener: (lost: MediaKinds) => void) => () => void;
}

/** Where the applicant goes after a take (useQuestionOrder). */
export interface TakeNavigation {
  completeQuestion: () => void;
  finishInterview: () => void;
  leaveCompletedInterview: () => void;
  /** The deadline has passed: to the "expired" page. */
  leaveExpiredInterview: () => void;
  /** Back to onboarding, where the applicant gives the consent the server says is missing. */
  backToOnboarding: () => void;
}

/** Where a take's channel connects: the page's host by default; tests point it at their own server. */
export type TakeConnection = { url: string; createSocket?: SocketFactory };

export type TakeInterview = Pick<LoadedInterview, 'applicantGuid' | 'interviewId' | 'companyId' | 'kind'>;

type TakeChannelOptions = {
  interview: TakeInterview;
  question: InterviewQuestion;
  questionIndex: number;
  totalQuestions: number;
  connection: TakeConnection | undefined;
  store: ChunkStore;
  onState: (state: UploadState) => void;
  onFatalError: (error: ChannelError) => void;
};

/** The channel of one take, with the stream metadata (spec §3) the server files the answer under. */
export function createTakeChannel({
  interview,
  question,
  questionIndex,
  totalQuestions,
  connection,
  store,
  onState,
  onFatalError,
}: TakeChannelOptions): RecordingChannel {
  return new RecordingChannel({
    url: connection?.url ?? channelUrl(interview.kind, window.location),
    createSocket: connection?.createSocket,
    metadata: {
      applicantGuid: interview.applicantGuid,
      questionId: question.questionId,
      questionText: question.questionText,
      isLastQuestion: questionIndex === totalQuestions - 1,
      totalQuestions,
      s3MetaData: {
        interviewId: interview.interviewId,
        dateInterviewed: new Date().toISOString(),
        companyId: interview.companyId,
      },
      mimeType: pickMimeType(interview.kind),
    },
    store,
    // Kept until the take is submitted or replaced: a reload offers the take back from these chunks.
    keepAcknowledged: true,
    onState,
    onFatalError,
  });
}
