import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonWithSpinner } from '../../../shared/ui/button-with-spinner';
import { JobCard } from '../components/job-card';
import type { PracticeSetup } from './load-practice';
import { PracticeStage } from './practice-stage';
import { PRACTICE_TEXTS as T, answerTimeNote, formatClock } from './texts';
import { usePracticeMedia } from './use-practice-media';
import { usePracticeTake, type PracticePhase } from './use-practice-take';

function statusText(phase: PracticePhase, countIn: number | undefined): string {
  if (countIn !== undefined) return `${T.countInAnnounced} ${countIn}`;
  switch (phase) {
    case 'recording':
    case 'stopping':
      return T.recordingNow;
    case 'recorded':
      return T.takeReady;
    case 'idle':
    case 'starting':
      return '';
  }
}

/**
 * The practice question (docs/decisions/0015-interview-settings-and-accommodations.md): record, play back and try again as often as wanted, all in the
 * browser; "Start the interview" releases the camera and microphone and opens the first real question.
 */
export function PracticeScreen({ setup }: { setup: PracticeSetup }) {
  const { kind, answerTimeSeconds } = setup;
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(undefined);
  const media = usePracticeMedia(setup);
  const take = usePracticeTake({
    kind,
    answerTimeSeconds,
    recordingStream: media.recordingStream,
    onError: setError,
  });
  const { phase } = take;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousPhase = useRef<PracticePhase>(phase);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // The pressed control is replaced by the next one; focus follows so keyboard users keep their place.
  useEffect(() => {
    const previous = previousPhase.current;
    previousPhase.current = phase;
    if (previous === phase) return;
    if (phase === 'recording') document.getElementById('practice-stop')?.focus();
    if (phase === 'recorded' && previous === 'stopping') document.getElementById('practice-retry')?.focus();
  }, [phase]);

  function startInterview() {
    take.discard();
    media.release();
    void navigate(setup.questionRoute, { replace: true });
  }

  const isRecording = phase === 'recording' || phase === 'stopping';
  const shownError = error ?? media.error;

  return (
    <section className="practice-page" aria-labelledby="practice-heading">
      <JobCard job={setup.job} loading={false} compact />

      <div className="practice-card">
        <div className="practice-card__header">
          <h2 id="practice-heading" className="practice-card__title" ref={headingRef} tabIndex={-1}>
            {T.heading}
          </h2>
          <span className="practice-card__badge">{T.notSaved}</span>
        </div>
        <p className="practice-card__prompt">{T.prompt}</p>
        <p className="practice-card__note">{answerTimeNote(answerTimeSeconds)}</p>

        <PracticeStage
          kind={kind}
          stream={media.stream}
          blurCanvas={media.blurCanvas}
          isRecording={isRecording}
          takeUrl={take.takeUrl}
          countIn={take.countIn}
        />

        <div className="practice-card__clock" role="timer" aria-label={T.clockLabel}>
          {isRecording && (
            <>
              <span className="practice-card__dot" aria-hidden="true" />
              {formatClock(take.elapsedSeconds)} / {formatClock(answerTimeSeconds)}
            </>
          )}
        </div>
        {/* Always present: a live region only announces changes it was there to see. */}
        <p className="visually-hidden" role="status" data-testid="practice-status">
          {statusText(phase, take.countIn)}
        </p>
        {shownError !== undefined && (
          <p className="practice-card__error" role="alert">
            {shownError}
          </p>
        )}

        <div className="practice-controls">
          {isRecording ? (
            <ButtonWithSpinner
              id="practice-stop"
              text={T.stopRecording}
              variant="danger"
              isLoading={phase === 'stopping'}
              onClick={() => take.stop()}
            />
          ) : phase === 'recorded' ? (
            <ButtonWithSpinner
              id="practice-retry"
              text={T.tryAgain}
              variant="outline-primary"
              onClick={() => {
                setError(undefined);
                return take.start();
              }}
            />
          ) : (
            <ButtonWithSpinner
              text={T.startRecording}
              isLoading={phase === 'starting'}
              onClick={() => {
                setError(undefined);
                return take.start();
              }}
            />
          )}
          <ButtonWithSpinner
            text={T.startInterview}
            variant="success"
            className="practice-controls__begin"
            onClick={startInterview}
          />
        </div>
        <p className="practice-card__hint">{T.startInterviewHint}</p>
      </div>
    </section>
  );
}
