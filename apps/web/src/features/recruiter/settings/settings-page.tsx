import type { CompanySettings } from '@vi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ButtonWithSpinner } from '../../../shared/ui/button-with-spinner';
import { fetchCompanySettings, saveCompanySettings } from '../api/recruiter-api';
import { readRecruiterIdentity } from '../api/recruiter-identity';
import { apiErrorMessage } from '../lib/api-error-message';
import {
  REMINDER_KEYS,
  remindersDraftFrom,
  toReminderSettings,
  validateReminders,
  type RemindersDraft,
} from './reminder-draft';
import { ReminderField } from './reminder-field';
import { SETTINGS_TEXTS as T } from './texts';
import '../../../shared/ui/buttons.css';
import './settings.css';

const settingsKey = (companyId: number) => ['company-settings', companyId] as const;
const FIELD_ID = {
  afterInviteHours: 'settings-after-invite',
  beforeDeadlineHours: 'settings-before-deadline',
};

/** The company's settings: for now, when reminder mails go out (GET/PUT /company/{id}/settings). */
export function SettingsPage() {
  const [{ companyId }] = useState(readRecruiterIdentity);
  const query = useQuery({
    queryKey: settingsKey(companyId),
    queryFn: () => fetchCompanySettings(companyId),
  });
  return (
    <div className="company-settings">
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      {query.isPending && <p role="status">{T.loading}</p>}
      {query.isError && (
        <div role="alert">
          <p>{T.loadFailed}</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
            {T.retry}
          </button>
        </div>
      )}
      {query.data !== undefined && <RemindersForm companyId={companyId} settings={query.data} />}
    </div>
  );
}

function RemindersForm({ companyId, settings }: { companyId: number; settings: CompanySettings }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RemindersDraft>(() => remindersDraftFrom(settings.reminders));
  const [isSubmitted, setSubmitted] = useState(false);
  const errors = validateReminders(draft);
  const save = useMutation({
    mutationFn: (body: RemindersDraft) =>
      saveCompanySettings(companyId, { reminders: toReminderSettings(body) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(companyId), saved);
      setDraft(remindersDraftFrom(saved.reminders));
      setSubmitted(false);
      toast.success(T.saved);
    },
    onError: (error) => toast.error(apiErrorMessage(error, T.saveFailed)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const first = REMINDER_KEYS.find((key) => errors[key] !== undefined);
    if (first !== undefined) {
      document.getElementById(`${FIELD_ID[first]}-hours`)?.focus();
      return;
    }
    save.mutate(draft);
  }

  return (
    <form noValidate onSubmit={submit} className="company-settings__form">
      <fieldset>
        <legend className="h4">{T.remindersHeading}</legend>
        <p className="company-settings__intro">{T.remindersIntro}</p>
        <ReminderField
          id={FIELD_ID.afterInviteHours}
          texts={T.afterInvite}
          value={draft.afterInviteHours}
          error={isSubmitted ? errors.afterInviteHours : undefined}
          onChange={(afterInviteHours) => setDraft((current) => ({ ...current, afterInviteHours }))}
        />
        <ReminderField
          id={FIELD_ID.beforeDeadlineHours}
          texts={T.beforeDeadline}
          value={draft.beforeDeadlineHours}
          error={isSubmitted ? errors.beforeDeadlineHours : undefined}
          onChange={(beforeDeadlineHours) => setDraft((current) => ({ ...current, beforeDeadlineHours }))}
        />
      </fieldset>
      <ButtonWithSpinner type="submit" text={save.isPending ? T.saving : T.save} isLoading={save.isPending} />
    </form>
  );
}
