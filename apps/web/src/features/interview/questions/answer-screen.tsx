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
import { QuestionClipControls } from './question-clip-controls';
import { RecordingMeter } from './recording-meter';
import { thinkTimeApplies } from './think-time';
import { DIALOG_TITLES, QUESTION_TEXTS, questionCounter, triesLabel } from './texts';
import { uploadTexts } from './upload-status';
import { useAnswerMedia } from './use-answer-media';
import { useAnswerTake } from './use-answer-take';
import { useAudioLevelReader } from './use-audio-level-reader';
import type { LoadedInterview } from './use-interview-session';
import { useQuestionClip } from './use-question-clip';
import { useQuestionOrder } from './use-question-order';
import { useThinkTime } from './use-think-time';

/**
 * The question screen once the interview is loaded (spec §2 "Question screen", §4 "Per question"). Each
 * hook owns one thing: which question is on screen (useQuestionOrder), the camera and microphone
 * (useAnswerMedia), the take being recorded (useAnswerTake), the think time (useThinkTime) and the
 * dialogs (useAnswerDialogs); this component puts them together.
 */
export function AnswerScreen({
  interview,
  routeKind,
}: {
  interview: LoadedInterview;
  routeKind: AnswerKind;
}) {
  const { kind, limits } = interview;
  const { config } = usePublicConfig();
  const { isOnline } = useConnectivity();
  const isTouch = useCoarsePointer();
  const order = useQuestionOrder(interview);
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
  const readLevel = useAudioLevelReader(media.stream);
  const silence = useSilenceWarning({ readLevel, isActive: answer.phase === 'recording' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(index);

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
        <div className="question-card__question">
          <p className="question-card__text">&ldquo;{question.questionText}&rdquo;</p>
          {clip.hasClip && (
            <QuestionClipControls
              isMuted={clip.isMuted}
              onReplay={clip.replay}
              onToggleMute={clip.toggleMute}
            />
          )}
        </div>
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
