import { CaptionsToggle } from '../../../shared/ui/captions';
import { QUESTION_TEXTS } from './texts';

function ReplayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M4 12a8 8 0 1 0 2.34-5.66M4 4v4h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SpeakerIcon({ isMuted }: { isMuted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path
        d={isMuted ? 'M16 9l5 6M21 9l-5 6' : 'M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Replay and mute the question's text-to-speech clip (the question is also on screen as text). */
export function QuestionClipControls(props: {
  isMuted: boolean;
  onReplay: () => void;
  onToggleMute: () => void;
  isCaptionsOn: boolean;
  onToggleCaptions: () => void;
}) {
  const muteLabel = props.isMuted ? QUESTION_TEXTS.unmuteQuestion : QUESTION_TEXTS.muteQuestion;
  return (
    <div className="question-clip" role="group" aria-label={QUESTION_TEXTS.questionAudio}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm question-clip__button"
        aria-label={QUESTION_TEXTS.replayQuestion}
        title={QUESTION_TEXTS.replayQuestion}
        onClick={props.onReplay}
      >
        <ReplayIcon />
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm question-clip__button"
        aria-label={muteLabel}
        title={muteLabel}
        onClick={props.onToggleMute}
      >
        <SpeakerIcon isMuted={props.isMuted} />
      </button>
      <CaptionsToggle
        isOn={props.isCaptionsOn}
        onToggle={props.onToggleCaptions}
        className="question-clip__button"
        label={QUESTION_TEXTS.captions}
        hint={QUESTION_TEXTS.captionsHint}
      />
    </div>
  );
}
