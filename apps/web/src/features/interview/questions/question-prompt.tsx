import { CaptionLine } from '../../../shared/ui/captions';
import { QUESTION_TEXTS } from './texts';
import { QuestionClipControls } from './question-clip-controls';
import type { useQuestionClip } from './use-question-clip';

type QuestionPromptProps = {
  text: string;
  clip: ReturnType<typeof useQuestionClip>;
  /** The text's id, for a field or group that is labelled by the question. */
  textId?: string;
};

/** The question as written, with its read-aloud clip's controls and, when on, the clip's captions. */
export function QuestionPrompt({ text, clip, textId }: QuestionPromptProps) {
  return (
    <>
      <div className="question-card__question">
        {/* The question stays as the recruiter wrote it, in its own direction whatever the interface's. */}
        <p id={textId} className="question-card__text" dir="auto">
          &ldquo;{text}&rdquo;
        </p>
        {clip.hasClip && (
          <QuestionClipControls
            isMuted={clip.isMuted}
            onReplay={clip.replay}
            onToggleMute={clip.toggleMute}
            isCaptionsOn={clip.isCaptionsOn}
            onToggleCaptions={clip.toggleCaptions}
          />
        )}
      </div>
      {clip.hasClip && clip.isCaptionsOn && (
        <CaptionLine text={clip.caption} className="question-card__caption" label={QUESTION_TEXTS.captions} />
      )}
    </>
  );
}
