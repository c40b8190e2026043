import { useEffect, useRef, type ReactNode } from 'react';
import { ButtonWithSpinner } from '../../../shared/ui/button-with-spinner';
import type { AnswerPhase, AnswerState } from './answer-machine';
import { focusAfterStop, followActionBarHeight } from './answer-focus';
import { QUESTION_TEXTS } from './texts';
import { TYPED_TEXTS } from './typed-texts';
import './answer-controls.css';

type AnswerControlsProps = {
  answer: AnswerState;
  /** Which control started the take being started: Rerecord keeps its row while it starts. */
  startedBy: 'start' | 'rerecord';
  /** The think time runs: "Start now" instead of Start Recording. */
  isThinking: boolean;
  /** Nothing can start yet (the check for a take kept over a reload). */
  isChecking: boolean;
  /** Submit was pressed offline and goes by itself when the connection is back. */
  isSubmitWaiting?: boolean;
  /** Blur is offered: supported, and a camera stream exists. */
  canBlur: boolean;
  isBlurOn: boolean;
  /** Blur is on and its model is still loading. */
  isBlurStarting: boolean;
  /** The actions return their promise: a button stays busy until its action has settled. */
  onStart: () => Promise<void>;
  /** Rerecord asks first (a confirmation dialog); the take starts once confirmed. */
  onRerecord: () => void;
  onStartNow: () => void;
  onStop: () => Promise<void>;
  onSubmit: () => Promise<void>;
  onToggleBlur: () => void;
  /** Shown above the buttons, pinned with them: where the take is (REC, its time, the countdown). */
  meter: ReactNode;
  /** Shown below the buttons, pinned with them: the upload's state. */
  footer: ReactNode;
  /** An optional question: "Skip this question" beside Start Recording, before any take exists. */
  skip?: { onSkip: () => Promise<unknown>; isSkipping: boolean };
};

const NO_TRIES_ID = 'answer-no-tries';

function StopIcon() {
  return <span className="answer-controls__stop-icon" aria-hidden="true" />;
}

/**
 * Start Recording (or "Start now" during think time), Stop Recording, Rerecord and Submit, and the blur
 * toggle (spec §2 "Controls"). At 0 tries Rerecord is greyed and says why, tied with aria-describedby.
 * Pinned to the bottom of the screen with the take's time above and the upload's state below, so the
 * applicant always sees where they are and what to press.
 */
export function AnswerControls(props: AnswerControlsProps) {
  const { answer, startedBy, canBlur, isBlurOn, isBlurStarting } = props;
  const phaseRef = useRef<AnswerPhase>(answer.phase);
  const barRef = useRef<HTMLDivElement>(null);
  const isRecording = answer.phase === 'recording' || answer.phase === 'stopping';
  const isStopped = answer.phase === 'stopped' || answer.phase === 'submitting';
  const isStarting = answer.phase === 'starting';
  const showRerecordRow = isStopped || (isStarting && startedBy === 'rerecord');
  const hasNoTries = answer.triesLeft <= 0;

  // The control that was pressed disappears with each step, so focus moves to the next one instead of
  // falling back to the page (keyboard and screen-reader users would lose their place).
  useEffect(() => {
    const previous = phaseRef.current;
    phaseRef.current = answer.phase;
    if (previous === answer.phase) return;
    if (answer.phase === 'recording') document.getElementById('answer-stop')?.focus();
    if (answer.phase === 'stopped' && previous === 'stopping') focusAfterStop();
  }, [answer.phase]);

  // What is scrolled into view (a focused control, the think time) is scrolled clear of this bar.
  useEffect(() => {
    const bar = barRef.current;
    return bar ? followActionBarHeight(bar) : undefined;
  }, []);

  return (
    <div className="answer-controls" ref={barRef}>
      {props.meter}
      <div className="answer-controls__row">
        {isRecording ? (
          <ButtonWithSpinner
            id="answer-stop"
            text={
              <>
                <StopIcon />
                {QUESTION_TEXTS.stopRecording}
              </>
            }
            variant="danger"
            className="answer-controls__stop"
            isLoading={answer.phase === 'stopping'}
            onClick={() => props.onStop()}
          />
        ) : showRerecordRow ? (
          <>
            <ButtonWithSpinner
              text={QUESTION_TEXTS.rerecord}
              variant="outline-secondary"
              className={hasNoTries ? 'answer-controls__greyed' : undefined}
              disabled={hasNoTries || answer.phase === 'submitting'}
              isLoading={isStarting}
              aria-describedby={hasNoTries ? NO_TRIES_ID : undefined}
              onClick={props.onRerecord}
            />
            <ButtonWithSpinner
              id="answer-submit"
              text={QUESTION_TEXTS.submit}
              disabled={isStarting || !answer.hasRecording}
              isLoading={answer.phase === 'submitting' || props.isSubmitWaiting === true}
              onClick={() => props.onSubmit()}
            />
          </>
        ) : props.isThinking ? (
          <ButtonWithSpinner
            id="answer-start-now"
            text={QUESTION_TEXTS.startNow}
            onClick={props.onStartNow}
          />
        ) : (
          <>
            {props.skip && (
              <ButtonWithSpinner
                text={TYPED_TEXTS.skip}
                variant="outline-secondary"
                disabled={isStarting || props.isChecking}
                isLoading={props.skip.isSkipping}
                onClick={props.skip.onSkip}
              />
            )}
            <ButtonWithSpinner
              id="answer-start"
              text={QUESTION_TEXTS.startRecording}
              disabled={props.skip?.isSkipping}
              isLoading={isStarting || props.isChecking}
              onClick={() => props.onStart()}
            />
          </>
        )}
        {canBlur && (
          // A toggle (aria-pressed), so not ButtonWithSpinner; same spinner while the blur starts.
          <button
            type="button"
            className="btn btn-outline-secondary button-with-spinner"
            title={isBlurOn ? QUESTION_TEXTS.removeBlur : QUESTION_TEXTS.applyBlur}
            aria-pressed={isBlurOn}
            aria-busy={isBlurStarting || undefined}
            disabled={isRecording || isStarting || isBlurStarting}
            onClick={props.onToggleBlur}
          >
            {isBlurStarting && <span className="button-with-spinner__spinner" aria-hidden="true" />}
            <span>{isBlurOn ? QUESTION_TEXTS.removeBlur : QUESTION_TEXTS.applyBlur}</span>
          </button>
        )}
      </div>
      {showRerecordRow && hasNoTries && (
        <p id={NO_TRIES_ID} className="answer-controls__why">
          {QUESTION_TEXTS.noTriesLeft}
        </p>
      )}
      {props.footer}
    </div>
  );
}
