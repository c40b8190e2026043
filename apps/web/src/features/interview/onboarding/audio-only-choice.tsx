import { useId } from 'react';
import { ONBOARDING_TEXTS as T } from './texts';

type AudioOnlyChoiceProps = { checked: boolean; onChange: (checked: boolean) => void };

/** The accommodation of a video interview whose invitation allows answering with audio only. */
export function AudioOnlyChoice({ checked, onChange }: AudioOnlyChoiceProps) {
  const hintId = useId();
  return (
    <div className="onboarding-choice">
      <label className="onboarding-check">
        <span className="onboarding-check__box">
          <input
            type="checkbox"
            className="form-check-input"
            checked={checked}
            aria-describedby={hintId}
            onChange={(event) => onChange(event.target.checked)}
          />
        </span>
        <span className="onboarding-check__text">{T.audioOnlyLabel}</span>
      </label>
      <p id={hintId} className="onboarding-consent__hint">
        {T.audioOnlyHint}
      </p>
    </div>
  );
}
