import { INTERVIEW_SETTINGS_BOUNDS as BOUNDS, INVITATION_LIMITS } from '@vi/contracts';
import { useState } from 'react';
import { FormField, type FieldControlProps } from '../../shared/ui/form-field';
import {
  THINK_TIME_STEPS,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsField,
} from '../../shared/lib/recruiter/interview-settings';
import { ScreeningSwitches } from './screening-switches';
import { BUILDER_SETTINGS_TEXTS as T, formatDuration } from './settings-texts';

/** Ids of the controls, in screen order, so Save can focus the first one to fix. */
export const SETTINGS_FIELD_IDS: Record<SettingsField, string> = {
  thinkTimeSeconds: 'builder-think-time',
  answerTimeSeconds: 'builder-answer-time',
  triesPerQuestion: 'builder-tries',
  deadlineDays: 'builder-deadline-days',
};
const PRACTICE_ID = 'builder-practice';
const PRACTICE_HELP_ID = 'builder-practice-help';

type InterviewSettingsFieldsetProps = {
  value: SettingsDraft;
  /** Every current problem; each shows once its field was left or Save was pressed. */
  errors: SettingsErrors;
  isSubmitted: boolean;
  onChange: (change: Partial<SettingsDraft>) => void;
};

/** A stored think time between the steps stays selectable rather than silently becoming another. */
function thinkTimeOptions(current: string): number[] {
  const stored = Number(current);
  const steps: number[] = [...THINK_TIME_STEPS];
  if (current !== '' && Number.isInteger(stored) && !steps.includes(stored)) steps.push(stored);
  return steps.sort((a, b) => a - b);
}

const wholeNumber = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) ? n : undefined;
};

export function InterviewSettingsFieldset({
  value,
  errors,
  isSubmitted,
  onChange,
}: InterviewSettingsFieldsetProps) {
  const [touched, setTouched] = useState<ReadonlySet<SettingsField>>(() => new Set());
  const shown = (field: SettingsField) => (isSubmitted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: SettingsField) => () => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  };
  const answerSeconds = wholeNumber(value.answerTimeSeconds);
  const answerInRange =
    answerSeconds !== undefined &&
    answerSeconds >= BOUNDS.answerTimeSeconds.min &&
    answerSeconds <= BOUNDS.answerTimeSeconds.max;

  const numberInput = (field: 'answerTimeSeconds' | 'triesPerQuestion' | 'deadlineDays', step: number) =>
    function NumberInput(control: FieldControlProps) {
      const bounds = field === 'deadlineDays' ? INVITATION_LIMITS.defaultDeadlineDays : BOUNDS[field];
      return (
        <input
          id={control.id}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={step}
          className={`form-control${control.invalid ? ' is-invalid' : ''}`}
          value={value[field]}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          onChange={(event) => {
            onChange({ [field]: event.target.value });
          }}
          onBlur={touch(field)}
        />
      );
    };

  return (
    <fieldset className="builder-settings">
      <legend className="builder-settings__legend">{T.legend}</legend>
      <div className="builder-settings__grid">
        <FormField
          label={T.thinkTime}
          helperText={T.thinkTimeHelp}
          error={shown('thinkTimeSeconds')}
          id={SETTINGS_FIELD_IDS.thinkTimeSeconds}
        >
          {(control) => (
            <select
              id={control.id}
              className={`form-select${control.invalid ? ' is-invalid' : ''}`}
              value={value.thinkTimeSeconds}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              onChange={(event) => {
                onChange({ thinkTimeSeconds: event.target.value });
              }}
              onBlur={touch('thinkTimeSeconds')}
            >
              {thinkTimeOptions(value.thinkTimeSeconds).map((seconds) => (
                <option key={seconds} value={String(seconds)}>
                  {seconds === 0 ? T.thinkTimeNone : formatDuration(seconds)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={T.answerTime}
          helperText={T.answerTimeHelp(answerInRange ? answerSeconds : undefined)}
          error={shown('answerTimeSeconds')}
          id={SETTINGS_FIELD_IDS.answerTimeSeconds}
        >
          {numberInput('answerTimeSeconds', 15)}
        </FormField>
        <FormField
          label={T.tries}
          helperText={T.triesHelp}
          error={shown('triesPerQuestion')}
          id={SETTINGS_FIELD_IDS.triesPerQuestion}
        >
          {numberInput('triesPerQuestion', 1)}
        </FormField>
        <FormField
          label={T.deadlineDays}
          helperText={T.deadlineDaysHelp}
          error={shown('deadlineDays')}
          id={SETTINGS_FIELD_IDS.deadlineDays}
        >
          {numberInput('deadlineDays', 1)}
        </FormField>
      </div>
      <div className="form-check builder-settings__practice">
        <input
          id={PRACTICE_ID}
          type="checkbox"
          className="form-check-input"
          checked={value.practiceQuestion}
          aria-describedby={PRACTICE_HELP_ID}
          onChange={(event) => {
            onChange({ practiceQuestion: event.target.checked });
          }}
        />
        <label className="form-check-label" htmlFor={PRACTICE_ID}>
          {T.practice}
        </label>
        <div id={PRACTICE_HELP_ID} className="form-field__message">
          {T.practiceHelp}
        </div>
      </div>
      <ScreeningSwitches value={value} onChange={onChange} />
    </fieldset>
  );
}
