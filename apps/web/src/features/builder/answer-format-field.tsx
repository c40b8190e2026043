import type { BuilderContentType } from '../../shared/lib/recruiter/builder-rules';
import { BUILDER_TEXTS } from './texts';

const IDS = {
  audio: 'builder-format-audio',
  video: 'builder-format-video',
  error: 'builder-format-error',
} as const;

/** Where focus goes when no answer format is picked: the first choice. */
export const ANSWER_FORMAT_FOCUS_ID = IDS.audio;

type AnswerFormatFieldProps = {
  value: BuilderContentType | null;
  error: string | undefined;
  onChange: (format: BuilderContentType) => void;
};

/** Spec §2: Audio or Video, mutually exclusive. */
export function AnswerFormatField({ value, error, onChange }: AnswerFormatFieldProps) {
  const describedBy = error === undefined ? undefined : IDS.error;
  return (
    <fieldset className="builder-format">
      <legend className="form-label">
        {BUILDER_TEXTS.answerFormatLegend}
        <span className="form-field__asterisk" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="builder-format__options">
        {(['audio', 'video'] as const satisfies readonly BuilderContentType[]).map((format) => (
          <label key={format} className="builder-format__option" htmlFor={IDS[format]}>
            <input
              type="radio"
              id={IDS[format]}
              name="builder-answer-format"
              value={format}
              checked={value === format}
              onChange={() => {
                onChange(format);
              }}
              aria-describedby={describedBy}
            />
            <span>{format === 'audio' ? BUILDER_TEXTS.audio : BUILDER_TEXTS.video}</span>
          </label>
        ))}
      </div>
      {error !== undefined && (
        <div id={IDS.error} className="builder-error">
          {error}
        </div>
      )}
    </fieldset>
  );
}
