import { useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../../shared/api/public-config';
import { JobCard } from '../components/job-card';
import { useConnectivity } from '../hooks/use-connectivity';
import { useSilenceWarning } from '../hooks/use-silence-warning';
import type { AnswerKind } from '../recording/recording-channel';
import { AnswerArea } from './answer-area';
import { AnswerControls } from './answer-controls';
import { AnswerDialogs, useAnswerDialogs } from './answer-dialogs';
import { triesLabel } from './answer-machine';
import { DIALOG_TITLES, QUESTION_TEXTS, questionCounter } from './texts';
import { uploadTexts } from './upload-status';
import { useAnswerMedia } from './use-answer-media';
import { useAnswerTake } from './use-answer-take';
import { useAudioLevelReader } from './use-audio-level-reader';
import type { LoadedInterview } from './use-interview-session';
import { useQuestionClip } from './use-question-clip';
import { useQuestionOrder } from './use-question-order';

/**
 * The question screen once the interview is loaded (spec §2 "Question screen", §4 "Per question"). Each
 * hook owns one thing: which question is on screen (useQuestionOrder), the camera and microphone
 * (useAnswerMedia), the take being recorded (useAnswerTake) and the dialogs (useAnswerDialogs); this
 * component puts them together.
 */
export function AnswerScreen({
  interview,
  routeKind,
}: {
  interview: LoadedInterview;
  routeKind: AnswerKind;
}) {
  const kind = interview.kind;
  const { config } = usePublicConfig();
  const { isOnline } = useConnectivity();
  const order = useQuestionOrder(interview);
  const { index, question, total } = order;
  const dialogs = useAnswerDialogs(isOnline);
  const [isBlurOn, setBlurOn] = useState(interview.isBlurEnabled);
  const media = useAnswerMedia({
    kind,
    audioDeviceId: interview.audioDeviceId,
    cameraDeviceId: interview.cameraDeviceId,
    isBlurOn,
  });
  const stopClip = useQuestionClip(interview.ttsAudio[index], interview.applicantGuid);
  const take = useAnswerTake({
    interview,
    question,
    questionIndex: index,
    totalQuestions: total,
    isOnline,
    media: media.take,
    navigation: order,
    showDialog: dialogs.showDialog,
    showOffline: dialogs.showOffline,
    onStarting: stopClip,
  });
  const { answer, upload } = take;
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

          <AnswerArea
            kind={kind}
            answer={answer}
            stream={stream}
            blurCanvas={isBlurOn ? blur.canvas : null}
            takeUrl={take.takeUrl}
            readLevel={readLevel}
            levelHistory={take.levelHistory}
            onPlaybackError={(message) => dialogs.showDialog({ title: DIALOG_TITLES.error, message })}
          />

          <AnswerControls
            answer={answer}
            startedBy={take.startedBy}
            canBlur={canBlur}
            isBlurOn={isBlurOn}
            isBlurStarting={isBlurOn && blur.checking}
            onStart={take.start}
            onStop={take.stop}
            onSubmit={take.submit}
            onToggleBlur={() => setBlurOn((on) => !on)}
          />

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

      <AnswerDialogs dialogs={dialogs} silence={silence} />
    </section>
  );
}
