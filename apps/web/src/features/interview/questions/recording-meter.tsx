import type { AnswerState } from './answer-machine';
import { countdownSeconds } from './answer-machine';
import { answerProgress, formatClock } from './answer-time';
import { QUESTION_TEXTS } from './texts';

/**
 * Where the applicant is in a take, from its first second: the REC badge, the elapsed and allowed time
 * with a progress bar, and the spec's m:ss countdown, shown once 75 % of the answer time has passed
 * (spec §4: 90 of 120 s). The countdown's element is always there: a live region only announces changes
 * it was there to see.
 */
export function RecordingMeter({ answer }: { answer: AnswerState }) {
  const isRecording = answer.phase === 'recording' || answer.phase === 'stopping';
  const progress = answerProgress(answer.elapsedSeconds, answer.limits.answerTimeSeconds);
  const countdown = countdownSeconds(answer);
  return (
    <>
      {isRecording && (
        <div className={`answer-meter${countdown === undefined ? '' : ' answer-meter--ending'}`}>
          <span className="rec-badge" aria-hidden="true">
            <span className="rec-badge__dot" />
            {QUESTION_TEXTS.recordingBadge}
          </span>
          <div
            className="answer-meter__bar"
            role="progressbar"
            aria-label={QUESTION_TEXTS.answerTime}
            aria-valuemin={0}
            aria-valuemax={progress.limitSeconds}
            aria-valuenow={progress.elapsedSeconds}
            aria-valuetext={progress.valueText}
          >
            <div className="answer-meter__fill" style={{ width: `${progress.percent}%` }} />
          </div>
          <span className="answer-meter__clock" aria-hidden="true" data-testid="answer-clock">
            {progress.visible}
          </span>
        </div>
      )}
      <div className="answer-countdown" role="timer" aria-live="polite" aria-atomic="true">
        {countdown !== undefined && (
          <>
            <span className="visually-hidden">{`${QUESTION_TEXTS.timeRemaining} `}</span>
            {formatClock(countdown)}
          </>
        )}
      </div>
    </>
  );
}
