import { INVITATION_LIMITS } from '@vi/contracts';
import { FormField } from '../../shared/ui/form-field';
import { TextArea } from '../../shared/ui/text-area';
import { localTimeZone } from '../../shared/lib/recruiter/invitation-deadline';
import { INVITE_TEXTS } from './texts';
import type { InvitationDetailsState } from './use-invitation-details';

type InvitationDetailsSectionProps = {
  state: InvitationDetailsState;
  idPrefix: string;
  /** The questionnaire's default deadline in days, said in the helper text when there is one. */
  defaultDays: number | null | undefined;
};

/** The invitation's deadline (prefilled from the questionnaire's default) and the recruiter's personal note. */
export function InvitationDetailsSection({ state, idPrefix, defaultDays }: InvitationDetailsSectionProps) {
  const max = INVITATION_LIMITS.messageMaxChars;
  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="invite-form__section">
      <h3 id={`${idPrefix}-heading`} className="h6">
        {INVITE_TEXTS.detailsSection}
      </h3>
      <FormField
        label={INVITE_TEXTS.deadline}
        helperText={INVITE_TEXTS.deadlineHelp(localTimeZone(), defaultDays ?? null)}
        error={state.deadlineError}
        id={`${idPrefix}-deadline`}
      >
        {(control) => (
          <input
            id={control.id}
            type="datetime-local"
            className={`form-control invite-form__deadline${control.invalid ? ' is-invalid' : ''}`}
            value={state.deadline}
            onChange={(event) => state.setDeadline(event.target.value)}
            onBlur={state.touchDeadline}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </FormField>
      <FormField
        label={INVITE_TEXTS.personalMessage}
        helperText={INVITE_TEXTS.personalMessageHelp(state.message.length, max)}
        error={state.messageError}
        id={`${idPrefix}-message`}
      >
        {(control) => (
          <TextArea
            id={control.id}
            value={state.message}
            onValueChange={state.setMessage}
            maxLength={max}
            rows={3}
            invalid={control.invalid}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </FormField>
    </section>
  );
}
