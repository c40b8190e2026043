import { INVITATION_LIMITS } from '@vi/contracts';
import { FormField } from '../../../shared/ui/form-field';
import type { ReminderDraft } from './reminder-draft';

type ReminderFieldProps = {
  id: string;
  texts: { toggle: string; hours: string; help: string };
  value: ReminderDraft;
  error: string | undefined;
  onChange: (value: ReminderDraft) => void;
};

/** One reminder: a switch, and its hours (kept but not sent while the reminder is off). */
export function ReminderField({ id, texts, value, error, onChange }: ReminderFieldProps) {
  const { min, max } = INVITATION_LIMITS.reminderHours;
  return (
    <div className="company-settings__reminder">
      <div className="form-check form-switch">
        <input
          id={`${id}-on`}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={value.isOn}
          onChange={(event) => onChange({ ...value, isOn: event.target.checked })}
        />
        <label className="form-check-label" htmlFor={`${id}-on`}>
          {texts.toggle}
        </label>
      </div>
      <FormField
        label={texts.hours}
        helperText={texts.help}
        error={value.isOn ? error : undefined}
        id={`${id}-hours`}
      >
        {(control) => (
          <input
            id={control.id}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            className={`form-control company-settings__hours${control.invalid ? ' is-invalid' : ''}`}
            value={value.hours}
            disabled={!value.isOn}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            onChange={(event) => onChange({ ...value, hours: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
