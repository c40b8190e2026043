import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../../shared/api/public-config';
import { JobCard } from '../components/job-card';
import { useCoarsePointer } from '../hooks/use-coarse-pointer';
import { useConnectivity } from '../hooks/use-connectivity';
import { useSilenceWarning } from '../hooks/use-silence-warning';
import type { AnswerKind } from '../recording/recording-channel';
import { AnswerArea } from './answer-area';
import { AnswerControls } from './answer-controls';
import { AnswerDialogs, useAnswerDialogs } from './answer-dialogs';
import { maxLengthNote } from './answer-time';
import { QuestionPrompt } from './question-prompt';
import { RecordingMeter } from './recording-meter';
import { thinkTimeApplies } from './think-time';
import { DIALOG_TITLES, QUESTION_TEXTS, questionCounter, triesLabel } from './texts';
import { uploadTexts } from './upload-status';
import { useAnswerMedia } from './use-answer-media';
import { useAnswerTake } from './use-answer-take';
import { useAudioLevelReader } from './use-audio-level-reader';
import type { LoadedInterview } from './use-interview-session';
import { useQuestionClip } from './use-question-clip';
import type { QuestionOrder } from './use-question-order';
import { useSaveAnswer } from './use-save-answer';
import { useThinkTime } from './use-think-time';
import './typed-answer.css';

/**
 * The question screen once the interview is loaded (spec §2 "Question screen", §4 "Per question"). Each
 * hook owns one thing: which question is on screen (useQuestionOrder, held by QuestionFlow), the camera and microphone
 * (useAnswerMedia), the take being recorded (useAnswerTake), the think time (useThinkTime) and the
 * dialogs (useAnswerDialogs); this component puts them together.
 */
export function AnswerScreen({
  interview,
  order,
  routeKind,
}: {
  interview: LoadedInterview;
  order: QuestionOrder;
  routeKind: AnswerKind;
}) {
  const { kind, limits } = interview;
  const { config } = usePublicConfig();
  const { isOnline } = useConnectivity();
  const isTouch = useCoarsePointer();
  const { index, question, total } = order;
  const dialogs = useAnswerDialogs(isOnline);
  const [isBlurOn, setBlurOn] = useState(interview.isBlurEnabled);
  const [isConfirmingRerecord, setConfirmingRerecord] = useState(false);
  const media = useAnswerMedia({
    kind,
    audioDeviceId: interview.audioDeviceId,
    cameraDeviceId: interview.cameraDeviceId,
    isBlurOn,
  });
  const clip = useQuestionClip(interview.ttsAudio[index], interview.applicantGuid);
  const take = useAnswerTake({
    interview,
    limits,
    question,
    questionIndex: index,
    totalQuestions: total,
    isOnline,
    media: media.take,
    navigation: order,
    showDialog: dialogs.showDialog,
    showOffline: dialogs.showOffline,
    onStarting: clip.stop,
  });
  const { answer, upload } = take;
  const think = useThinkTime({
    questionId: question?.questionId,
    isReady: take.recoveryStatus === 'done',
    thinkTimeSeconds: limits.thinkTimeSeconds,
    applies: () =>
      thinkTimeApplies({
        thinkTimeSeconds: limits.thinkTimeSeconds,
        attemptsLeft: answer.triesLeft,
        triesPerQuestion: limits.triesPerQuestion,
        hasTakeOnScreen: answer.hasRecording,
      }),
    onDone: () => void take.start('start'),
  });
  // An optional recorded question may be skipped (docs/questions.md) until a take exists.
  const skipping = useSaveAnswer({
    applicantGuid: interview.applicantGuid,
    questionId: question?.questionId ?? '',
    order,
  });
  const readLevel = useAudioLevelReader(media.stream);
  const silence = useSilenceWarning({ readLevel, isActive: answer.phase === 'recording' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Mounted for a question that follows one answered on the page: announced like any new question.
  const shownIndex = useRef(order.hasMoved ? -1 : index);

  // A new question is announced through its heading.
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    headingRef.current?.focus();
  }, [index]);

  if (!question) return null;

  const { stream, blur } = media;
  const uploadText = uploadTexts(upload, answer.phase);
  const canBlur = kind === 'video' && blur.supported && stream !== null && stream.getVideoTracks().length > 0;
  const supportContact = config?.supportContact ?? '';

  return (
    <section className="question-page" aria-labelledby="question-heading">
      <JobCard job={interview.job} loading={false} compact />

      <div className="question-card" data-kind={routeKind}>
        {!isOnline && (
          <div className="offline-banner" role="status">
            <strong>{QUESTION_TEXTS.offline}</strong> <span>{QUESTION_TEXTS.offlineBanner}</span>
            {take.isSubmitWaiting && (
              <span className="offline-banner__waiting">{QUESTION_TEXTS.submitWhenOnline}</span>
            )}
          </div>
        )}
        <div className="question-card__header">
          <h2 id="question-heading" className="question-card__counter" ref={headingRef} tabIndex={-1}>
            {questionCounter(index, total)}
          </h2>
          <div className="question-card__badges">
            {interview.isAudioOnly && <span className="answer-badge">{QUESTION_TEXTS.audioOnly}</span>}
            <span
              className={`answer-badge ${answer.triesLeft > 0 ? 'answer-badge--tries' : 'answer-badge--none'}`}
              data-testid="tries-badge"
            >
              {triesLabel(answer.triesLeft)}
            </span>
          </div>
        </div>
        {question.mediaFailure && (
          <p className="question-card__failure" role="status">
            {question.mediaFailure}
          </p>
        )}
        <QuestionPrompt text={question.questionText} clip={clip} />
        <p className="question-card__note">{maxLengthNote(limits.answerTimeSeconds)}</p>

        <AnswerArea
          kind={kind}
          answer={answer}
          stream={stream}
          blurCanvas={isBlurOn ? blur.canvas : null}
          takeUrl={take.takeUrl}
          readLevel={readLevel}
          levelHistory={take.levelHistory}
          countIn={take.countIn}
          thinkSecondsLeft={think.secondsLeft}
          idleHint={isTouch ? QUESTION_TEXTS.idleHintTouch : QUESTION_TEXTS.idleHint}
          onPlaybackError={(message) => dialogs.showDialog({ title: DIALOG_TITLES.error, message })}
        />

        <AnswerControls
          answer={answer}
          startedBy={take.startedBy}
          isThinking={think.secondsLeft !== undefined}
          isChecking={take.recoveryStatus === 'checking'}
          isSubmitWaiting={take.isSubmitWaiting}
          canBlur={canBlur}
          isBlurOn={isBlurOn}
          isBlurStarting={isBlurOn && blur.checking}
          onStart={() => {
            think.cancel();
            return take.start('start');
          }}
          onRerecord={() => {
            // Offline, Rerecord could not start anyway: say why first, not ask.
            if (isOnline) setConfirmingRerecord(true);
            else dialogs.showOffline();
          }}
          onStartNow={think.skip}
          onStop={take.stop}
          onSubmit={take.submit}
          onToggleBlur={() => setBlurOn((on) => !on)}
          skip={
            question.required || answer.hasRecording
              ? undefined
              : {
                  isSkipping: skipping.busy !== undefined,
                  onSkip: () => {
                    think.cancel();
                    return skipping.send({ skipped: true }, 'skip');
                  },
                }
          }
          meter={<RecordingMeter answer={answer} />}
          footer={
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
              {skipping.error !== undefined && (
                <p className="typed-answer__error" role="alert">
                  {skipping.error}
                </p>
              )}
            </div>
          }
        />
      </div>

      <p className="question-page__support">
        {QUESTION_TEXTS.needAssistance}{' '}
        {supportContact !== '' && <a href={`mailto:${supportContact}`}>{supportContact}</a>}
      </p>

      <AnswerDialogs
        dialogs={dialogs}
        silence={silence}
        isTakeUnderway={answer.phase !== 'idle' || answer.hasRecording}
        rerecordConfirm={{
          isOpen: isConfirmingRerecord,
          triesLeft: answer.triesLeft,
          onCancel: () => setConfirmingRerecord(false),
          onConfirm: () => {
            setConfirmingRerecord(false);
            void take.start('rerecord');
          },
        }}
      />
    </section>
  );
}
