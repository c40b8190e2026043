import { PRIVACY_LIMITS } from '@vi/contracts';
import type { PrivacyDraft } from './privacy-draft';
import { PRIVACY_SETTINGS_TEXTS as T } from './privacy-texts';
import { SwitchedNumberField } from './switched-number-field';

type PrivacyFieldsetProps = {
  /** The id of the days field, which takes focus when it holds the form's first error. */
  daysId: string;
  value: PrivacyDraft;
  error: string | undefined;
  /** Who runs speech to text, when the server says (GET settings' `transcriptionEngine`). */
  engine: string | null | undefined;
  onChange: (change: Partial<PrivacyDraft>) => void;
};

/** The retention rule (a switch and its days) and the transcription switch, saved with the page's save. */
export function PrivacyFieldset({ daysId, value, error, engine, onChange }: PrivacyFieldsetProps) {
  const { retentionMinDays: min, retentionMaxDays: max } = PRIVACY_LIMITS;
  return (
    <fieldset>
      <legend className="h4">{T.heading}</legend>
      <p className="company-settings__intro">{T.intro}</p>
      <SwitchedNumberField
        id={daysId}
        texts={{
          toggle: T.retentionToggle,
          amount: T.retentionDays,
          help: T.retentionHelp,
          off: T.retentionOff,
        }}
        isOn={value.isRetentionOn}
        amount={value.retentionDays}
        min={min}
        max={max}
        error={error}
        onToggle={(isRetentionOn) => onChange({ isRetentionOn })}
        onAmount={(retentionDays) => onChange({ retentionDays })}
      />
      <div className="company-settings__reminder">
        <div className="form-check form-switch">
          <input
            id={`${daysId}-transcription`}
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={value.transcriptionEnabled}
            aria-describedby={`${daysId}-transcription-help`}
            onChange={(event) => onChange({ transcriptionEnabled: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={`${daysId}-transcription`}>
            {T.transcriptionToggle(engine)}
          </label>
        </div>
        <p id={`${daysId}-transcription-help`} className="company-settings__note">
          {T.transcriptionHelp}
        </p>
      </div>
    </fieldset>
  );
}
