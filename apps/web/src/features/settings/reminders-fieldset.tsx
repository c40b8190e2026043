import { INVITATION_LIMITS } from '@vi/contracts';
import { REMINDER_KEYS, type ReminderKey, type RemindersDraft, type RemindersErrors } from './reminder-draft';
import { SwitchedNumberField } from './switched-number-field';
import { SETTINGS_TEXTS as T } from './texts';

/** The hours fields' ids: the first one in error takes focus on save. */
export const REMINDER_FIELD_ID = {
  afterInviteHours: 'settings-after-invite-hours',
  beforeDeadlineHours: 'settings-before-deadline-hours',
};

/** Each reminder's texts, read when the form renders (in the language shown then). */
const textsOf = (key: ReminderKey) =>
  key === 'afterInviteHours'
    ? { toggle: T.afterInviteToggle, amount: T.afterInviteHours, help: T.afterInviteHelp }
    : { toggle: T.beforeDeadlineToggle, amount: T.beforeDeadlineHours, help: T.beforeDeadlineHelp };

type RemindersFieldsetProps = {
  value: RemindersDraft;
  /** Shown once the form was submitted. */
  errors: RemindersErrors;
  onChange: (value: RemindersDraft) => void;
  /** false when the server has no mail server (GET settings' `mailConfigured`); absent: not said. */
  mailConfigured?: boolean | undefined;
};

/** When reminder mails go out (docs/invitations.md): after the invitation, and before the deadline. */
export function RemindersFieldset({ value, errors, onChange, mailConfigured }: RemindersFieldsetProps) {
  return (
    <fieldset>
      <legend className="h4">{T.remindersHeading}</legend>
      <p className="company-settings__intro">{T.remindersIntro}</p>
      {mailConfigured === false && <p className="company-settings__warning">{T.noMailServer}</p>}
      {REMINDER_KEYS.map((key) => (
        <SwitchedNumberField
          key={key}
          id={REMINDER_FIELD_ID[key]}
          texts={textsOf(key)}
          isOn={value[key].isOn}
          amount={value[key].hours}
          min={INVITATION_LIMITS.reminderHours.min}
          max={INVITATION_LIMITS.reminderHours.max}
          error={errors[key]}
          onToggle={(isOn) => onChange({ ...value, [key]: { ...value[key], isOn } })}
          onAmount={(hours) => onChange({ ...value, [key]: { ...value[key], hours } })}
        />
      ))}
    </fieldset>
  );
}
