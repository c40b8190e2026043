import { useEffect, useRef } from 'react';
import { ButtonWithSpinner } from '../../../shared/ui/button-with-spinner';
import type { AnswerPhase, AnswerState } from './answer-machine';
import { QUESTION_TEXTS } from './texts';

type AnswerControlsProps = {
  answer: AnswerState;
  /** Which control started the take being started: Rerecord keeps its row while it starts. */
  startedBy: 'start' | 'rerecord';
  /** Blur is offered: supported, and a camera stream exists. */
  canBlur: boolean;
  isBlurOn: boolean;
  /** Blur is on and its model is still loading. */
  isBlurStarting: boolean;
  /** The actions return their promise: a button stays busy until its action has settled. */
  onStart: (source: 'start' | 'rerecord') => Promise<void>;
  onStop: () => Promise<void>;
  onSubmit: () => Promise<void>;
  onToggleBlur: () => void;
};

/** Start Recording, Stop Recording, Rerecord and Submit, and the blur toggle (spec §2 "Controls"). */
export function AnswerControls(props: AnswerControlsProps) {
  const { answer, startedBy, canBlur, isBlurOn, isBlurStarting } = props;
  const phaseRef = useRef<AnswerPhase>(answer.phase);
  const isRecording = answer.phase === 'recording' || answer.phase === 'stopping';
  const isStopped = answer.phase === 'stopped' || answer.phase === 'submitting';
  const isStarting = answer.phase === 'starting';
  const showRerecordRow = isStopped || (isStarting && startedBy === 'rerecord');

  // The control that was pressed disappears with each step, so focus moves to the next one instead of
  // falling back to the page (keyboard and screen-reader users would lose their place).
  useEffect(() => {
    const previous = phaseRef.current;
    phaseRef.current = answer.phase;
    if (previous === answer.phase) return;
    if (answer.phase === 'recording') document.getElementById('answer-stop')?.focus();
    if (answer.phase === 'stopped' && previous === 'stopping')
      document.getElementById('answer-submit')?.focus();
  }, [answer.phase]);

  return (
    <div className="answer-controls">
      {isRecording ? (
        <ButtonWithSpinner
          id="answer-stop"
          text={QUESTION_TEXTS.stopRecording}
          variant="danger"
          isLoading={answer.phase === 'stopping'}
          onClick={() => props.onStop()}
        />
      ) : showRerecordRow ? (
        <>
          <ButtonWithSpinner
            text={QUESTION_TEXTS.rerecord}
            variant="outline-secondary"
            className={answer.triesLeft <= 0 ? 'answer-controls__greyed' : undefined}
            disabled={answer.triesLeft <= 0 || answer.phase === 'submitting'}
            isLoading={isStarting}
            onClick={() => props.onStart('rerecord')}
          />
          <ButtonWithSpinner
            id="answer-submit"
            text={QUESTION_TEXTS.submit}
            disabled={isStarting || !answer.hasRecording}
            isLoading={answer.phase === 'submitting'}
            onClick={() => props.onSubmit()}
          />
        </>
      ) : (
        <ButtonWithSpinner
          text={QUESTION_TEXTS.startRecording}
          isLoading={isStarting}
          onClick={() => props.onStart('start')}
        />
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
  );
}
