import type { SettingsDraft } from '../../shared/lib/recruiter/interview-settings';
import { BUILDER_SETTINGS_TEXTS as T } from './settings-texts';

type ScreeningSwitchesProps = {
  value: Pick<SettingsDraft, 'showRequirements' | 'endAfterKnockout'>;
  onChange: (change: Partial<SettingsDraft>) => void;
};

/** Keys, not texts: the labels are read at render, in the language shown then. */
const SWITCHES = [
  {
    name: 'showRequirements',
    id: 'builder-show-requirements',
    label: 'showRequirements',
    help: 'showRequirementsHelp',
  },
  {
    name: 'endAfterKnockout',
    id: 'builder-end-after-knockout',
    label: 'endAfterKnockout',
    help: 'endAfterKnockoutHelp',
  },
] as const;

/**
 * The questionnaire's two screening settings (docs/questions.md). They only matter for questions with an
 * option marked "Does not meet requirements"; a recruiter still decides on every flagged interview.
 */
export function ScreeningSwitches({ value, onChange }: ScreeningSwitchesProps) {
  return (
    <div className="builder-settings__screening">
      {SWITCHES.map(({ name, id, label, help }) => (
        <div key={name} className="form-check form-switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={value[name]}
            aria-describedby={`${id}-help`}
            onChange={(event) => onChange({ [name]: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={id}>
            {T[label]}
          </label>
          <div id={`${id}-help`} className="form-field__message">
            {T[help]}
          </div>
        </div>
      ))}
    </div>
  );
}
